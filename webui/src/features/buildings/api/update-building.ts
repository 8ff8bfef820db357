import { apiClient } from '@/lib/api-client';
import type { BuildingInput } from '../types';

/** PUT /api/buildings/{id} → 204; `version` guards against overwriting someone else's change. */
export function updateBuilding(id: string, input: BuildingInput): Promise<void> {
  return apiClient.put(`/buildings/${encodeURIComponent(id)}`, input);
}
