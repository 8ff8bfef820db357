import { apiClient } from '@/lib/api-client';
import { toList } from '@/lib/types';
import type { Floor } from '../types';

export async function getBuildingFloors(id: string, signal?: AbortSignal): Promise<Floor[]> {
  return toList<Floor>(await apiClient.get(`/buildings/${encodeURIComponent(id)}/floors`, undefined, { signal }));
}
