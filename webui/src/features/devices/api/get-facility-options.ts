import { apiClient } from '@/lib/api-client';
import { fetchAll, listQuery, toPage } from '@/lib/types';
import type { FacilityOption } from '../types';

/** The facilities of a landlord's buildings (GET /api/facilities?filter=landlord:"id", every page). */
export function getFacilityOptions(landlordId: string, signal?: AbortSignal): Promise<FacilityOption[]> {
  return fetchAll(async (params) =>
    toPage<FacilityOption>(
      await apiClient.get(
        '/facilities',
        listQuery({ ...params, sort: 'buildingName', filter: landlordId ? [`landlord:"${landlordId}"`] : undefined }),
        { signal },
      ),
      params,
    ),
  );
}
