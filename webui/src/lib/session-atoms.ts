import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import {
  DEFAULT_LANGUAGE,
  STORAGE_KEYS,
  defaultTimezone,
  isLanguage,
  isTimezone,
  type Language,
} from '@/config/locale';
import { roleFromToken } from './jwt';

/** jotai's synchronous storage shape (its type is not exported). */
interface SyncStorage<Value> {
  getItem: (key: string, initialValue: Value) => Value;
  setItem: (key: string, newValue: Value) => void;
  removeItem: (key: string) => void;
  subscribe?: (key: string, callback: (value: Value) => void, initialValue: Value) => (() => void) | undefined;
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

const COOKIE_NAME = STORAGE_KEYS.token;

/** `console.example.com` → `example.com`; no domain attribute for hosts like `localhost` or IPs. */
export function parentDomainOf(hostname: string): string | null {
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return null;
  const labels = hostname.split('.');
  return labels.length >= 3 ? labels.slice(1).join('.') : hostname;
}

function cookieAttributes(): string {
  const domain = parentDomainOf(window.location.hostname);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; path=/${domain ? `; domain=${domain}` : ''}; SameSite=Lax${secure}`;
}

/** The cookie a browser's `EventSource` signs in with (it cannot send the bearer header). */
export function writeTokenCookie(accessToken: string | null): void {
  if (typeof document === 'undefined') return;
  document.cookie = accessToken
    ? `${COOKIE_NAME}=${encodeURIComponent(accessToken)}${cookieAttributes()}`
    : `${COOKIE_NAME}=${cookieAttributes()}; Max-Age=0`;
}

/** Parses a stored token; the literal text 'undefined' (and anything unreadable) counts as none. */
export function parseStoredTokens(raw: string | null): Tokens | null {
  if (raw === null || raw === '' || raw === 'undefined' || raw === 'null') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    // A bare access token, as older clients stored it.
    return raw.split('.').length === 3 ? { accessToken: raw, refreshToken: '' } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  const { accessToken, refreshToken } = value as Record<string, unknown>;
  if (typeof accessToken !== 'string' || accessToken === '' || accessToken === 'undefined') {
    return null;
  }
  return {
    accessToken,
    refreshToken:
      typeof refreshToken === 'string' && refreshToken !== 'undefined' ? refreshToken : '',
  };
}

/** Follows changes another tab makes to one local-storage key. */
function onStorageKey(key: string, callback: (raw: string | null) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.storageArea === window.localStorage && event.key === key) callback(event.newValue);
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

const tokenStorage: SyncStorage<Tokens | null> = {
  getItem: (key, initialValue) => parseStoredTokens(localStorage.getItem(key)) ?? initialValue,
  setItem: (key, value) => {
    if (value === null) {
      localStorage.removeItem(key);
      writeTokenCookie(null);
      return;
    }
    localStorage.setItem(key, JSON.stringify(value));
    writeTokenCookie(value.accessToken);
  },
  removeItem: (key) => {
    localStorage.removeItem(key);
    writeTokenCookie(null);
  },
  subscribe: (key, callback) => onStorageKey(key, (raw) => callback(parseStoredTokens(raw))),
};

/** A plain string in local storage, accepting JSON-quoted and `{value}` forms too. */
function readChoice(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed !== null && typeof parsed === 'object' && 'value' in parsed) {
      return (parsed as { value: unknown }).value;
    }
    return parsed;
  } catch {
    return raw;
  }
}

function choiceStorage<T extends string>(isValid: (value: unknown) => value is T): SyncStorage<T> {
  const read = (raw: string | null, initialValue: T): T => {
    const value = readChoice(raw);
    return isValid(value) ? value : initialValue;
  };
  return {
    getItem: (key, initialValue) => read(localStorage.getItem(key), initialValue),
    setItem: (key, value) => localStorage.setItem(key, value),
    removeItem: (key) => localStorage.removeItem(key),
    subscribe: (key, callback, initialValue) =>
      onStorageKey(key, (raw) => callback(read(raw, initialValue))),
  };
}

/** `authorizationToken`: `{accessToken, refreshToken}` as JSON. */
export const tokensAtom = atomWithStorage<Tokens | null>(STORAGE_KEYS.token, null, tokenStorage, {
  getOnInit: true,
});

export const languageAtom = atomWithStorage<Language>(
  STORAGE_KEYS.language,
  DEFAULT_LANGUAGE,
  choiceStorage(isLanguage),
  { getOnInit: true },
);

export const timezoneAtom = atomWithStorage<string>(
  STORAGE_KEYS.timezone,
  defaultTimezone(),
  choiceStorage(isTimezone),
  { getOnInit: true },
);

/** Signed in once tokens are stored. */
export const isSignedInAtom = atom((get) => get(tokensAtom) !== null);

/** The token role: first entry of the access token's `groups` claim. */
export const roleAtom = atom((get) => {
  const tokens = get(tokensAtom);
  return tokens ? roleFromToken(tokens.accessToken) : null;
});

export interface ProfileInfo {
  id?: string;
  loginName?: string;
  email?: string;
  name?: string;
  role?: string;
  companyName?: string | null;
}

const baseProfileAtom = atom<ProfileInfo | null>(null);

/** Profile info of the signed-in user; writing merges fields, `null` clears. */
export const profileAtom = atom(
  (get) => get(baseProfileAtom),
  (get, set, update: ProfileInfo | null) => {
    set(baseProfileAtom, update === null ? null : { ...(get(baseProfileAtom) ?? {}), ...update });
  },
);
