import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';
import type { Issue, IssueInput } from '../types';

/** POST /api/issues → 201 with the issue. */
export function createIssue(input: IssueInput): Promise<Issue> {
  return apiClient.post<Issue>('/issues', input);
}

/** Reports an issue; issue lists, the dashboard's counts and the notifications it sends load again. */
export function useCreateIssue(mutationConfig?: MutationConfig<typeof createIssue>) {
  return useWriteMutation(createIssue, { invalidates: [['issues'], ['notifications']] }, mutationConfig);
}
