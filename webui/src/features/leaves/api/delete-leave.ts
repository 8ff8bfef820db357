import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';

/** DELETE /api/leaves/{id} → 204 (administrators and cleaning company managers). */
export function deleteLeave(id: string): Promise<void> {
  return apiClient.delete(`/leaves/${encodeURIComponent(id)}`);
}

export function useDeleteLeave(mutationConfig?: MutationConfig<typeof deleteLeave>) {
  return useWriteMutation(
    deleteLeave,
    { removes: (id) => [['leaves', 'detail', id]], invalidates: [['leaves'], ['schedules']] },
    mutationConfig,
  );
}
