import { apiClient } from '@/lib/api-client';
import type { Segment, UpdateAccountInput } from '../types';

/** PUT /api/users/{segment}/{id} → 204; no password means "keep it". */
export function updateUser(segment: Segment, id: string, input: UpdateAccountInput): Promise<void> {
  return apiClient.put(`/users/${segment}/${encodeURIComponent(id)}`, input);
}
