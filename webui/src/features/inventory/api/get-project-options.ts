import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAllPages } from '@/lib/api-client';
import type { ProjectOption } from '../types';

/** The projects the user sees, by name (GET /api/projects, every page): what an item may be kept for. */
export function getProjectOptions(signal?: AbortSignal): Promise<ProjectOption[]> {
  return getAllPages<ProjectOption>('/projects', { sort: 'name' }, signal);
}

export const getProjectOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['projects', 'options'], queryFn: ({ signal }) => getProjectOptions(signal) });

export function useProjectOptions() {
  return useQuery(getProjectOptionsQueryOptions());
}
