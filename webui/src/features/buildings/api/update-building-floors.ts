import { apiClient } from '@/lib/api-client';
import type { FloorInput } from '../types';

/** PUT /api/buildings/{id}/floors with the whole list → 204. */
export function updateBuildingFloors(id: string, floors: FloorInput[]): Promise<void> {
  return apiClient.put(`/buildings/${encodeURIComponent(id)}/floors`, floors);
}
