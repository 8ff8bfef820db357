import { ListPage } from '@/components/record/list-page';
import { BuildingsTable } from '../components/buildings-table';
import { buildingMessages as m } from '../messages';

export function BuildingsTableRoute() {
  return (
    <ListPage title={m.tableTitle} description={m.tableDescription}>
      <BuildingsTable />
    </ListPage>
  );
}
