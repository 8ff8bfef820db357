import { getAllPages } from '@/lib/api-client';
import { defineStaticQuery } from '@/lib/query';
import type { ProjectOption } from '../types';

/** The projects the user sees, by name (GET /api/projects, every page): what an item may be kept for. */
export function getProjectOptions(signal?: AbortSignal): Promise<ProjectOption[]> {
  return getAllPages<ProjectOption>('/projects', { sort: 'name' }, signal);
}

export const { options: getProjectOptionsQueryOptions, use: useProjectOptions } = defineStaticQuery(
  ['projects', 'options'],
  getProjectOptions,
);
