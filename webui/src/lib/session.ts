import { RESET } from 'jotai/utils';
import { STORAGE_KEYS } from '@/config/locale';
import { unauthorizedError } from './api-error';
import { isTokenExpired } from './jwt';
import { forgetOfflineData } from './offline-cache';
import { parseStoredTokens, profileAtom, tokensAtom, type Tokens } from './session-atoms';
import { appStore } from './store';

export const REFRESH_URL = '/api/authn/refresh';
export const SIGN_OUT_URL = '/api/authn/sign-in';
const REFRESH_LOCK = 'hygiene-token-refresh';

let pendingRefresh: Promise<Tokens> | null = null;

export function getTokens(): Tokens | null {
  return appStore.get(tokensAtom);
}

/** Stores a pair only when it has a refresh token; returns whether it did. */
export function storeTokens(tokens: Partial<Tokens> | null | undefined): boolean {
  if (!tokens?.accessToken || !tokens.refreshToken) return false;
  appStore.set(tokensAtom, { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
  return true;
}

/** Signs out locally: both tokens, the stored authorisation, the profile and the answers kept
 * for use without a network go. Writes still waiting stay with their account (lib/outbox) and
 * go when it signs in again; nothing sends them meanwhile. */
export function clearSession(): void {
  appStore.set(tokensAtom, RESET);
  appStore.set(profileAtom, null);
  void forgetOfflineData();
  if (typeof indexedDB !== 'undefined') {
    void import('./outbox/store').then(({ writeSender }) => writeSender(null)).catch(() => undefined);
  }
}

/** The pair as local storage holds it now, which another tab may have renewed. */
function storedTokens(): Tokens | null {
  return parseStoredTokens(localStorage.getItem(STORAGE_KEYS.token));
}

/**
 * Runs `work` while no other tab of the console refreshes (Web Locks; where the browser has
 * none, as over plain HTTP, at once). The server retires a refresh token once it is used and
 * ends the session if it comes back, so two tabs must not present the same one.
 */
async function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  const locks: LockManager | undefined = globalThis.navigator?.locks;
  return locks ? await locks.request(REFRESH_LOCK, work) : work();
}

/** A pair another tab renewed since this one read `held`, while it is still good. */
function renewedElsewhere(held: Tokens | null): Tokens | null {
  const stored = storedTokens();
  if (!held || !stored?.refreshToken || stored.refreshToken === held.refreshToken) return null;
  return isTokenExpired(stored.accessToken) ? null : stored;
}

function runRefresh(): Promise<Tokens> {
  const held = getTokens();
  return oneTabAtATime(async () => {
    const renewed = renewedElsewhere(held);
    if (renewed) {
      appStore.set(tokensAtom, renewed);
      return renewed;
    }
    return refreshNow();
  });
}

async function refreshNow(): Promise<Tokens> {
  const tokens = storedTokens() ?? getTokens();
  if (!tokens?.accessToken || !tokens.refreshToken) {
    clearSession();
    throw unauthorizedError();
  }
  try {
    const response = await fetch(REFRESH_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }),
    });
    if (!response.ok) throw new Error(`Refresh answered ${response.status}`);
    const body = (await response.json()) as Partial<Tokens> | null;
    if (!storeTokens(body)) throw new Error('Refresh answered without a token pair');
    return getTokens() as Tokens;
  } catch (error) {
    console.error('Refresh request error', error);
    clearSession();
    throw unauthorizedError();
  }
}

/** Refreshes the pair; concurrent callers share one request. Failure signs the user out. */
export function refreshSession(): Promise<Tokens> {
  pendingRefresh ??= runRefresh().finally(() => {
    pendingRefresh = null;
  });
  return pendingRefresh;
}

/** A usable access token, refreshed first when it is within 5 s of expiry. */
export async function getAccessToken(): Promise<string> {
  const tokens = getTokens();
  if (!tokens?.accessToken || !tokens.refreshToken) {
    clearSession();
    throw unauthorizedError();
  }
  if (pendingRefresh || isTokenExpired(tokens.accessToken)) {
    return (await refreshSession()).accessToken;
  }
  return tokens.accessToken;
}

/** Asks the auth service to sign out, then always clears local state. */
export async function signOut(): Promise<void> {
  const tokens = getTokens();
  try {
    if (tokens) {
      const response = await fetch(SIGN_OUT_URL, {
        method: 'DELETE',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${tokens.accessToken}`,
        },
        body: JSON.stringify({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }),
      });
      if (!response.ok) console.error('SignOut request error', response.status);
    }
  } catch (error) {
    console.error('SignOut request error', error);
  } finally {
    clearSession();
  }
}
