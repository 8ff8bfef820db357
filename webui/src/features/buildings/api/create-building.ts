import { apiClient } from '@/lib/api-client';
import type { Building, BuildingInput } from '../types';

/** POST /api/buildings → 201 with the building. */
export function createBuilding(input: BuildingInput): Promise<Building> {
  return apiClient.post<Building>('/buildings', input);
}
