import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** PUT /api/issues/{id}/status {"issuesStatus": "RESOLVED"} → 204; 409 when it is resolved already. */
export function resolveIssue(id: string): Promise<void> {
  return apiClient.put(`/issues/${encodeURIComponent(id)}/status`, { issuesStatus: 'RESOLVED' });
}

/**
 * Marks an issue as resolved. Whatever the answer (someone else may have resolved it first),
 * the issue, issue lists, the dashboard's counts and the notifications load again.
 */
export function useResolveIssue(mutationConfig?: MutationConfig<typeof resolveIssue>) {
  const queryClient = useQueryClient();
  const { onSettled, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: resolveIssue,
    onSettled: (...args) => {
      for (const queryKey of [['issues'], ['notifications']]) void queryClient.invalidateQueries({ queryKey });
      return onSettled?.(...args);
    },
  });
}
