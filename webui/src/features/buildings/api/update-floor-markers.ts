import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';
import type { Marker } from '../types';

/** PUT /api/floors/{id}/markers with every marker of the floor → 204. */
export function updateFloorMarkers({ floorId, markers }: { floorId: string; markers: Marker[] }): Promise<void> {
  return apiClient.put(`/floors/${encodeURIComponent(floorId)}/markers`, { markers });
}

/** Saves a floor's markers; the floor loads again. */
export function useUpdateFloorMarkers(mutationConfig?: MutationConfig<typeof updateFloorMarkers>) {
  return useWriteMutation(updateFloorMarkers, { invalidates: ({ floorId }) => [['floors', 'detail', floorId]] }, mutationConfig);
}
