import { HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { Column } from '@/components/data-table/data-table';
import { ListTable } from '@/components/data-table/list-table';
import { fieldColumn, linkColumn, textColumn, timeColumn } from '@/components/data-table/column-builders';
import type { ChoiceCriterion } from '@/components/filter-panel/choice-panel';
import { filterMessages } from '@/components/filter-panel/messages';
import { paths, withQuery } from '@/config/paths';
import { useDateTimeFormat } from '@/lib/format';
import { useDeleteInventoryItem } from '../api/delete-inventory-item';
import { getInventoryListQueryOptions } from '../api/get-inventory-list';
import { inventoryMessages as m } from '../messages';
import type { InventoryItem } from '../types';
import { StockBadge } from './stock-badge';

const rowLabel = (item: InventoryItem) => item.itemName;

/** The inventory as a list: filters (building, supervisor, low stock), search, export (inventory.csv), delete. */
export function InventoryTable() {
  const intl = useIntl();
  const formatDateTime = useDateTimeFormat();
  const deleteItem = useDeleteInventoryItem();

  const criteria: ChoiceCriterion[] = [
    { level: 'building', label: filterMessages.building, source: 'building' },
    { level: 'supervisor', label: filterMessages.supervisor, source: 'supervisor' },
    { level: 'lowStock', label: m.stock, options: [{ value: 'true', label: intl.formatMessage(m.lowStock) }] },
  ];

  const columns: Column<InventoryItem>[] = [
    linkColumn('itemName', m.itemName, rowLabel, (item) => withQuery(paths.inventoryInfo, { inventoryId: item.id }), { sortField: 'itemName' }),
    {
      key: 'quantity',
      header: m.quantity,
      sortField: 'quantity',
      render: (item) => (
        <HStack gap="2">
          <Text as="span" fontVariantNumeric="tabular-nums">
            {intl.formatNumber(item.quantity)}
          </Text>
          {item.lowStock && <StockBadge low />}
        </HStack>
      ),
    },
    fieldColumn('buildingName', m.building, 'sm'),
    textColumn('supervisorName', m.supervisor, (item) => item.supervisorName, { hideBelow: 'md' }),
    textColumn('projectName', m.project, (item) => item.projectName, { hideBelow: 'lg' }),
    timeColumn('lastUpdatedAt', m.lastUpdatedAt, formatDateTime, 'lg'),
  ];

  return (
    <ListTable
      query={getInventoryListQueryOptions}
      sort="itemName"
      title={m.tableLabel}
      exportPath="/inventory"
      filters={{ choices: criteria }}
      columns={columns}
      getRowLabel={rowLabel}
      onDelete={deleteItem.mutateAsync}
    />
  );
}
