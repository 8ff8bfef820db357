import { apiClient } from '@/lib/api-client';
import { listQuery, toPage, type ListParams, type Page } from '@/lib/types';
import type { Notification, ReadStatus } from '../types';

/** GET /api/notifications, optionally only the unread or the read ones (`filter=status:"unread"`). */
export async function getNotifications(params: ListParams, status?: ReadStatus, signal?: AbortSignal): Promise<Page<Notification>> {
  const filter = [...(params.filter ?? []), ...(status ? [`status:"${status}"`] : [])];
  return toPage<Notification>(await apiClient.get('/notifications', listQuery({ ...params, filter }), { signal }), params);
}
