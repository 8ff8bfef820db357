import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { DetailsSkeleton } from '@/components/details';
import { ErrorAlert } from '@/components/errors/error-alert';
import { commonMessages } from '@/components/messages';
import { MissingId } from '@/components/missing-id';
import { PageHeader } from '@/components/page-header';
import { toaster } from '@/components/ui/toaster';
import { paths, withQuery } from '@/config/paths';
import { useInventoryItem } from '../api/get-inventory-item';
import { useSaveInventoryItem } from '../api/save-inventory-item';
import { InventoryForm } from '../components/inventory-form';
import { inventoryMessages as m } from '../messages';

export function EditInventoryFormRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const inventoryId = searchParams.get('inventoryId') ?? '';
  const info = withQuery(paths.inventoryInfo, { inventoryId });
  // The form starts from the version the server holds now, not from a cached copy.
  const { data: item, error, refetch, isFetchedAfterMount } = useInventoryItem(inventoryId, { refetchOnMount: 'always' });
  const save = useSaveInventoryItem();
  return (
    <>
      <PageHeader
        title={intl.formatMessage(m.editTitle)}
        description={item?.itemName}
        back={<BackLink to={inventoryId ? info : paths.inventoryTable}>{intl.formatMessage(commonMessages.back)}</BackLink>}
      />
      {!inventoryId ? (
        <MissingId />
      ) : error ? (
        <ErrorAlert error={error} onRetry={() => void refetch()} />
      ) : !item || !isFetchedAfterMount ? (
        <DetailsSkeleton />
      ) : (
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
          onCancel={() => navigate(info)}
          onSubmit={async (input) => {
            await save.mutateAsync({ id: inventoryId, input: { ...input, ...(item.version != null ? { version: item.version } : {}) } });
            toaster.create({ type: 'success', title: intl.formatMessage(commonMessages.saved) });
            navigate(info);
          }}
        />
      )}
    </>
  );
}
