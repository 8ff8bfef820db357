import { ListPage } from '@/components/record/list-page';
import { DevicesTable } from '../components/devices-table';
import { deviceMessages as m } from '../messages';

export function DevicesTableRoute() {
  return (
    <ListPage title={m.tableTitle} description={m.tableDescription}>
      <DevicesTable />
    </ListPage>
  );
}
