import { publicPost } from '@/lib/api-fetch';
import type { ApiSchema } from '@/api/schemas';

export type PasswordResetRequest = ApiSchema<'ResetRequest'>;

/**
 * POST /api/authn/password-reset-request, without a bearer token: 202 whether or not the
 * name is an account's (the account's administrators are told); 429 when asked too often.
 */
export function requestPasswordReset(input: PasswordResetRequest): Promise<void> {
  return publicPost<void>('/authn/password-reset-request', input);
}
