import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { ApiSchema } from '@/api/schemas';

export type NewPasswordByLink = ApiSchema<'NewPasswordByLink'>;

/**
 * POST /api/authn/password-reset, without a bearer token: 204 sets the password and ends
 * every session of the account; a used, expired, replaced or unknown link is a 400
 * `reset-link-invalid`.
 */
export function resetPassword(input: NewPasswordByLink): Promise<void> {
  return apiClient.post<void>('/authn/password-reset', input, { auth: false });
}

export function useResetPassword(mutationConfig?: MutationConfig<typeof resetPassword>) {
  return useMutation({ ...mutationConfig, mutationFn: resetPassword });
}
