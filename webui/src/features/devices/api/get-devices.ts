import { apiClient } from '@/lib/api-client';
import { listQuery, toPage, type ListParams, type Page } from '@/lib/types';
import type { Device } from '../types';

/** GET /api/devices with paging, sort, search, `filter=level:"id"` and `from`/`to`. */
export async function getDevices(params: ListParams, signal?: AbortSignal): Promise<Page<Device>> {
  return toPage<Device>(await apiClient.get('/devices', listQuery(params), { signal }), params);
}
