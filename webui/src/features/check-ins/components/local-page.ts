import { useMemo } from 'react';
import { useListParams } from '@/components/data-table/use-list-params';
import type { ListPageTableProps } from '@/components/data-table/use-list-page';
import type { ListParams, Page } from '@/lib/types';

type Sortable = string | number | null | undefined;

/** Rows whose text holds the search, ordered by `sort` (`field` or `-field`), the params' page of them. */
export function pageOf<T>(
  rows: readonly T[],
  params: ListParams,
  textOf: (row: T) => string,
  valueOf: (row: T, field: string) => Sortable,
): Page<T> {
  const needle = params.search?.trim().toLocaleLowerCase() ?? '';
  const found = needle ? rows.filter((row) => textOf(row).toLocaleLowerCase().includes(needle)) : [...rows];
  const sort = params.sort ?? '';
  const field = sort.replace(/^-/, '');
  const direction = sort.startsWith('-') ? -1 : 1;
  if (field) {
    found.sort((a, b) => {
      const x = valueOf(a, field) ?? '';
      const y = valueOf(b, field) ?? '';
      if (typeof x === 'number' && typeof y === 'number') return direction * (x - y);
      return direction * String(x).localeCompare(String(y));
    });
  }
  const start = (params.page - 1) * params.pageSize;
  return { items: found.slice(start, start + params.pageSize), total: found.length, page: params.page, pageSize: params.pageSize };
}

/**
 * A `DataTable` over rows the screen already has (a call that answers them all at once):
 * search, sort and pages done here.
 */
export function useLocalPage<T extends { id: string }>(
  query: { data?: readonly T[]; isFetching: boolean; error: unknown; refetch: () => unknown },
  defaultSort: string,
  textOf: (row: T) => string,
  valueOf: (row: T, field: string) => Sortable,
): ListPageTableProps<T> {
  const [params, setParams] = useListParams({ sort: defaultSort });
  const { data } = query;
  const page = useMemo(() => (data ? pageOf(data, params, textOf, valueOf) : undefined), [data, params, textOf, valueOf]);
  return {
    page,
    loading: query.isFetching,
    error: query.error ?? undefined,
    onRetry: () => void query.refetch(),
    params,
    onParamsChange: setParams,
    getRowId: (row) => row.id,
  };
}
