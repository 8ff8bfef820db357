import { useIntl } from 'react-intl';
import { PageHeader } from '@/components/page-header';
import { FacilitiesTable } from '../components/facilities-table';
import { facilityMessages as m } from '../messages';

export function FacilitiesTableRoute() {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage(m.tableTitle)} description={intl.formatMessage(m.tableDescription)} />
      <FacilitiesTable />
    </>
  );
}
