import { DEFAULT_LANGUAGE, STORAGE_KEYS, isLanguage, type Language } from '@/config/locale';

// The session and the language as local storage keeps them, read and written without jotai:
// the sign-in page's own entry (main.tsx) uses these before the console's store exists.

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

/** A plain string in local storage, accepting JSON-quoted and `{value}` forms too. */
export function readChoice(raw: string | null): unknown {
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

/** Writes the pair (or, with null, removes it) where the console's session atom reads it. */
export function writeStoredTokens(tokens: Tokens | null): void {
  if (tokens === null) {
    localStorage.removeItem(STORAGE_KEYS.token);
    writeTokenCookie(null);
    return;
  }
  localStorage.setItem(STORAGE_KEYS.token, JSON.stringify(tokens));
  writeTokenCookie(tokens.accessToken);
}

/** The pair local storage holds now, if any. */
export function readStoredTokens(): Tokens | null {
  return parseStoredTokens(localStorage.getItem(STORAGE_KEYS.token));
}

/** The language chosen last, or the default one. */
export function readStoredLanguage(): Language {
  const value = readChoice(localStorage.getItem(STORAGE_KEYS.language));
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
