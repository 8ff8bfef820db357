import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPage } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/react-query';
import type { ListParams, Page } from '@/lib/types';
import type { Notification, ReadStatus } from '../types';
import { unreadFirstPage } from '../unread-first';

/** GET /api/notifications, optionally only the unread or the read ones (`filter=status:"unread"`). */
export function getNotifications(params: ListParams, status?: ReadStatus, signal?: AbortSignal): Promise<Page<Notification>> {
  const filter = [...(params.filter ?? []), ...(status ? [`status:"${status}"`] : [])];
  return getPage<Notification>('/notifications', { ...params, filter }, signal);
}

/** One status, or (no status) the unread ones first, then the read ones. */
export const getNotificationsQueryOptions = (status: ReadStatus | '', params: ListParams) =>
  queryOptions({
    queryKey: ['notifications', 'list', status, params],
    queryFn: ({ signal }) =>
      status
        ? getNotifications(params, status, signal)
        : unreadFirstPage(params, (page, which) => getNotifications(page, which, signal)),
  });

export function useNotifications(
  status: ReadStatus | '',
  params: ListParams,
  queryConfig?: QueryConfig<typeof getNotificationsQueryOptions>,
) {
  return useQuery({ ...getNotificationsQueryOptions(status, params), ...queryConfig });
}
