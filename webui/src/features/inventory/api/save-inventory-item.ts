import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';
import type { InventoryInput, InventoryItem } from '../types';

/** POST /api/inventory → 201 with the item; PUT /api/inventory/{id} (with `version`) → 204. */
export async function saveInventoryItem({ id, input }: { id?: string; input: InventoryInput }): Promise<InventoryItem | null> {
  if (!id) return apiClient.post<InventoryItem>('/inventory', input);
  await apiClient.put(`/inventory/${encodeURIComponent(id)}`, input);
  return null;
}

export function useSaveInventoryItem(mutationConfig?: MutationConfig<typeof saveInventoryItem>) {
  return useWriteMutation(saveInventoryItem, { invalidates: [['inventory'], ['notifications']] }, mutationConfig);
}
