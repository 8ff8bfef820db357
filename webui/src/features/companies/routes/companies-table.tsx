import { useIntl } from 'react-intl';
import { PageHeader } from '@/components/page-header';
import { CompaniesTable } from '../components/companies-table';
import { companyMessages as m } from '../messages';

export function CompaniesTableRoute() {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage(m.tableTitle)} description={intl.formatMessage(m.tableDescription)} />
      <CompaniesTable />
    </>
  );
}
