import { Button, Table } from '@chakra-ui/react';
import type { Header, RowData } from '@tanstack/react-table';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { cellStyle } from './cell-style';
import type { Features } from './columns';
import { tableMessages } from './messages';
import { SelectionCheckbox } from './selection-checkbox';
import type { DataTableModel } from './use-data-table';

function SortIcon({ direction }: { direction: 'asc' | 'desc' | false }) {
  if (direction === 'asc') return <LuArrowUp />;
  if (direction === 'desc') return <LuArrowDown />;
  return <LuArrowUpDown opacity={0.4} />;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

function ColumnHeader<T extends RowData>({ header }: { header: Header<Features, T, unknown> }) {
  const intl = useIntl();
  const { column } = header;
  const meta = column.columnDef.meta;
  const title = meta ? intl.formatMessage(meta.header) : column.id;
  const direction = column.getIsSorted();
  return (
    <Table.ColumnHeader
      whiteSpace="nowrap"
      aria-sort={direction ? ariaSort[direction] : undefined}
      {...cellStyle(column, 'bg.muted')}
    >
      {column.getCanSort() ? (
        <Button
          variant="plain"
          size="xs"
          px="0"
          fontWeight="semibold"
          aria-label={intl.formatMessage(tableMessages.sortBy, { column: title })}
          onClick={() => column.toggleSorting()}
        >
          {title} <SortIcon direction={direction} />
        </Button>
      ) : (
        title
      )}
    </Table.ColumnHeader>
  );
}

/** The header row: "select all" when rows can be selected, then each column, sortable or not. */
export function TableHead<T extends RowData>({ table, selectable }: { table: DataTableModel<T>; selectable: boolean }) {
  const intl = useIntl();
  const allSelected = table.getIsAllPageRowsSelected();
  return (
    <Table.Header>
      {table.getHeaderGroups().map((group) => (
        <Table.Row key={group.id} bg="bg.muted">
          {selectable && (
            <Table.ColumnHeader w="10">
              <SelectionCheckbox
                checked={allSelected ? true : table.getIsSomePageRowsSelected() ? 'indeterminate' : false}
                disabled={table.getRowModel().rows.length === 0}
                // Ticks this page's rows and nothing else, as the count beside "Delete" says; clearing clears all.
                onChange={(checked) =>
                  table.setRowSelection(checked ? Object.fromEntries(table.getRowModel().rows.map((row) => [row.id, true])) : {})
                }
                label={intl.formatMessage(tableMessages.selectAll)}
              />
            </Table.ColumnHeader>
          )}
          {group.headers.map((header) => (
            <ColumnHeader key={header.id} header={header} />
          ))}
        </Table.Row>
      ))}
    </Table.Header>
  );
}
