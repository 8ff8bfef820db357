import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** DELETE /api/schedules/{id} → 204. */
export function deleteSchedule(id: string): Promise<void> {
  return apiClient.delete(`/schedules/${encodeURIComponent(id)}`);
}

export function useDeleteSchedule(mutationConfig?: MutationConfig<typeof deleteSchedule>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteSchedule,
    onSuccess: (...args) => {
      queryClient.removeQueries({ queryKey: ['schedules', 'detail', args[1]] });
      void queryClient.invalidateQueries({ queryKey: ['schedules'] });
      return onSuccess?.(...args);
    },
  });
}
