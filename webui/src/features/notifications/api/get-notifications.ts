import { getPage } from '@/lib/api-client';
import { defineQuery2 } from '@/lib/query';
import type { ListParams, Page } from '@/lib/types';
import type { Notification, ReadStatus } from '../types';
import { unreadFirstPage } from '../unread-first';

/** GET /api/notifications, optionally only the unread or the read ones (`filter=status:"unread"`). */
export function getNotifications(params: ListParams, status?: ReadStatus, signal?: AbortSignal): Promise<Page<Notification>> {
  const filter = [...(params.filter ?? []), ...(status ? [`status:"${status}"`] : [])];
  return getPage<Notification>('/notifications', { ...params, filter }, signal);
}

/** One status, or (no status) the unread ones first, then the read ones. */
export const { options: getNotificationsQueryOptions, use: useNotifications } = defineQuery2(
  (status: ReadStatus | '', params: ListParams) => ['notifications', 'list', status, params],
  (status, params, signal) =>
    status
      ? getNotifications(params, status, signal)
      : unreadFirstPage(params, (page, which) => getNotifications(page, which, signal)),
);
