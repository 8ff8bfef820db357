import { ListPage } from '@/components/record/list-page';
import { FacilitiesTable } from '../components/facilities-table';
import { facilityMessages as m } from '../messages';

export function FacilitiesTableRoute() {
  return (
    <ListPage title={m.tableTitle} description={m.tableDescription}>
      <FacilitiesTable />
    </ListPage>
  );
}
