import { defineMessages } from 'react-intl';

export const tableMessages = defineMessages({
  search: { id: 'table.search', defaultMessage: 'Search' },
  searchPlaceholder: { id: 'table.searchPlaceholder', defaultMessage: 'Search…' },
  export: { id: 'table.export', defaultMessage: 'Export CSV' },
  exported: { id: 'table.exported', defaultMessage: 'Saved {file}' },
  exportFailed: { id: 'table.exportFailed', defaultMessage: 'The export failed' },
  deleteSelected: {
    id: 'table.deleteSelected',
    defaultMessage: 'Delete selected ({count})',
  },
  confirmDeleteTitle: {
    id: 'table.confirmDeleteTitle',
    defaultMessage: '{count, plural, one {Delete # item?} other {Delete # items?}}',
  },
  confirmDeleteBody: {
    id: 'table.confirmDeleteBody',
    defaultMessage:
      '{count, plural, one {The selected item will be deleted.} other {The # selected items will be deleted.}} This cannot be undone.',
  },
  deleted: {
    id: 'table.deleted',
    defaultMessage: '{count, plural, one {# item deleted} other {# items deleted}}',
  },
  deleteFailed: {
    id: 'table.deleteFailed',
    defaultMessage: '{count, plural, one {# item could not be deleted} other {# items could not be deleted}}',
  },
  deleteFailedRow: { id: 'table.deleteFailedRow', defaultMessage: '{name}: {reason}' },
  deleteFailedMore: { id: 'table.deleteFailedMore', defaultMessage: 'and {count} more' },
  selectAll: { id: 'table.selectAll', defaultMessage: 'Select all rows on this page' },
  selectRow: { id: 'table.selectRow', defaultMessage: 'Select {name}' },
  empty: { id: 'table.empty', defaultMessage: 'Nothing to show' },
  emptyHint: { id: 'table.emptyHint', defaultMessage: 'No rows match. Change the search or create a new one.' },
  range: { id: 'table.range', defaultMessage: '{from}–{to} of {total}' },
  pageSize: { id: 'table.pageSize', defaultMessage: 'Rows per page' },
  previousPage: { id: 'table.previousPage', defaultMessage: 'Previous page' },
  nextPage: { id: 'table.nextPage', defaultMessage: 'Next page' },
  sortBy: { id: 'table.sortBy', defaultMessage: 'Sort by {column}' },
  pagination: { id: 'table.pagination', defaultMessage: 'Pagination' },
  firstPage: { id: 'table.firstPage', defaultMessage: 'First page' },
  lastPage: { id: 'table.lastPage', defaultMessage: 'Last page' },
  pageNumber: { id: 'table.pageNumber', defaultMessage: 'Page {page}' },
  lastPageNumber: { id: 'table.lastPageNumber', defaultMessage: 'Last page, page {page}' },
});
