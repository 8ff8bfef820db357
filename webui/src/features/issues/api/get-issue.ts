import { apiClient } from '@/lib/api-client';
import type { Issue } from '../types';

export function getIssue(id: string, signal?: AbortSignal): Promise<Issue> {
  return apiClient.get<Issue>(`/issues/${encodeURIComponent(id)}`, undefined, { signal });
}
