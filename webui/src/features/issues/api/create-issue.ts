import { apiClient } from '@/lib/api-client';
import type { Issue, IssueInput } from '../types';

/** POST /api/issues → 201 with the issue. */
export function createIssue(input: IssueInput): Promise<Issue> {
  return apiClient.post<Issue>('/issues', input);
}
