import { apiClient } from '@/lib/api-client';

/** PUT /api/issues/{id}/status {"issuesStatus": "RESOLVED"} → 204; 409 when it is resolved already. */
export function resolveIssue(id: string): Promise<void> {
  return apiClient.put(`/issues/${encodeURIComponent(id)}/status`, { issuesStatus: 'RESOLVED' });
}
