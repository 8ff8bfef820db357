import { HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Details } from '@/components/details';
import { commonMessages } from '@/components/messages';
import { RecordInfoPage } from '@/components/record/record-page';
import { useIdParam } from '@/components/record/record-state';
import { useDateTimeFormat } from '@/lib/format';
import { useDeleteInventoryItem } from '../api/delete-inventory-item';
import { useInventoryItem } from '../api/get-inventory-item';
import { MovementDialog } from '../components/movement-dialog';
import { Movements } from '../components/movements';
import { StockBadge } from '../components/stock-badge';
import { inventoryMessages as m } from '../messages';
import { inventoryRoutes } from './inventory-routes';

/** `/inventory/inventory-info?inventoryId=`: an item, its stock movements, and a stock change. */
export function InventoryInfoRoute() {
  const intl = useIntl();
  const formatDateTime = useDateTimeFormat();
  const inventoryId = useIdParam('inventoryId');
  const query = useInventoryItem(inventoryId);
  const deleteItem = useDeleteInventoryItem();

  return (
    <RecordInfoPage
      routes={inventoryRoutes}
      name={(item) => item.itemName}
      onDelete={() => deleteItem.mutateAsync(inventoryId)}
      actions={(item) => <MovementDialog item={item} />}
      id={inventoryId}
      query={query}
    >
      {(item) => (
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
    </RecordInfoPage>
  );
}
