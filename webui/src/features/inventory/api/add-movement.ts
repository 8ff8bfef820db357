import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';
import type { Movement, MovementInput } from '../types';

/** POST /api/inventory/{id}/movements → 201 with the movement; 409 when it would take the stock below zero. */
export function addMovement({ id, input }: { id: string; input: MovementInput }): Promise<Movement> {
  return apiClient.post<Movement>(`/inventory/${encodeURIComponent(id)}/movements`, input);
}

/** Whatever the answer (someone may have taken stock meanwhile), the item, its movements and the lists load again. */
export function useAddMovement(mutationConfig?: MutationConfig<typeof addMovement>) {
  return useWriteMutation(addMovement, { invalidates: [['inventory'], ['notifications']], after: 'settled' }, mutationConfig);
}
