import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';
import type { Project, ProjectInput } from '../types';

/** POST /api/projects → 201 with the project. */
export function createProject(input: ProjectInput): Promise<Project> {
  return apiClient.post<Project>('/projects', input);
}

/** Creates a project; project lists and counters, and the buildings its cleaning company covers, load again. */
export function useCreateProject(mutationConfig?: MutationConfig<typeof createProject>) {
  return useWriteMutation(createProject, { invalidates: [['projects'], ['companies']] }, mutationConfig);
}
