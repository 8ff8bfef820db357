import { describe, expect, it } from 'vitest';
import { makeToken } from '@/testing/jwt';
import { decodeJwtPayload, isTokenExpired, roleFromToken, TOKEN_EXPIRY_MARGIN_MS } from './jwt';

describe('JWT payload', () => {
  it('reads the role from the first entry of groups', () => {
    expect(roleFromToken(makeToken({ role: 'cc-manager' }))).toBe('cc-manager');
  });

  it('gives no role for garbage or a token without groups', () => {
    expect(roleFromToken('not-a-token')).toBeNull();
    expect(roleFromToken(undefined)).toBeNull();
    expect(decodeJwtPayload('a.###.c')).toBeNull();
  });

  it('decodes UTF-8 claims', () => {
    const token = makeToken({ sub: '清洁工' });
    expect(decodeJwtPayload(token)?.sub).toBe('清洁工');
  });
});

describe('token expiry', () => {
  const now = Date.UTC(2026, 10, 21, 8, 0, 0);

  it('counts a token as expired 5 seconds before exp', () => {
    expect(TOKEN_EXPIRY_MARGIN_MS).toBe(5000);
    expect(isTokenExpired(makeToken({ expiresIn: 6, now }), now)).toBe(false);
    expect(isTokenExpired(makeToken({ expiresIn: 5, now }), now)).toBe(true);
    expect(isTokenExpired(makeToken({ expiresIn: 4, now }), now)).toBe(true);
  });

  it('treats a token without exp as not expired', () => {
    expect(isTokenExpired('eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.x', now)).toBe(false);
  });
});
