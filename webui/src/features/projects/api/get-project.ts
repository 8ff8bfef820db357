import { recordQuery } from '@/lib/query';
import type { Project } from '../types';

/** GET /api/projects/{id}. */
export const { get: getProject, options: getProjectQueryOptions, use: useProject } = recordQuery<Project>('projects');
