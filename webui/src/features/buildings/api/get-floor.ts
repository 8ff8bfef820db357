import { apiClient } from '@/lib/api-client';
import type { FloorDetail } from '../types';

/** GET /api/floors/{id}: the floor with its plan image and markers. */
export async function getFloor(id: string, signal?: AbortSignal): Promise<FloorDetail> {
  const floor = await apiClient.get<FloorDetail>(`/floors/${encodeURIComponent(id)}`, undefined, { signal });
  return { ...floor, floorPlan: floor.floorPlan ?? null, markers: floor.markers ?? [] };
}
