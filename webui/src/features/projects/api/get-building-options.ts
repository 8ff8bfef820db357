import { apiClient } from '@/lib/api-client';
import { fetchAll, listQuery, toPage } from '@/lib/types';
import type { Option } from '../types';

/** The buildings a project can be for (GET /api/buildings, every page). */
export function getBuildingOptions(signal?: AbortSignal): Promise<Option[]> {
  return fetchAll(async (params) =>
    toPage<Option>(await apiClient.get('/buildings', listQuery({ ...params, sort: 'name' }), { signal }), params),
  );
}
