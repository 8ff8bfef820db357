import { apiClient } from '@/lib/api-client';
import { toList } from '@/lib/types';
import type { NamedOption } from '../types';

/** The devices of a facility (GET /api/devices?filter=facility:"id"); managers only. */
export async function getFacilityDevices(facilityId: string, signal?: AbortSignal): Promise<NamedOption[]> {
  return toList<NamedOption>(
    await apiClient.get('/devices', { page: 1, pageSize: 99, sort: 'name', filter: [`facility:"${facilityId}"`] }, { signal }),
  );
}
