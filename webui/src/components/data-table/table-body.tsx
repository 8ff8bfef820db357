import { Skeleton, Table } from '@chakra-ui/react';
import type { Cell, RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cellStyle } from './cell-style';
import type { Features } from './columns';
import { tableMessages } from './messages';
import { SelectionCheckbox } from './selection-checkbox';
import type { DataTableModel } from './use-data-table';

const SKELETON_ROWS = 5;

/**
 * A cell's content from its column's `cell`, called rather than mounted as a component: callers
 * build their columns anew each render, and a new component type would remount the cell (and
 * close any dialog open in it) on every render of the list.
 */
function cellContent<T extends RowData>(cell: Cell<Features, T, unknown>): ReactNode {
  const content = cell.column.columnDef.cell;
  return typeof content === 'function' ? (content(cell.getContext()) as ReactNode) : content;
}

interface TableBodyProps<T extends RowData> {
  table: DataTableModel<T>;
  selectable: boolean;
  loading: boolean;
  getRowLabel: (row: T) => string;
}

/** Placeholder rows while the first page loads, shaped like the columns that will fill them. */
function SkeletonRows<T extends RowData>({ table, selectable }: Pick<TableBodyProps<T>, 'table' | 'selectable'>) {
  const columns = table.getVisibleLeafColumns();
  return Array.from({ length: SKELETON_ROWS }, (_, index) => (
    <Table.Row key={`skeleton-${index}`}>
      {selectable && <Table.Cell />}
      {columns.map((column) => (
        <Table.Cell key={column.id} {...cellStyle(column)}>
          <Skeleton height="4" />
        </Table.Cell>
      ))}
    </Table.Row>
  ));
}

/** The page's rows, dimmed while the next page loads. */
export function TableBody<T extends RowData>({ table, selectable, loading, getRowLabel }: TableBodyProps<T>) {
  const intl = useIntl();
  const rows = table.getRowModel().rows;
  return (
    <Table.Body>
      {loading && rows.length === 0 ? (
        <SkeletonRows table={table} selectable={selectable} />
      ) : (
        rows.map((row) => (
          <Table.Row key={row.id} data-selected={row.getIsSelected() ? '' : undefined} opacity={loading ? 0.6 : 1}>
            {selectable && (
              <Table.Cell>
                <SelectionCheckbox
                  checked={row.getIsSelected()}
                  onChange={(checked) => row.toggleSelected(checked)}
                  label={intl.formatMessage(tableMessages.selectRow, { name: getRowLabel(row.original) })}
                />
              </Table.Cell>
            )}
            {row.getVisibleCells().map((cell) => (
              <Table.Cell key={cell.id} {...cellStyle(cell.column)}>
                {cellContent(cell)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))
      )}
    </Table.Body>
  );
}
