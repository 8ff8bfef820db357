import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

export type TaskStatus = 'OPEN' | 'IN_PROGRESS' | 'DONE';

/** PUT /api/tasks/{id}/status {"status", "remarks"?} → 204; OPEN → IN_PROGRESS → DONE (or OPEN → DONE), else 409. */
export function updateTaskStatus({ id, status, remarks }: { id: string; status: Exclude<TaskStatus, 'OPEN'>; remarks?: string }): Promise<void> {
  return apiClient.put(`/tasks/${encodeURIComponent(id)}/status`, { status, ...(remarks ? { remarks } : {}) });
}

/** Whatever the answer (someone may have moved it first), tasks, issues (their history) and notifications load again. */
export function useUpdateTaskStatus(mutationConfig?: MutationConfig<typeof updateTaskStatus>) {
  const queryClient = useQueryClient();
  const { onSettled, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateTaskStatus,
    onSettled: (...args) => {
      for (const queryKey of [['tasks'], ['issues'], ['notifications']]) void queryClient.invalidateQueries({ queryKey });
      return onSettled?.(...args);
    },
  });
}
