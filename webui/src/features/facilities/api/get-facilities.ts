import { apiClient } from '@/lib/api-client';
import { listQuery, toPage, type ListParams, type Page } from '@/lib/types';
import type { Facility } from '../types';

export async function getFacilities(params: ListParams, signal?: AbortSignal): Promise<Page<Facility>> {
  return toPage<Facility>(await apiClient.get('/facilities', listQuery(params), { signal }), params);
}
