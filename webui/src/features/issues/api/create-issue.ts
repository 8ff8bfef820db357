import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { Issue, IssueInput } from '../types';

/** POST /api/issues → 201 with the issue. */
export function createIssue(input: IssueInput): Promise<Issue> {
  return apiClient.post<Issue>('/issues', input);
}

/** Reports an issue; issue lists, the dashboard's counts and the notifications it sends load again. */
export function useCreateIssue(mutationConfig?: MutationConfig<typeof createIssue>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: createIssue,
    onSuccess: (...args) => {
      for (const queryKey of [['issues'], ['notifications']]) void queryClient.invalidateQueries({ queryKey });
      return onSuccess?.(...args);
    },
  });
}
