import { apiClient } from '@/lib/api-client';
import { defineQuery } from '@/lib/query';
import type { IssueHistory } from '../types';

/** GET /api/issues/{id}/history: the auditor's view. */
export async function getIssueHistory(id: string, signal?: AbortSignal): Promise<IssueHistory> {
  const history = await apiClient.get<IssueHistory>(`/issues/${encodeURIComponent(id)}/history`, undefined, { signal });
  return { ...history, events: Array.isArray(history?.events) ? history.events : [] };
}

export const { options: getIssueHistoryQueryOptions, use: useIssueHistory } = defineQuery(
  (id: string) => ['issues', 'detail', id, 'history'],
  getIssueHistory,
);
