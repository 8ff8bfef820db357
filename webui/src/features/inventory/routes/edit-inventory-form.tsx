import { useIntl } from 'react-intl';
import { EditRecordPage } from '@/components/record/record-page';
import { useIdParam } from '@/components/record/record-state';
import { paths, withQuery } from '@/config/paths';
import { useInventoryItem } from '../api/get-inventory-item';
import { useSaveInventoryItem } from '../api/save-inventory-item';
import { InventoryForm } from '../components/inventory-form';
import { inventoryMessages as m } from '../messages';

export function EditInventoryFormRoute() {
  const intl = useIntl();
  const inventoryId = useIdParam('inventoryId');
  const query = useInventoryItem(inventoryId, { refetchOnMount: 'always' });
  const save = useSaveInventoryItem();
  return (
    <EditRecordPage
      title={intl.formatMessage(m.editTitle)}
      description={query.data?.itemName}
      id={inventoryId}
      query={query}
      recordPath={withQuery(paths.inventoryInfo, { inventoryId })}
      listPath={paths.inventoryTable}
    >
      {(item, flow) => (
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
          onCancel={flow.cancel}
          onSubmit={async (input) => {
            await save.mutateAsync({ id: inventoryId, input: { ...input, ...(item.version != null ? { version: item.version } : {}) } });
            flow.saved();
          }}
        />
      )}
    </EditRecordPage>
  );
}
