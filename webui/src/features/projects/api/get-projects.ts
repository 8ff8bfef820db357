import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPage } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import type { ListParams, Page } from '@/lib/types';
import type { Project } from '../types';

/**
 * GET /api/projects with paging, sort, search, `filter=landlord|building|cleaningCompany:"id"`
 * and `from`/`to` (creation date).
 */
export function getProjects(params: ListParams, signal?: AbortSignal): Promise<Page<Project>> {
  return getPage<Project>('/projects', params, signal);
}

export const getProjectsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: ['projects', 'list', params],
    queryFn: ({ signal }) => getProjects(params, signal),
  });

export function useProjects(params: ListParams, queryConfig?: QueryConfig<typeof getProjectsQueryOptions>) {
  return useQuery({ ...getProjectsQueryOptions(params), ...queryConfig });
}
