import { apiClient } from '@/lib/api-client';
import type { IssueHistory } from '../types';

/** GET /api/issues/{id}/history: the auditor's view. */
export async function getIssueHistory(id: string, signal?: AbortSignal): Promise<IssueHistory> {
  const history = await apiClient.get<IssueHistory>(`/issues/${encodeURIComponent(id)}/history`, undefined, { signal });
  return { ...history, events: Array.isArray(history?.events) ? history.events : [] };
}
