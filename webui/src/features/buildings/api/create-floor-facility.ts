import { apiClient } from '@/lib/api-client';
import type { Facility, FacilityInput } from '../types';

/** POST /api/floors/{id}/facilities → 201 with the facility. */
export function createFloorFacility(floorId: string, input: FacilityInput): Promise<Facility> {
  return apiClient.post<Facility>(`/floors/${encodeURIComponent(floorId)}/facilities`, input);
}
