import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** DELETE /api/projects/{id} → 204. */
export function deleteProject(id: string): Promise<void> {
  return apiClient.delete(`/projects/${encodeURIComponent(id)}`);
}

/** Deletes a project: its record leaves the cache; project lists and counters load again. */
export function useDeleteProject(mutationConfig?: MutationConfig<typeof deleteProject>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteProject,
    onSuccess: (...args) => {
      queryClient.removeQueries({ queryKey: ['projects', 'detail', args[1]] });
      for (const queryKey of [['projects'], ['companies']]) void queryClient.invalidateQueries({ queryKey });
      return onSuccess?.(...args);
    },
  });
}
