import { apiClient } from '@/lib/api-client';
import { listQuery, toPage, type ListParams, type Page } from '@/lib/types';
import type { Account, Segment } from '../types';

export async function getUsers(segment: Segment, params: ListParams, signal?: AbortSignal): Promise<Page<Account>> {
  return toPage<Account>(await apiClient.get(`/users/${segment}`, listQuery(params), { signal }), params);
}
