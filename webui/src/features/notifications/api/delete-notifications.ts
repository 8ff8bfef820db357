import { apiRequest } from '@/lib/api-client';

/** DELETE /api/notifications?ids=…&ids=…: all of them or none. */
export function deleteNotifications(ids: string[]): Promise<void> {
  return apiRequest<void>('/notifications', { method: 'DELETE', query: { ids } });
}
