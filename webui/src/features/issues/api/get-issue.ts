import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import type { Issue } from '../types';

export function getIssue(id: string, signal?: AbortSignal): Promise<Issue> {
  return apiClient.get<Issue>(`/issues/${encodeURIComponent(id)}`, undefined, { signal });
}

export const getIssueQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['issues', 'detail', id],
    queryFn: ({ signal }) => getIssue(id, signal),
    enabled: Boolean(id),
  });

export function useIssue(id: string, queryConfig?: QueryConfig<typeof getIssueQueryOptions>) {
  return useQuery({ ...getIssueQueryOptions(id), ...queryConfig });
}
