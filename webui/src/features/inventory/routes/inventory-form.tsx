import { useIntl } from 'react-intl';
import { CreateRecordPage } from '@/components/record/record-form-page';
import { useSaveInventoryItem } from '../api/save-inventory-item';
import { InventoryForm } from '../components/inventory-form';
import { inventoryMessages as m } from '../messages';
import type { InventoryInput } from '../types';
import { inventoryRoutes } from './inventory-routes';

/** `/inventory/inventory-form`: a new item. */
export function InventoryFormRoute() {
  const intl = useIntl();
  const save = useSaveInventoryItem();
  return (
    <CreateRecordPage
      routes={inventoryRoutes}
      title={intl.formatMessage(m.createTitle)}
      create={(input: InventoryInput) => save.mutateAsync({ input })}
    >
      {(form) => <InventoryForm submitLabel={intl.formatMessage(m.createTitle)} {...form} />}
    </CreateRecordPage>
  );
}
