import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { ApiSchema } from '@/api/schemas';

export type LogInInput = ApiSchema<'LogIn'>;

export type LogInReply = ApiSchema<'Tokens'>;

/** POST /api/authn/log-in, without a bearer token. */
export function logIn(input: LogInInput): Promise<LogInReply> {
  return apiClient.post<LogInReply>('/authn/log-in', input, { auth: false });
}

export function useLogIn(mutationConfig?: MutationConfig<typeof logIn>) {
  return useMutation({ ...mutationConfig, mutationFn: logIn });
}
