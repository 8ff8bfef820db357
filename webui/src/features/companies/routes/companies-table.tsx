import { ListPage } from '@/components/record/list-page';
import { CompaniesTable } from '../components/companies-table';
import { companyMessages as m } from '../messages';

export function CompaniesTableRoute() {
  return (
    <ListPage title={m.tableTitle} description={m.tableDescription}>
      <CompaniesTable />
    </ListPage>
  );
}
