import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { NewRecordPage, useDoneThenGo } from '@/components/record/record-page';
import { paths, withQuery } from '@/config/paths';
import { useSaveInventoryItem } from '../api/save-inventory-item';
import { InventoryForm } from '../components/inventory-form';
import { inventoryMessages as m } from '../messages';

/** `/inventory/inventory-form`: a new item. */
export function InventoryFormRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const doneThenGo = useDoneThenGo();
  const save = useSaveInventoryItem();
  return (
    <NewRecordPage
      title={intl.formatMessage(m.createTitle)}
      back={{ to: paths.inventoryTable, label: intl.formatMessage(m.backToList) }}
    >
      <InventoryForm
        submitLabel={intl.formatMessage(m.createTitle)}
        onCancel={() => navigate(paths.inventoryTable)}
        onSubmit={async (input) => {
          const item = await save.mutateAsync({ input });
          doneThenGo(
            intl.formatMessage(m.created),
            item?.id ? withQuery(paths.inventoryInfo, { inventoryId: item.id }) : paths.inventoryTable,
          );
        }}
      />
    </NewRecordPage>
  );
}
