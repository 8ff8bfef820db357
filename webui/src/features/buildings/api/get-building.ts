import { apiClient } from '@/lib/api-client';
import type { Building } from '../types';

export function getBuilding(id: string, signal?: AbortSignal): Promise<Building> {
  return apiClient.get<Building>(`/buildings/${encodeURIComponent(id)}`, undefined, { signal });
}
