import { apiClient } from '@/lib/api-client';
import { toPage } from '@/lib/types';

/** How many notifications are unread: the `total` of a one-row page of them. */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  return toPage(await apiClient.get('/notifications', { page: 1, pageSize: 1, filter: ['status:"unread"'] }, { signal })).total;
}
