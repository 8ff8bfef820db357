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
import { parseStoredTokens, readChoice, writeStoredTokens, type Tokens } from './stored-session';

export { parentDomainOf, parseStoredTokens, writeTokenCookie, type Tokens } from './stored-session';

/** jotai's synchronous storage shape (its type is not exported). */
interface SyncStorage<Value> {
  getItem: (key: string, initialValue: Value) => Value;
  setItem: (key: string, newValue: Value) => void;
  removeItem: (key: string) => void;
  subscribe?: (key: string, callback: (value: Value) => void, initialValue: Value) => (() => void) | undefined;
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
  setItem: (_key, value) => writeStoredTokens(value),
  removeItem: () => writeStoredTokens(null),
  subscribe: (key, callback) => onStorageKey(key, (raw) => callback(parseStoredTokens(raw))),
};

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
