import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ListParams, Page } from '@/lib/types';
import type { DataTableProps } from './data-table';
import { useListParams } from './use-list-params';

/** The props of a `DataTable` that come from its list: rows, their state, params and reload. */
export type ListPageTableProps<T> = Pick<
  DataTableProps<T>,
  'page' | 'loading' | 'error' | 'onRetry' | 'params' | 'onParamsChange' | 'getRowId'
>;

const idOf = (row: { id: string }) => row.id;

/**
 * One server-side list screen: its params (page, size, sort, search) and the page they fetch
 * through `queryOptionsOf(params)` (a list's `get…QueryOptions`). The previous page stays on
 * screen while the next one loads; a mutation that invalidates the list reloads it.
 * `tableProps` wires the answer into a `DataTable`.
 */
export function useListPage<T extends { id: string }, K extends QueryKey>(
  queryOptionsOf: (params: ListParams) => UseQueryOptions<Page<T>, Error, Page<T>, K>,
  defaultSort: string,
) {
  const [params, setParams] = useListParams({ sort: defaultSort });
  const query = useQuery({ ...queryOptionsOf(params), placeholderData: keepPreviousData });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const error = query.error ?? undefined;
  const tableProps: ListPageTableProps<T> = {
    page: query.data,
    loading: query.isFetching,
    error,
    onRetry: reload,
    params,
    onParamsChange: setParams,
    getRowId: idOf,
  };
  return { params, setParams, page: query.data, error, loading: query.isFetching, reload, tableProps };
}
