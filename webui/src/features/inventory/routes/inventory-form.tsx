import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { BackLink } from '@/components/back-link';
import { PageHeader } from '@/components/page-header';
import { toaster } from '@/components/ui/toaster';
import { paths, withQuery } from '@/config/paths';
import { useSaveInventoryItem } from '../api/save-inventory-item';
import { InventoryForm } from '../components/inventory-form';
import { inventoryMessages as m } from '../messages';

/** `/inventory/inventory-form`: a new item. */
export function InventoryFormRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const save = useSaveInventoryItem();
  return (
    <>
      <PageHeader title={intl.formatMessage(m.createTitle)} back={<BackLink to={paths.inventoryTable}>{intl.formatMessage(m.backToList)}</BackLink>} />
      <InventoryForm
        submitLabel={intl.formatMessage(m.createTitle)}
        onCancel={() => navigate(paths.inventoryTable)}
        onSubmit={async (input) => {
          const item = await save.mutateAsync({ input });
          toaster.create({ type: 'success', title: intl.formatMessage(m.created) });
          navigate(item?.id ? withQuery(paths.inventoryInfo, { inventoryId: item.id }) : paths.inventoryTable);
        }}
      />
    </>
  );
}
