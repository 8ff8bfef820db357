import { apiRequest } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';

/** DELETE /api/notifications?ids=…&ids=…: all of them or none. */
export function deleteNotifications(ids: string[]): Promise<void> {
  return apiRequest<void>('/notifications', { method: 'DELETE', query: { ids } });
}

/** Deletes notifications; the lists and the bell's count load again, whatever the answer. */
export function useDeleteNotifications(mutationConfig?: MutationConfig<typeof deleteNotifications>) {
  return useWriteMutation(deleteNotifications, { invalidates: [['notifications']], after: 'settled' }, mutationConfig);
}
