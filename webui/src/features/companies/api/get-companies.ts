import { apiClient } from '@/lib/api-client';
import { listQuery, toPage, type ListParams, type Page } from '@/lib/types';
import type { Company } from '../types';

export async function getCompanies(params: ListParams, signal?: AbortSignal): Promise<Page<Company>> {
  return toPage<Company>(await apiClient.get('/companies', listQuery(params), { signal }), params);
}
