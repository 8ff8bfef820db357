import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** DELETE /api/devices?ids=…&ids=…: all of them or none. */
export function deleteDevices(ids: string[]): Promise<void> {
  return apiRequest<void>('/devices', { method: 'DELETE', query: { ids } });
}

/** Deletes the selected devices; device lists and counters load again. */
export function useDeleteDevices(mutationConfig?: MutationConfig<typeof deleteDevices>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteDevices,
    onSuccess: (...args) => {
      for (const id of args[1]) queryClient.removeQueries({ queryKey: ['devices', 'detail', id] });
      void queryClient.invalidateQueries({ queryKey: ['devices'] });
      return onSuccess?.(...args);
    },
  });
}
