import { apiClient } from '@/lib/api-client';
import { toList } from '@/lib/types';
import type { Facility } from '../types';

export async function getBuildingFacilities(id: string, signal?: AbortSignal): Promise<Facility[]> {
  return toList<Facility>(
    await apiClient.get(`/buildings/${encodeURIComponent(id)}/facilities`, undefined, { signal }),
  );
}
