/**
 * Pages anyone may open without signing in, outside the console's layout and its role
 * tables (`paths` lists only the signed-in screens and sign-in).
 */
export const publicPaths = {
  /** A facility's feedback page, opened from its printed QR code. */
  visit: '/visit/:token',
  /** Setting a new password through a one-time link (`?token=`) an administrator issued. */
  resetPassword: '/reset-password',
} as const;

/** The address of a facility's feedback page. */
export function visitPath(token: string): string {
  return `/visit/${encodeURIComponent(token)}`;
}
