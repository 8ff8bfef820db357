import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';
import type { FloorInput } from '../types';

/** PUT /api/buildings/{id}/floors with the whole list → 204; floors left out go with their facilities. */
export function updateBuildingFloors({ buildingId, floors }: { buildingId: string; floors: FloorInput[] }): Promise<void> {
  return apiClient.put(`/buildings/${encodeURIComponent(buildingId)}/floors`, floors);
}

/** Saves a building's floors; the building, its floors and facilities, and facility lists load again. */
export function useUpdateBuildingFloors(mutationConfig?: MutationConfig<typeof updateBuildingFloors>) {
  return useWriteMutation(updateBuildingFloors, { invalidates: [['buildings'], ['floors'], ['facilities']] }, mutationConfig);
}
