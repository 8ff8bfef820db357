import { CreateButton } from '@/components/data-table/create-button';
import { ListPage } from '@/components/record/list-page';
import { paths } from '@/config/paths';
import { InventoryTable } from '../components/inventory-table';
import { inventoryMessages as m } from '../messages';

export function InventoryTableRoute() {
  return (
    <ListPage title={m.title} description={m.description} actions={<CreateButton to={paths.inventoryForm} label={m.newItem} />}>
      <InventoryTable />
    </ListPage>
  );
}
