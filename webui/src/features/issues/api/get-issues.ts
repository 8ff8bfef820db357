import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPage } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import type { ListParams, Page } from '@/lib/types';
import type { Issue } from '../types';

/** GET /api/issues with paging, sort, search, `filter=level:"id"` (status 1/2) and `from`/`to`. */
export function getIssues(params: ListParams, signal?: AbortSignal): Promise<Page<Issue>> {
  return getPage<Issue>('/issues', params, signal);
}

export const getIssuesQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: ['issues', 'list', params],
    queryFn: ({ signal }) => getIssues(params, signal),
  });

export function useIssues(params: ListParams, queryConfig?: QueryConfig<typeof getIssuesQueryOptions>) {
  return useQuery({ ...getIssuesQueryOptions(params), ...queryConfig });
}
