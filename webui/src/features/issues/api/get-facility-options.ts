import { apiClient } from '@/lib/api-client';
import { fetchAll, listQuery, toPage } from '@/lib/types';
import type { FacilityOption } from '../types';

/** Every facility the user sees (GET /api/facilities, page by page): where an issue can be reported. */
export function getFacilityOptions(signal?: AbortSignal): Promise<FacilityOption[]> {
  return fetchAll(async (params) =>
    toPage<FacilityOption>(await apiClient.get('/facilities', listQuery({ ...params, sort: 'buildingName' }), { signal }), params),
  );
}
