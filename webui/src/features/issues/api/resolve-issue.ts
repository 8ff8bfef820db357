import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
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
  return useWriteMutation(resolveIssue, { invalidates: [['issues'], ['notifications']], after: 'settled' }, mutationConfig);
}
