/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { DATA_CACHE, FETCHED_AT, FROM_CACHE } from './lib/offline-cache';
import { SYNC_TAG } from './lib/outbox/names';
import { flushFromWorker } from './lib/outbox/worker-flush';
import './sw-push';

// The console's service worker: the app shell from the precache, the last answer of each read
// when the network is gone, and the outbox of writes sent by Background Sync.

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

// A new build's worker takes over open pages at once; the first takes over the page that
// registered it, so the phone is ready for the basement without a reload.
void self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/, /^\/metrics/] }));

/** Stamps a kept answer with when it was fetched, and a served one as coming from the cache. */
const stamped: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => restamp(response, FETCHED_AT, new Date().toISOString()),
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse ? restamp(cachedResponse, FROM_CACHE, '1') : null),
};

async function restamp(response: Response, header: string, value: string): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(header, value);
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

// Reads, network first: the live stream, health, the schema and signing in never come from the cache.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/api/') && !/^\/api\/(events|health|schema|authn)(\/|$)/.test(url.pathname),
  new NetworkFirst({
    cacheName: DATA_CACHE,
    networkTimeoutSeconds: 6,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), stamped, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
);

self.addEventListener('sync', (event: Event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag === SYNC_TAG) sync.waitUntil(flushFromWorker());
});
