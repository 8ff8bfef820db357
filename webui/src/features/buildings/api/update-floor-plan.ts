import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';

/** PUT /api/floors/{id}/plan with a data URI, or null to remove the plan → 204. */
export function updateFloorPlan({ floorId, floorPlan }: { floorId: string; floorPlan: string | null }): Promise<void> {
  return apiClient.put(`/floors/${encodeURIComponent(floorId)}/plan`, { floorPlan });
}

/** Uploads or removes a floor's plan; the floor, and its building's floors (which say whether there is a plan), load again. */
export function useUpdateFloorPlan(mutationConfig?: MutationConfig<typeof updateFloorPlan>) {
  return useWriteMutation(
    updateFloorPlan,
    { invalidates: ({ floorId }) => [['floors', 'detail', floorId], ['buildings']] },
    mutationConfig,
  );
}
