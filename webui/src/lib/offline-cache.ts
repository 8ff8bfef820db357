/**
 * The service worker's cache of the API's answers (src/sw.ts): what a phone shows while it has
 * no network. It holds the signed-in person's data, so signing out forgets it before anyone
 * else signs in on the same phone. Writes waiting to be sent (lib/outbox) are not forgotten:
 * they stay with their account and go when it signs in again.
 */
export const DATA_CACHE = 'console-data';

/** The header a kept answer carries: when it was fetched from the server (ISO time). */
export const FETCHED_AT = 'X-Fetched-At';

/** The header of an answer the service worker served from its cache, the network being gone. */
export const FROM_CACHE = 'X-Served-From-Cache';

export async function forgetOfflineData(): Promise<void> {
  // The build's configuration reads this module too, where there is no Cache Storage.
  const storage = (globalThis as { caches?: { delete(name: string): Promise<boolean> } }).caches;
  await storage?.delete(DATA_CACHE);
}
