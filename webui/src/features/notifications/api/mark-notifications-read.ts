import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';

/** PUT /api/notifications/read {"ids": [...]} → 204; this cannot be undone. */
export function markNotificationsRead(ids: string[]): Promise<void> {
  return apiClient.put('/notifications/read', { ids });
}

/** Marks notifications as read; the lists and the bell's count load again, whatever the answer. */
export function useMarkNotificationsRead(mutationConfig?: MutationConfig<typeof markNotificationsRead>) {
  return useWriteMutation(markNotificationsRead, { invalidates: [['notifications']], after: 'settled' }, mutationConfig);
}
