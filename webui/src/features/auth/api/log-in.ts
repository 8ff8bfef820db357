import { publicPost } from '@/lib/api-fetch';
import type { ApiSchema } from '@/api/schemas';

export type LogInInput = ApiSchema<'LogIn'>;

export type LogInReply = ApiSchema<'Tokens'>;

/** POST /api/authn/log-in, without a bearer token. */
export function logIn(input: LogInInput): Promise<LogInReply> {
  return publicPost<LogInReply>('/authn/log-in', input);
}
