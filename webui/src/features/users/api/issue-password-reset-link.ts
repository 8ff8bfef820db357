import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { Segment } from '../types';
import type { ApiSchema } from '@/api/schemas';

/** A one-time link for an account's holder to set a new password. */
export type PasswordResetLink = ApiSchema<'ResetLinkOut'>;

/**
 * POST /api/users/{segment}/{id}/password-reset → 201 with the link; the link issued before
 * it stops working. For those who may manage the account.
 */
export function issuePasswordResetLink({ segment, id }: { segment: Segment; id: string }): Promise<PasswordResetLink> {
  return apiClient.post<PasswordResetLink>(`/users/${segment}/${encodeURIComponent(id)}/password-reset`);
}

export function useIssuePasswordResetLink(mutationConfig?: MutationConfig<typeof issuePasswordResetLink>) {
  return useMutation({ ...mutationConfig, mutationFn: issuePasswordResetLink });
}
