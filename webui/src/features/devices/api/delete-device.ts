import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';

/** DELETE /api/devices/{id} → 204. */
export function deleteDevice(id: string): Promise<void> {
  return apiClient.delete(`/devices/${encodeURIComponent(id)}`);
}

/** Deletes a device: its record leaves the cache, device lists and counters load again. */
export function useDeleteDevice(mutationConfig?: MutationConfig<typeof deleteDevice>) {
  return useWriteMutation(
    deleteDevice,
    { removes: (id) => [['devices', 'detail', id]], invalidates: [['devices']] },
    mutationConfig,
  );
}
