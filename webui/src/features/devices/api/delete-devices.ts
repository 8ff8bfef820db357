import { apiRequest } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';

/** DELETE /api/devices?ids=…&ids=…: all of them or none. */
export function deleteDevices(ids: string[]): Promise<void> {
  return apiRequest<void>('/devices', { method: 'DELETE', query: { ids } });
}

/** Deletes the selected devices; device lists and counters load again. */
export function useDeleteDevices(mutationConfig?: MutationConfig<typeof deleteDevices>) {
  return useWriteMutation(
    deleteDevices,
    { removes: (ids) => ids.map((id) => ['devices', 'detail', id]), invalidates: [['devices']] },
    mutationConfig,
  );
}
