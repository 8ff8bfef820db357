import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

export interface LogInInput {
  loginName: string;
  password: string;
}

export interface LogInReply {
  accessToken?: string;
  refreshToken?: string;
}

/** POST /api/authn/log-in, without a bearer token. */
export function logIn(input: LogInInput): Promise<LogInReply> {
  return apiClient.post<LogInReply>('/authn/log-in', input, { auth: false });
}

export function useLogIn(mutationConfig?: MutationConfig<typeof logIn>) {
  return useMutation({ ...mutationConfig, mutationFn: logIn });
}
