import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import { toList } from '@/lib/types';
import type { Task } from '../types';

/** GET /api/issues/{id}/tasks: the ad hoc tasks raised for the issue. */
export async function getIssueTasks(id: string, signal?: AbortSignal): Promise<Task[]> {
  return toList<Task>(await apiClient.get(`/issues/${encodeURIComponent(id)}/tasks`, undefined, { signal }));
}

export const getIssueTasksQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['issues', 'detail', id, 'tasks'],
    queryFn: ({ signal }) => getIssueTasks(id, signal),
  });

export function useIssueTasks(id: string, queryConfig?: QueryConfig<typeof getIssueTasksQueryOptions>) {
  return useQuery({ ...getIssueTasksQueryOptions(id), ...queryConfig });
}
