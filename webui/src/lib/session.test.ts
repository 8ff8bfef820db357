import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, noContent } from '@/testing/mock-fetch';
import { makeToken } from '@/testing/jwt';
import { apiClient } from './api-client';
import { ApiError } from './api-error';
import { clearSession, getAccessToken, getTokens, refreshSession, signOut, storeTokens } from './session';
import { isSignedInAtom, parseStoredTokens } from './session-atoms';
import { appStore } from './store';
import { page } from '@/testing/api-records';

const fresh = () => ({ accessToken: makeToken({ role: 'admin' }), refreshToken: 'refresh-1' });
const expiring = (seconds: number) => ({ accessToken: makeToken({ role: 'admin', expiresIn: seconds }), refreshToken: 'refresh-1' });

describe('stored session', () => {
  /** The atoms read local storage once, when the page loads the module (getOnInit). */
  async function loadAtomsFresh() {
    vi.resetModules();
    const atoms = await import('./session-atoms');
    return { atoms, store: createStore() };
  }

  it('signs in on load from a stored token: role is the first groups entry', async () => {
    localStorage.setItem('authorizationToken', JSON.stringify({ accessToken: makeToken({ role: 'supervisor' }), refreshToken: 'r' }));
    localStorage.setItem('lang', 'zh');
    localStorage.setItem('timezone', 'UTC+8');
    const { atoms, store } = await loadAtomsFresh();
    expect(store.get(atoms.isSignedInAtom)).toBe(true);
    expect(store.get(atoms.roleAtom)).toBe('supervisor');
    expect(store.get(atoms.languageAtom)).toBe('zh');
    expect(store.get(atoms.timezoneAtom)).toBe('UTC+8');
  });

  it("treats the literal 'undefined' as no token", async () => {
    localStorage.setItem('authorizationToken', 'undefined');
    const { atoms, store } = await loadAtomsFresh();
    expect(store.get(atoms.tokensAtom)).toBeNull();
    expect(store.get(atoms.isSignedInAtom)).toBe(false);
    expect(store.get(atoms.roleAtom)).toBeNull();
    expect(parseStoredTokens('undefined')).toBeNull();
    expect(parseStoredTokens(JSON.stringify({ accessToken: 'undefined', refreshToken: 'undefined' }))).toBeNull();
    expect(parseStoredTokens(null)).toBeNull();
  });

  it('stores tokens only when a refresh token is returned, and writes the cookie', () => {
    expect(storeTokens({ accessToken: makeToken() })).toBe(false);
    expect(getTokens()).toBeNull();
    expect(storeTokens(fresh())).toBe(true);
    expect(JSON.parse(localStorage.getItem('authorizationToken') ?? '{}').refreshToken).toBe('refresh-1');
    expect(document.cookie).toContain('authorizationToken=');
    clearSession();
    expect(localStorage.getItem('authorizationToken')).toBeNull();
    expect(appStore.get(isSignedInAtom)).toBe(false);
  });
});

