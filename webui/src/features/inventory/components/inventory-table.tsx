import { HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { Column } from '@/components/data-table/data-table';
import { ListTable } from '@/components/data-table/list-table';
import { LinkCell } from '@/components/data-table/link-cell';
import { useListPage } from '@/components/data-table/use-list-page';
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
  const list = useListPage(getInventoryListQueryOptions, 'itemName');
  const deleteItem = useDeleteInventoryItem();

  const criteria: ChoiceCriterion[] = [
    { level: 'building', label: filterMessages.building, source: 'building' },
    { level: 'supervisor', label: filterMessages.supervisor, source: 'supervisor' },
    { level: 'lowStock', label: m.stock, options: [{ value: 'true', label: intl.formatMessage(m.lowStock) }] },
  ];

  const columns: Column<InventoryItem>[] = [
    {
      key: 'itemName',
      header: m.itemName,
      sortField: 'itemName',
      render: (item) => <LinkCell to={withQuery(paths.inventoryInfo, { inventoryId: item.id })}>{item.itemName}</LinkCell>,
    },
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
    { key: 'buildingName', header: m.building, sortField: 'buildingName', render: (item) => item.buildingName ?? '—', hideBelow: 'sm' },
    { key: 'supervisorName', header: m.supervisor, render: (item) => item.supervisorName ?? '—', hideBelow: 'md' },
    { key: 'projectName', header: m.project, render: (item) => item.projectName ?? '—', hideBelow: 'lg' },
    { key: 'lastUpdatedAt', header: m.lastUpdatedAt, sortField: 'lastUpdatedAt', render: (item) => formatDateTime(item.lastUpdatedAt), hideBelow: 'lg' },
  ];

  return (
    <ListTable
      list={list}
      title={m.tableLabel}
      exportPath="/inventory"
      filters={{ choices: criteria }}
      columns={columns}
      getRowLabel={rowLabel}
      onDelete={deleteItem.mutateAsync}
    />
  );
}
