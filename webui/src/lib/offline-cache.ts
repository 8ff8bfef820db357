/**
 * The service worker's cache of the API's answers (vite.config.ts, `installable`): what a phone
 * shows while it has no network. It holds the signed-in person's data, so signing out forgets it
 * before anyone else signs in on the same phone.
 */
export const DATA_CACHE = 'console-data';

export async function forgetOfflineData(): Promise<void> {
  // The build's configuration reads this module too, where there is no Cache Storage.
  const storage = (globalThis as { caches?: { delete(name: string): Promise<boolean> } }).caches;
  await storage?.delete(DATA_CACHE);
}
