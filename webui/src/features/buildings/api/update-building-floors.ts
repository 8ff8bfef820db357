import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { FloorInput } from '../types';

/** PUT /api/buildings/{id}/floors with the whole list → 204; floors left out go with their facilities. */
export function updateBuildingFloors({ buildingId, floors }: { buildingId: string; floors: FloorInput[] }): Promise<void> {
  return apiClient.put(`/buildings/${encodeURIComponent(buildingId)}/floors`, floors);
}

/** Saves a building's floors; the building, its floors and facilities, and facility lists load again. */
export function useUpdateBuildingFloors(mutationConfig?: MutationConfig<typeof updateBuildingFloors>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateBuildingFloors,
    onSuccess: (...args) => {
      for (const queryKey of [['buildings'], ['floors'], ['facilities']]) void queryClient.invalidateQueries({ queryKey });
      return onSuccess?.(...args);
    },
  });
}
