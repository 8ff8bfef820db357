import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { ApiSchema } from '@/api/schemas';

export type ChangePasswordInput = ApiSchema<'PasswordChange'>;

export type ChangePasswordReply = ApiSchema<'Tokens'>;

/**
 * PUT /api/authn/password: every session of the account ends, on every device; the reply
 * holds the tokens of the new session this device goes on with.
 */
export function changePassword(input: ChangePasswordInput): Promise<ChangePasswordReply> {
  return apiClient.put<ChangePasswordReply>('/authn/password', input);
}

export function useChangePassword(mutationConfig?: MutationConfig<typeof changePassword>) {
  return useMutation({ ...mutationConfig, mutationFn: changePassword });
}
