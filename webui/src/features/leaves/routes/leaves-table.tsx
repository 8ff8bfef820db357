import { useIntl } from 'react-intl';
import { PageHeader } from '@/components/page-header';
import { LeavesTable } from '../components/leaves-table';
import { LeaveViewSwitch } from '../components/view-switch';
import { leaveMessages as m } from '../messages';

/** `/staff/leaves/table`: the leaves as a list, with their decisions. */
export function LeavesTableRoute() {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)} actions={<LeaveViewSwitch current="table" />} />
      <LeavesTable />
    </>
  );
}
