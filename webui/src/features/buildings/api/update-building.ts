import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';
import type { BuildingInput } from '../types';

/** PUT /api/buildings/{id} → 204; `version` guards against overwriting someone else's change. */
export function updateBuilding({ id, input }: { id: string; input: BuildingInput }): Promise<void> {
  return apiClient.put(`/buildings/${encodeURIComponent(id)}`, input);
}

/** Saves a building; everything that shows its name or landlord loads again. */
export function useUpdateBuilding(mutationConfig?: MutationConfig<typeof updateBuilding>) {
  return useWriteMutation(
    updateBuilding,
    { invalidates: [['buildings'], ['companies'], ['facilities'], ['projects']] },
    mutationConfig,
  );
}
