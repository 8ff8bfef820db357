import { apiClient } from '@/lib/api-client';
import type { Segment } from '../types';

export function deleteUser(segment: Segment, id: string): Promise<void> {
  return apiClient.delete(`/users/${segment}/${encodeURIComponent(id)}`);
}
