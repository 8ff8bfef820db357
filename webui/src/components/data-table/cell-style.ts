import type { Column as TableColumn, RowData } from '@tanstack/react-table';
import type { Features } from './columns';

/**
 * A column's cells: hidden below its breakpoint (by CSS, so phones never lay the column out),
 * and the end-pinned one sticks to the visible end of the scrolling table, over what passes under it.
 */
export function cellStyle<T extends RowData>(column: TableColumn<Features, T, unknown>, bg = 'bg') {
  const hideBelow = column.columnDef.meta?.hideBelow;
  return {
    ...(hideBelow ? { display: { base: 'none', [hideBelow]: 'table-cell' } } : {}),
    ...(column.getIsPinned() === 'end'
      ? { position: 'sticky' as const, insetEnd: 0, zIndex: 1, bg, boxShadow: 'inset 1px 0 0 var(--chakra-colors-border)' }
      : {}),
  };
}
