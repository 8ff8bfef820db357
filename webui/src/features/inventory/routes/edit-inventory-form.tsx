import { useIntl } from 'react-intl';
import { EditRecordPage } from '@/components/record/record-form-page';
import { withVersion } from '@/lib/mutation';
import { getInventoryItemQueryOptions } from '../api/get-inventory-item';
import { useSaveInventoryItem } from '../api/save-inventory-item';
import { InventoryForm } from '../components/inventory-form';
import { inventoryMessages as m } from '../messages';
import type { InventoryInput } from '../types';
import { inventoryRoutes } from './inventory-routes';

export function EditInventoryFormRoute() {
  const intl = useIntl();
  const save = useSaveInventoryItem();
  return (
    <EditRecordPage
      routes={inventoryRoutes}
      record={getInventoryItemQueryOptions}
      title={intl.formatMessage(m.editTitle)}
      description={(item) => item.itemName}
      update={(input: InventoryInput, item, id) => save.mutateAsync({ id, input: withVersion(input, item) })}
    >
      {(item, form) => (
        <InventoryForm
          key={item.id}
          editing
          initialValues={{
            itemName: item.itemName,
            quantity: String(item.quantity),
            buildingId: item.buildingId,
            supervisorId: item.supervisorId ?? '',
            projectId: item.projectId ?? '',
            lowStockLevel: item.lowStockLevel == null ? '' : String(item.lowStockLevel),
          }}
          {...form}
        />
      )}
    </EditRecordPage>
  );
}
