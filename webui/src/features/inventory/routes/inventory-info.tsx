import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { LuPencil } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { DeleteButton } from '@/components/delete-button';
import { Details, DetailsSkeleton } from '@/components/details';
import { ErrorAlert } from '@/components/errors/error-alert';
import { commonMessages } from '@/components/messages';
import { MissingId } from '@/components/missing-id';
import { PageHeader } from '@/components/page-header';
import { paths, withQuery } from '@/config/paths';
import { useDateTimeFormat } from '@/lib/format';
import { useDeleteInventoryItem } from '../api/delete-inventory-item';
import { useInventoryItem } from '../api/get-inventory-item';
import { MovementDialog } from '../components/movement-dialog';
import { Movements } from '../components/movements';
import { StockBadge } from '../components/stock-badge';
import { inventoryMessages as m } from '../messages';

/** `/inventory/inventory-info?inventoryId=`: an item, its stock movements, and a stock change. */
export function InventoryInfoRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const formatDateTime = useDateTimeFormat();
  const [searchParams] = useSearchParams();
  const inventoryId = searchParams.get('inventoryId') ?? '';
  const { data: item, error, refetch } = useInventoryItem(inventoryId);
  const deleteItem = useDeleteInventoryItem();

  return (
    <>
      <PageHeader
        title={item?.itemName ?? intl.formatMessage(m.infoTitle)}
        back={<BackLink to={paths.inventoryTable}>{intl.formatMessage(m.backToList)}</BackLink>}
        actions={
          item && (
            <>
              <MovementDialog item={item} />
              <Button asChild variant="outline">
                <RouterLink to={withQuery(paths.editInventoryForm, { inventoryId })}>
                  <LuPencil /> {intl.formatMessage(commonMessages.edit)}
                </RouterLink>
              </Button>
              <DeleteButton
                title={intl.formatMessage(m.deleteOne)}
                description={intl.formatMessage(m.deleteOneBody, { name: item.itemName })}
                doneMessage={intl.formatMessage(m.deletedOne)}
                onDelete={() => deleteItem.mutateAsync(inventoryId)}
                onDeleted={() => navigate(paths.inventoryTable)}
              />
            </>
          )
        }
      />
      {!inventoryId ? (
        <MissingId />
      ) : error ? (
        <ErrorAlert error={error} onRetry={() => void refetch()} />
      ) : !item ? (
        <DetailsSkeleton />
      ) : (
        <Stack gap="4">
          <Details
            items={[
              { label: intl.formatMessage(m.itemName), value: item.itemName },
              {
                label: intl.formatMessage(m.quantity),
                value: (
                  <HStack gap="2">
                    <Text as="span" fontWeight="semibold" fontSize="lg">
                      {intl.formatNumber(item.quantity)}
                    </Text>
                    <StockBadge low={item.lowStock} />
                  </HStack>
                ),
              },
              { label: intl.formatMessage(m.lowStockLevel), value: item.lowStockLevel == null ? '—' : intl.formatNumber(item.lowStockLevel) },
              { label: intl.formatMessage(m.building), value: item.buildingName ?? '—' },
              { label: intl.formatMessage(m.project), value: item.projectName ?? '—' },
              { label: intl.formatMessage(m.supervisor), value: item.supervisorName ?? '—' },
              { label: intl.formatMessage(m.company), value: item.companyName ?? '—' },
              { label: intl.formatMessage(m.lastUpdatedAt), value: formatDateTime(item.lastUpdatedAt) },
              { label: intl.formatMessage(commonMessages.createdAt), value: formatDateTime(item.createdAt) },
            ]}
          />
          <Movements inventoryId={inventoryId} />
        </Stack>
      )}
    </>
  );
}
