import { pageQuery } from '@/lib/query';
import type { Project } from '../types';

/**
 * GET /api/projects with paging, sort, search, `filter=landlord|building|cleaningCompany:"id"`
 * and `from`/`to` (creation date).
 */
export const { get: getProjects, options: getProjectsQueryOptions, use: useProjects } = pageQuery<Project>('projects');
