import type { ListParams, Page } from '@/lib/types';
import { useQuery } from '@/lib/use-query';
import type { DataTableProps } from './data-table';
import { useListParams } from './use-list-params';

/** The props of a `DataTable` that come from its list: rows, their state, params and reload. */
export type ListPageTableProps<T> = Pick<
  DataTableProps<T>,
  'page' | 'loading' | 'error' | 'onRetry' | 'params' | 'onParamsChange' | 'getRowId' | 'onDeleted'
>;

const idOf = (row: { id: string }) => row.id;

/**
 * One server-side list screen: its params (page, size, sort, search) and the page they fetch.
 * `key` names the list and whatever else the fetch depends on; the previous page stays on
 * screen while the next one loads. `tableProps` wires the answer into a `DataTable`.
 */
export function useListPage<T extends { id: string }>(
  key: unknown,
  fetchPage: (params: ListParams, signal: AbortSignal) => Promise<Page<T>>,
  defaultSort: string,
) {
  const [params, setParams] = useListParams({ sort: defaultSort });
  const { data, error, loading, reload } = useQuery([key, params], (signal) => fetchPage(params, signal), { keepPrevious: true });
  const tableProps: ListPageTableProps<T> = {
    page: data,
    loading,
    error,
    onRetry: reload,
    params,
    onParamsChange: setParams,
    getRowId: idOf,
    onDeleted: reload,
  };
  return { params, setParams, page: data, error, loading, reload, tableProps };
}
