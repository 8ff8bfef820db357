import { describe, expect, it } from 'vitest';
import { makeToken } from '@/testing/jwt';
import { ApiError } from './api-error';
import { clearOnSignOut, createQueryClient, queryConfig, testQueryConfig } from './react-query';
import { clearSession, storeTokens } from './session';

const signIn = (sub: string, role = 'admin') => storeTokens({ accessToken: makeToken({ sub, role }), refreshToken: `refresh-${sub}` });

describe('query cache', () => {
  it('is emptied when the user signs out, kept across a token refresh, and emptied for another account', () => {
    signIn('u1');
    const client = createQueryClient(testQueryConfig);
    const stop = clearOnSignOut(client);
    client.setQueryData(['companies', 'list'], ['Harbour']);

    signIn('u1');
    expect(client.getQueryData(['companies', 'list'])).toEqual(['Harbour']);

    signIn('u2');
    expect(client.getQueryData(['companies', 'list'])).toBeUndefined();

    client.setQueryData(['companies', 'list'], ['Sparkle']);
    clearSession();
    expect(client.getQueryData(['companies', 'list'])).toBeUndefined();
    stop();
  });

  it('asks again after a network or server failure, never after a refusal', () => {
    const retry = queryConfig.queries.retry;
    expect(retry(0, new ApiError(0, 'offline'))).toBe(true);
    expect(retry(1, new ApiError(503, 'unavailable'))).toBe(true);
    expect(retry(2, new ApiError(503, 'unavailable'))).toBe(false);
    for (const status of [400, 401, 403, 404, 409, 429]) expect(retry(0, new ApiError(status, 'no'))).toBe(false);
  });
});
