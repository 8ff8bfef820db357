import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import type { Project } from '../types';

export function getProject(id: string, signal?: AbortSignal): Promise<Project> {
  return apiClient.get<Project>(`/projects/${encodeURIComponent(id)}`, undefined, { signal });
}

export const getProjectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['projects', 'detail', id],
    queryFn: ({ signal }) => getProject(id, signal),
    enabled: Boolean(id),
  });

export function useProject(id: string, queryConfig?: QueryConfig<typeof getProjectQueryOptions>) {
  return useQuery({ ...getProjectQueryOptions(id), ...queryConfig });
}
