import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';

/** DELETE /api/schedules/{id} → 204. */
export function deleteSchedule(id: string): Promise<void> {
  return apiClient.delete(`/schedules/${encodeURIComponent(id)}`);
}

export function useDeleteSchedule(mutationConfig?: MutationConfig<typeof deleteSchedule>) {
  return useWriteMutation(
    deleteSchedule,
    { removes: (id) => [['schedules', 'detail', id]], invalidates: [['schedules']] },
    mutationConfig,
  );
}
