const base64Url = (value: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An unsigned test JWT with `groups: [role]`, expiring `expiresIn` seconds from `now`. */
export function makeToken({
  role = 'admin',
  expiresIn = 3600,
  now = Date.now(),
  sub = 'user-1',
}: { role?: string; expiresIn?: number; now?: number; sub?: string } = {}): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64Url(JSON.stringify({ sub, groups: [role], exp: Math.floor(now / 1000) + expiresIn }));
  return `${header}.${payload}.signature`;
}
