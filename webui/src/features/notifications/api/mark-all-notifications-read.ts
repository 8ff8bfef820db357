import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';

/** PUT /api/notifications/read-all → 204: every unread notification of the user; this cannot be undone. */
export function markAllNotificationsRead(): Promise<void> {
  return apiClient.put('/notifications/read-all');
}

/** Marks all of the user's notifications as read; the lists and the bell's count load again, whatever the answer. */
export function useMarkAllNotificationsRead(mutationConfig?: MutationConfig<typeof markAllNotificationsRead>) {
  return useWriteMutation(markAllNotificationsRead, { invalidates: [['notifications']], after: 'settled' }, mutationConfig);
}
