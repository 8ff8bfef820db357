import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import type { Task } from '../types';

export function getTask(id: string, signal?: AbortSignal): Promise<Task> {
  return apiClient.get<Task>(`/tasks/${encodeURIComponent(id)}`, undefined, { signal });
}

export const getTaskQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['tasks', 'detail', id],
    queryFn: ({ signal }) => getTask(id, signal),
    enabled: Boolean(id),
  });

export function useTask(id: string, queryConfig?: QueryConfig<typeof getTaskQueryOptions>) {
  return useQuery({ ...getTaskQueryOptions(id), ...queryConfig });
}