describe('token refresh', () => {
  it('uses a token that is valid for more than 5 seconds as it is', async () => {
    const tokens = expiring(60);
    storeTokens(tokens);
    const { calls } = mockFetch(() => undefined);
    await expect(getAccessToken()).resolves.toBe(tokens.accessToken);
    expect(calls).toHaveLength(0);
  });

  it('refreshes a token within 5 seconds of expiry', async () => {
    storeTokens(expiring(4));
    const next = fresh();
    const { calls } = mockFetch((call) => (call.path === '/api/authn/refresh' ? json({ ...next, refreshToken: 'refresh-2' }) : undefined));
    await expect(getAccessToken()).resolves.toBe(next.accessToken);
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('POST');
    expect(calls[0].body).toEqual({ accessToken: expect.any(String), refreshToken: 'refresh-1' });
    expect(getTokens()?.refreshToken).toBe('refresh-2');
  });

  it('shares one refresh between concurrent callers', async () => {
    storeTokens(expiring(1));
    let release: (response: Response) => void = () => {};
    const { calls } = mockFetch((call) =>
      call.path === '/api/authn/refresh' ? new Promise<Response>((resolve) => (release = resolve)) : json(page([])),
    );
    const first = apiClient.get('/companies');
    const second = apiClient.get('/buildings');
    const third = refreshSession();
    await vi.waitFor(() => expect(calls.filter((c) => c.path === '/api/authn/refresh')).toHaveLength(1));
    release(json(fresh()));
    await Promise.all([first, second, third]);
    expect(calls.filter((c) => c.path === '/api/authn/refresh')).toHaveLength(1);
    expect(calls.filter((c) => c.path !== '/api/authn/refresh')).toHaveLength(2);
  });

  it('takes the pair another tab renewed meanwhile instead of presenting the spent refresh token', async () => {
    storeTokens(expiring(2));
    const renewed = { accessToken: makeToken({ role: 'admin', sub: 'renewed' }), refreshToken: 'refresh-2' };
    // Another tab's refresh, before this tab's copy of the pair heard of it.
    localStorage.setItem('authorizationToken', JSON.stringify(renewed));
    const { calls } = mockFetch(() => undefined);
    await expect(getAccessToken()).resolves.toBe(renewed.accessToken);
    expect(calls).toHaveLength(0);
    expect(getTokens()).toEqual(renewed);
    expect(document.cookie).toContain(`authorizationToken=${renewed.accessToken}`);
  });

  it('retries a request once after a 401, with the refreshed token', async () => {
    storeTokens(fresh());
    const renewed = { accessToken: makeToken({ role: 'admin', sub: 'renewed' }), refreshToken: 'refresh-2' };
    let companyCalls = 0;
    const { calls } = mockFetch((call) => {
      if (call.path === '/api/authn/refresh') return json(renewed);
      companyCalls += 1;
      return companyCalls === 1 ? json({ message: 'expired', code: 'not-authorized', params: {}, violations: [] }, 401) : json({ items: [], total: 0, page: 1, pageSize: 20 });
    });
    await expect(apiClient.get('/companies')).resolves.toEqual(page([]));
    const companies = calls.filter((c) => c.path === '/api/companies');
    expect(companies).toHaveLength(2);
    expect(companies[1].headers.get('Authorization')).toBe(`Bearer ${renewed.accessToken}`);
  });

  it('retries only once: a second 401 is an error', async () => {
    storeTokens(fresh());
    const { calls } = mockFetch((call) =>
      call.path === '/api/authn/refresh' ? json(fresh()) : json({ message: 'Not signed in', code: 'not-authorized', params: {}, violations: [] }, 401),
    );
    await expect(apiClient.get('/companies')).rejects.toMatchObject({ status: 401, message: 'Not signed in' });
    expect(calls.filter((c) => c.path === '/api/companies')).toHaveLength(2);
    expect(calls.filter((c) => c.path === '/api/authn/refresh')).toHaveLength(1);
  });

  it('clears both tokens and signs out when the refresh fails', async () => {
    storeTokens(expiring(2));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch((call) => (call.path === '/api/authn/refresh' ? json({ message: 'Refresh token retired', code: 'not-authorized', params: {}, violations: [] }, 401) : undefined));
    const failure = await apiClient.get('/companies').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('User not authorized');
    expect(getTokens()).toBeNull();
    expect(localStorage.getItem('authorizationToken')).toBeNull();
    expect(appStore.get(isSignedInAtom)).toBe(false);
    expect(error).toHaveBeenCalledWith('Refresh request error', expect.anything());
  });
});

describe('sign-out', () => {
  it('asks the server to sign out with both tokens', async () => {
    const tokens = fresh();
    storeTokens(tokens);
    const { calls } = mockFetch(() => noContent());
    await signOut();
    expect(calls[0]).toMatchObject({ method: 'DELETE', path: '/api/authn/sign-in', body: tokens });
    expect(getTokens()).toBeNull();
  });

  it('clears local state even when the server call fails', async () => {
    storeTokens(fresh());
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('network down'));
    await signOut();
    expect(getTokens()).toBeNull();
    expect(localStorage.getItem('authorizationToken')).toBeNull();
  });
});

describe('signing out on a shared phone', () => {
  it('forgets the answers kept for use without a network', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => (deleted.push(name), true) });
    try {
      storeTokens(fresh());
      clearSession();
      await vi.waitFor(() => expect(deleted).toEqual(['console-data']));
      expect(getTokens()).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
