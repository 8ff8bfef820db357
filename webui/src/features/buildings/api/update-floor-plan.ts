import { apiClient } from '@/lib/api-client';

/** PUT /api/floors/{id}/plan with a data URI, or null to remove the plan → 204. */
export function updateFloorPlan(id: string, floorPlan: string | null): Promise<void> {
  return apiClient.put(`/floors/${encodeURIComponent(id)}/plan`, { floorPlan });
}
