import {
  functionalUpdate,
  useTable,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import type { ListParams, Page } from '@/lib/types';
import { features, pinningOf, sortOf, sortingOf, toColumnDefs, type Column } from './columns';

const NO_ROWS: never[] = [];

export interface DataTableModelOptions<T> {
  columns: Column<T>[];
  page: Page<T> | undefined;
  params: ListParams;
  onParamsChange: (change: Partial<ListParams>) => void;
  getRowId: (row: T) => string;
  selectable: boolean;
}

/**
 * The table model of one page of a server-side list: the server has sorted and paged the rows,
 * the table holds which column sorts (mirroring `params.sort`), the selected rows and the pinned column.
 */
export function useDataTable<T extends RowData>({ columns, page, params, onParamsChange, getRowId, selectable }: DataTableModelOptions<T>) {
  const rows: T[] = page?.items ?? NO_ROWS;
  const untyped = columns as Column<unknown>[];
  // Compared as text so the models stay put while callers rebuild their column lists each render.
  const sortingKey = JSON.stringify(sortingOf(untyped, params.sort));
  const sorting = useMemo<SortingState>(() => JSON.parse(sortingKey) as SortingState, [sortingKey]);
  const pinnedKey = pinningOf(untyped).end.join('\n');
  const columnPinning = useMemo(() => ({ start: [], end: pinnedKey ? pinnedKey.split('\n') : [] }), [pinnedKey]);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const columnDefs = useMemo(() => toColumnDefs(columns), [columns]);

  const onSortingChange = (updater: Updater<SortingState>) =>
    onParamsChange({ sort: sortOf(untyped, functionalUpdate(updater, sorting)) });

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (row) => getRowId(row),
    state: { sorting, rowSelection, columnPinning },
    onSortingChange,
    onRowSelectionChange: setRowSelection,
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    enableRowSelection: selectable,
    enableSubRowSelection: false,
  });

  // Only the selected rows still on screen count: those the user can see ticked.
  const selectedIds = table.getSelectedRowModel().rows.map((row) => row.id);
  const clearSelection = useCallback(() => setRowSelection({}), []);
  const forgetRows = useCallback(
    (ids: string[]) =>
      setRowSelection((current) => Object.fromEntries(Object.entries(current).filter(([id]) => !ids.includes(id)))),
    [],
  );
  return { table, rows, selectedIds, clearSelection, forgetRows };
}

export type DataTableModel<T extends RowData> = ReturnType<typeof useDataTable<T>>['table'];
