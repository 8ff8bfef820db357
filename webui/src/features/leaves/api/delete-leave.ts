import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** DELETE /api/leaves/{id} → 204 (administrators and cleaning company managers). */
export function deleteLeave(id: string): Promise<void> {
  return apiClient.delete(`/leaves/${encodeURIComponent(id)}`);
}

export function useDeleteLeave(mutationConfig?: MutationConfig<typeof deleteLeave>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteLeave,
    onSuccess: (...args) => {
      queryClient.removeQueries({ queryKey: ['leaves', 'detail', args[1]] });
      for (const queryKey of [['leaves'], ['schedules']]) void queryClient.invalidateQueries({ queryKey });
      return onSuccess?.(...args);
    },
  });
}
