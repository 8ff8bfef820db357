import { apiClient } from '@/lib/api-client';

/** DELETE /api/notifications/{id}. */
export function deleteNotification(id: string): Promise<void> {
  return apiClient.delete(`/notifications/${encodeURIComponent(id)}`);
}
