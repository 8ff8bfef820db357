import { apiClient } from '@/lib/api-client';
import { defineQuery2 } from '@/lib/query';
import { toPage } from '@/lib/types';

/** A list the console counts: its path under /api is also its query key's resource. */
export type CountedList = 'companies' | 'buildings' | 'projects' | 'facilities' | 'devices' | 'issues' | 'notifications';

/** How many rows a list has (within `filter`): the `total` of a one-row page. */
export const { get: getListTotal, options: getListTotalQueryOptions, use: useListTotal } = defineQuery2(
  (list: CountedList, filter: readonly string[]) => [list, 'total', { filter }],
  async (list, filter, signal) => {
    const query = { page: 1, pageSize: 1, filter: filter.length > 0 ? [...filter] : undefined };
    return toPage(await apiClient.get(`/${list}`, query, { signal })).total;
  },
);
