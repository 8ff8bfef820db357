import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** DELETE /api/buildings/{id} → 204, with its floors and facilities. */
export function deleteBuilding(id: string): Promise<void> {
  return apiClient.delete(`/buildings/${encodeURIComponent(id)}`);
}

/** Deletes a building: its record leaves the cache; buildings, facilities, projects and devices load again. */
export function useDeleteBuilding(mutationConfig?: MutationConfig<typeof deleteBuilding>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteBuilding,
    onSuccess: (...args) => {
      queryClient.removeQueries({ queryKey: ['buildings', 'detail', args[1]] });
      for (const queryKey of [['buildings'], ['companies'], ['facilities'], ['projects'], ['devices']]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      return onSuccess?.(...args);
    },
  });
}
