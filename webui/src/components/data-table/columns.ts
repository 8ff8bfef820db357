import {
  columnPinningFeature,
  columnVisibilityFeature,
  createColumnHelper,
  metaHelper,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnPinningState,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';

export type Breakpoint = 'sm' | 'md' | 'lg' | 'xl' | '2xl';

export interface Column<T> {
  key: string;
  header: MessageDescriptor;
  /** The API's sort field; the column is sortable when set. */
  sortField?: string;
  render: (row: T) => ReactNode;
  /** Hidden below this breakpoint to keep phones readable. */
  hideBelow?: Breakpoint;
  /** Kept in view at the row's end while a wide table scrolls sideways (the row's actions). */
  pinned?: boolean;
}

/** What a column carries for the markup: its title and the screens it shows on. */
export interface ColumnMeta {
  header: MessageDescriptor;
  sortField?: string;
  hideBelow?: Breakpoint;
}

/** The server sorts and pages; the table holds sorting, selection, visibility and the pinned end column. */
export const features = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  columnVisibilityFeature,
  columnPinningFeature,
  columnMeta: metaHelper<ColumnMeta>(),
});

export type Features = typeof features;

/** The columns as the table models them; the sortable ones read the row so they can be sorted. */
export function toColumnDefs<T extends RowData>(columns: Column<T>[]) {
  const helper = createColumnHelper<Features, T>();
  return helper.columns(
    columns.map(({ key, header, sortField, render, hideBelow }) =>
      helper.accessor((row) => row, {
        id: key,
        enableSorting: sortField !== undefined,
        cell: ({ row }) => render(row.original),
        meta: { header, sortField, hideBelow },
      }),
    ),
  );
}

/** The table's sorting for the list's `sort` param (`name`, `-name`): none when no column sorts by it. */
export function sortingOf(columns: Column<unknown>[], sort: string | undefined): SortingState {
  if (!sort) return [];
  const desc = sort.startsWith('-');
  const field = desc ? sort.slice(1) : sort;
  const column = columns.find((candidate) => candidate.sortField === field);
  return column ? [{ id: column.key, desc }] : [];
}

/** The list's `sort` param for the table's sorting. */
export function sortOf(columns: Column<unknown>[], sorting: SortingState): string | undefined {
  const [first] = sorting;
  const field = columns.find((candidate) => candidate.key === first?.id)?.sortField;
  if (!field) return undefined;
  return first.desc ? `-${field}` : field;
}

export const pinningOf = (columns: Column<unknown>[]): ColumnPinningState => ({
  start: [],
  end: columns.filter((column) => column.pinned).map((column) => column.key),
});
