import { useIntl } from 'react-intl';
import { PageHeader } from '@/components/page-header';
import { DevicesTable } from '../components/devices-table';
import { deviceMessages as m } from '../messages';

export function DevicesTableRoute() {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage(m.tableTitle)} description={intl.formatMessage(m.tableDescription)} />
      <DevicesTable />
    </>
  );
}
