/** Reads a JWT's payload without verifying it: the server is the only judge of a token. */
export interface JwtPayload {
  sub?: string;
  exp?: number;
  groups?: unknown;
  [claim: string]: unknown;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function decodeJwtPayload(token: string | null | undefined): JwtPayload | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length < 2) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    return payload !== null && typeof payload === 'object' ? (payload as JwtPayload) : null;
  } catch {
    return null;
  }
}

/** The role: the first entry of the `groups` claim. */
export function roleFromToken(token: string | null | undefined): string | null {
  const groups = decodeJwtPayload(token)?.groups;
  if (Array.isArray(groups) && typeof groups[0] === 'string') return groups[0];
  return null;
}

/** A token counts as expired this long before its real expiry. */
export const TOKEN_EXPIRY_MARGIN_MS = 5_000;

/** True once `now` is within the margin of the token's `exp`; a token without `exp` never expires here. */
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  const exp = decodeJwtPayload(token)?.exp;
  if (typeof exp !== 'number') return false;
  return now >= exp * 1000 - TOKEN_EXPIRY_MARGIN_MS;
}
