import { decodeJwtPayload } from '../jwt';
import { getAccessToken, getTokens, refreshSession } from '../session';

// The page sends as whoever is signed in, with the session's token and its renewal.

/** The signed-in account (the token's subject), or null. */
export function currentAccount(): string | null {
  return decodeJwtPayload(getTokens()?.accessToken)?.sub ?? null;
}

const orNull = (token: Promise<{ accessToken: string } | string>) =>
  token.then((value) => (typeof value === 'string' ? value : value.accessToken)).catch(() => null);

export function pageSender(accountId: string) {
  return {
    accountId,
    // Another account signed in meanwhile: this one's writes wait for it.
    token: () => (currentAccount() === accountId ? orNull(getAccessToken()) : Promise.resolve(null)),
    renew: () => (currentAccount() === accountId ? orNull(refreshSession()) : Promise.resolve(null)),
  };
}
