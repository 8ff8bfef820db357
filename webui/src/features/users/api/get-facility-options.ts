import { apiClient } from '@/lib/api-client';
import { fetchAll, listQuery, toPage } from '@/lib/types';
import type { AssignedFacility } from '../types';

/** Every facility the signed-in user can see (GET /api/facilities, page by page): the assignable ones. */
export function getFacilityOptions(signal?: AbortSignal): Promise<AssignedFacility[]> {
  return fetchAll(async (params) =>
    toPage<AssignedFacility>(await apiClient.get('/facilities', listQuery({ ...params, sort: 'buildingName' }), { signal }), params),
  );
}
