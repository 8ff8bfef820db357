import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import type { IssueHistory } from '../types';

/** GET /api/issues/{id}/history: the auditor's view. */
export async function getIssueHistory(id: string, signal?: AbortSignal): Promise<IssueHistory> {
  const history = await apiClient.get<IssueHistory>(`/issues/${encodeURIComponent(id)}/history`, undefined, { signal });
  return { ...history, events: Array.isArray(history?.events) ? history.events : [] };
}

export const getIssueHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['issues', 'detail', id, 'history'],
    queryFn: ({ signal }) => getIssueHistory(id, signal),
  });

export function useIssueHistory(id: string, queryConfig?: QueryConfig<typeof getIssueHistoryQueryOptions>) {
  return useQuery({ ...getIssueHistoryQueryOptions(id), ...queryConfig });
}
