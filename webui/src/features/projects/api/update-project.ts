import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';
import type { ProjectInput } from '../types';

/** PUT /api/projects/{id} → 204. */
export function updateProject({ id, input }: { id: string; input: ProjectInput }): Promise<void> {
  return apiClient.put(`/projects/${encodeURIComponent(id)}`, input);
}

/** Saves a project; it, project lists and the buildings cleaning companies cover load again. */
export function useUpdateProject(mutationConfig?: MutationConfig<typeof updateProject>) {
  return useWriteMutation(updateProject, { invalidates: [['projects'], ['companies']] }, mutationConfig);
}
