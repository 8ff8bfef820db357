import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';

/** DELETE /api/facilities/{id} → 204; its devices are taken out and its staff unassigned after it. */
export function deleteFacility(id: string): Promise<void> {
  return apiClient.delete(`/facilities/${encodeURIComponent(id)}`);
}

/** Deletes a facility: its record leaves the cache; facilities, buildings (their counts), devices and staff load again. */
export function useDeleteFacility(mutationConfig?: MutationConfig<typeof deleteFacility>) {
  return useWriteMutation(
    deleteFacility,
    {
      removes: (id) => [['facilities', 'detail', id]],
      invalidates: [['facilities'], ['buildings'], ['devices'], ['users']],
    },
    mutationConfig,
  );
}
