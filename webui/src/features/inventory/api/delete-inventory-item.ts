import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** DELETE /api/inventory/{id} → 204. */
export function deleteInventoryItem(id: string): Promise<void> {
  return apiClient.delete(`/inventory/${encodeURIComponent(id)}`);
}

export function useDeleteInventoryItem(mutationConfig?: MutationConfig<typeof deleteInventoryItem>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteInventoryItem,
    onSuccess: (...args) => {
      queryClient.removeQueries({ queryKey: ['inventory', 'detail', args[1]] });
      void queryClient.invalidateQueries({ queryKey: ['inventory'] });
      return onSuccess?.(...args);
    },
  });
}
