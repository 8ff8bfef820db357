import { apiClient } from '@/lib/api-client';

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
