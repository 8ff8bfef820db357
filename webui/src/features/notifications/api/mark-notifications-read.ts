import { apiClient } from '@/lib/api-client';

/** PUT /api/notifications/read {"ids": [...]} → 204; this cannot be undone. */
export function markNotificationsRead(ids: string[]): Promise<void> {
  return apiClient.put('/notifications/read', { ids });
}
