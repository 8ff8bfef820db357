import { apiClient } from '@/lib/api-client';
import { listQuery, toPage, type ListParams, type Page } from '@/lib/types';
import type { Building } from '../types';

export async function getBuildings(params: ListParams, signal?: AbortSignal): Promise<Page<Building>> {
  return toPage<Building>(await apiClient.get('/buildings', listQuery(params), { signal }), params);
}
