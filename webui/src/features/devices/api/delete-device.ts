import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** DELETE /api/devices/{id} → 204. */
export function deleteDevice(id: string): Promise<void> {
  return apiClient.delete(`/devices/${encodeURIComponent(id)}`);
}

/** Deletes a device: its record leaves the cache, device lists and counters load again. */
export function useDeleteDevice(mutationConfig?: MutationConfig<typeof deleteDevice>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteDevice,
    onSuccess: (...args) => {
      queryClient.removeQueries({ queryKey: ['devices', 'detail', args[1]] });
      void queryClient.invalidateQueries({ queryKey: ['devices'] });
      return onSuccess?.(...args);
    },
  });
}
