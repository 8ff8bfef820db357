import { apiClient } from '@/lib/api-client';
import { useWriteMutation } from '@/lib/mutation';
import type { MutationConfig } from '@/lib/react-query';
import type { IssueTypeInput } from '../escalation';

/** PUT /api/issues/types/{id} → 204: the target, whether it resolves itself and the escalation steps (none: off). */
export function setIssueType({ id, input }: { id: string; input: IssueTypeInput }): Promise<void> {
  return apiClient.put(`/issues/types/${encodeURIComponent(id)}`, input);
}

/** Saves an issue type; the types and the issues (their targets, the KPI) load again. */
export function useSetIssueType(mutationConfig?: MutationConfig<typeof setIssueType>) {
  return useWriteMutation(setIssueType, { invalidates: [['issues']] }, mutationConfig);
}
