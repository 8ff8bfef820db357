import { apiClient } from '@/lib/api-client';
import type { Project, ProjectInput } from '../types';

/** POST /api/projects → 201 with the project. */
export function createProject(input: ProjectInput): Promise<Project> {
  return apiClient.post<Project>('/projects', input);
}
