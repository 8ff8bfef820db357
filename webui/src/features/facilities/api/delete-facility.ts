import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** DELETE /api/facilities/{id} → 204; its devices are taken out and its staff unassigned after it. */
export function deleteFacility(id: string): Promise<void> {
  return apiClient.delete(`/facilities/${encodeURIComponent(id)}`);
}

/** Deletes a facility: its record leaves the cache; facilities, buildings (their counts), devices and staff load again. */
export function useDeleteFacility(mutationConfig?: MutationConfig<typeof deleteFacility>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteFacility,
    onSuccess: (...args) => {
      queryClient.removeQueries({ queryKey: ['facilities', 'detail', args[1]] });
      for (const queryKey of [['facilities'], ['buildings'], ['devices'], ['users']]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      return onSuccess?.(...args);
    },
  });
}
