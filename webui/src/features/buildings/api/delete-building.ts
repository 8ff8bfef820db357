import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';

/** DELETE /api/buildings/{id} → 204, with its floors and facilities. */
export function deleteBuilding(id: string): Promise<void> {
  return apiClient.delete(`/buildings/${encodeURIComponent(id)}`);
}

/** Deletes a building: its record leaves the cache; buildings, facilities, projects and devices load again. */
export function useDeleteBuilding(mutationConfig?: MutationConfig<typeof deleteBuilding>) {
  return useWriteMutation(
    deleteBuilding,
    {
      removes: (id) => [['buildings', 'detail', id]],
      invalidates: [['buildings'], ['companies'], ['facilities'], ['projects'], ['devices']],
    },
    mutationConfig,
  );
}
