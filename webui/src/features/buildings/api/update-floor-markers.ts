import { apiClient } from '@/lib/api-client';
import type { Marker } from '../types';

/** PUT /api/floors/{id}/markers with every marker of the floor → 204. */
export function updateFloorMarkers(id: string, markers: Marker[]): Promise<void> {
  return apiClient.put(`/floors/${encodeURIComponent(id)}/markers`, { markers });
}
