import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';
import type { Facility, FacilityInput } from '../types';

/** POST /api/floors/{id}/facilities → 201 with the facility. */
export function createFloorFacility({ floorId, input }: { floorId: string; input: FacilityInput }): Promise<Facility> {
  return apiClient.post<Facility>(`/floors/${encodeURIComponent(floorId)}/facilities`, input);
}

/** Adds a facility to a floor; the building, the floor and facility lists and counters load again. */
export function useCreateFloorFacility(mutationConfig?: MutationConfig<typeof createFloorFacility>) {
  return useWriteMutation(
    createFloorFacility,
    { invalidates: ({ floorId }) => [['buildings'], ['floors', 'detail', floorId], ['facilities']] },
    mutationConfig,
  );
}
