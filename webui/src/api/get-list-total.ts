import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import { toPage } from '@/lib/types';

/** A list the console counts: its path under /api is also its query key's resource. */
export type CountedList = 'companies' | 'buildings' | 'projects' | 'facilities' | 'devices' | 'issues' | 'notifications';

/** How many rows a list has (within `filter`): the `total` of a one-row page. */
export async function getListTotal(list: CountedList, filter: readonly string[] = [], signal?: AbortSignal): Promise<number> {
  const query = { page: 1, pageSize: 1, filter: filter.length > 0 ? [...filter] : undefined };
  return toPage(await apiClient.get(`/${list}`, query, { signal })).total;
}

export const getListTotalQueryOptions = (list: CountedList, filter: readonly string[] = []) =>
  queryOptions({
    queryKey: [list, 'total', { filter }],
    queryFn: ({ signal }) => getListTotal(list, filter, signal),
  });

export function useListTotal(
  list: CountedList,
  filter?: readonly string[],
  queryConfig?: QueryConfig<typeof getListTotalQueryOptions>,
) {
  return useQuery({ ...getListTotalQueryOptions(list, filter), ...queryConfig });
}
