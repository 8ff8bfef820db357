import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { Facility, FacilityInput } from '../types';

/** POST /api/floors/{id}/facilities → 201 with the facility. */
export function createFloorFacility({ floorId, input }: { floorId: string; input: FacilityInput }): Promise<Facility> {
  return apiClient.post<Facility>(`/floors/${encodeURIComponent(floorId)}/facilities`, input);
}

/** Adds a facility to a floor; the building, the floor and facility lists and counters load again. */
export function useCreateFloorFacility(mutationConfig?: MutationConfig<typeof createFloorFacility>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: createFloorFacility,
    onSuccess: (...args) => {
      for (const queryKey of [['buildings'], ['floors', 'detail', args[1].floorId], ['facilities']]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      return onSuccess?.(...args);
    },
  });
}
