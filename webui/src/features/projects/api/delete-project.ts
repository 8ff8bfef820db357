import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';

/** DELETE /api/projects/{id} → 204. */
export function deleteProject(id: string): Promise<void> {
  return apiClient.delete(`/projects/${encodeURIComponent(id)}`);
}

/** Deletes a project: its record leaves the cache; project lists and counters load again. */
export function useDeleteProject(mutationConfig?: MutationConfig<typeof deleteProject>) {
  return useWriteMutation(
    deleteProject,
    { removes: (id) => [['projects', 'detail', id]], invalidates: [['projects'], ['companies']] },
    mutationConfig,
  );
}
