import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';

/** DELETE /api/inventory/{id} → 204. */
export function deleteInventoryItem(id: string): Promise<void> {
  return apiClient.delete(`/inventory/${encodeURIComponent(id)}`);
}

export function useDeleteInventoryItem(mutationConfig?: MutationConfig<typeof deleteInventoryItem>) {
  return useWriteMutation(
    deleteInventoryItem,
    { removes: (id) => [['inventory', 'detail', id]], invalidates: [['inventory']] },
    mutationConfig,
  );
}
