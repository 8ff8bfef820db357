import { apiClient } from '@/lib/api-client';
import type { Account, Segment } from '../types';

export function getUser(segment: Segment, id: string, signal?: AbortSignal): Promise<Account> {
  return apiClient.get<Account>(`/users/${segment}/${encodeURIComponent(id)}`, undefined, { signal });
}
