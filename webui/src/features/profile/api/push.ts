import { apiClient } from '@/lib/api-client';
import type { ApiSchema } from '@/api/schemas';

/** A browser's push subscription, as POST /api/push/subscriptions takes it. */
export type PushSubscriptionBody = ApiSchema<'SubscriptionBody'>;

/** GET /api/push/key: the console's VAPID public key, base64url. */
export async function getPushKey(): Promise<string> {
  const reply = await apiClient.get<ApiSchema<'PushKeyOut'>>('/push/key');
  return reply.publicKey;
}

/** POST /api/push/subscriptions → 201: this browser told of the account's new issues. */
export function postSubscription(body: PushSubscriptionBody): Promise<void> {
  return apiClient.post('/push/subscriptions', body);
}

/** DELETE /api/push/subscriptions → 204: this browser told no more. */
export function deleteSubscription(endpoint: string): Promise<void> {
  return apiClient.delete('/push/subscriptions', { body: { endpoint } });
}

/** What the switch asks of the browser; the real one below, a fake in tests. */
export interface BrowserPush {
  /** Whether this browser can be pushed to at all (an iPhone only from the installed app). */
  supported(): boolean;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  /** This browser's subscription, if it has one; one made with another key (rotated since) is made afresh with `key`. */
  current(key: string): Promise<PushSubscriptionJSON | null>;
  subscribe(key: string): Promise<PushSubscriptionJSON>;
  /** Drops the subscription; answers its endpoint, or null when there was none. */
  unsubscribe(): Promise<string | null>;
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

function sameKey(held: ArrayBuffer | null | undefined, key: string): boolean {
  if (!held) return false;
  const a = new Uint8Array(held);
  const b = fromBase64Url(key);
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** The page's service worker; none (a development server): no push. */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

export const browserPush: BrowserPush = {
  supported: () =>
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window,
  permission: () => Notification.permission,
  requestPermission: () => Notification.requestPermission(),
  async current(key) {
    const ready = await registration();
    const held = await ready?.pushManager.getSubscription();
    if (!ready || !held) return null;
    if (sameKey(held.options.applicationServerKey, key)) return held.toJSON();
    // Made with a key since rotated: the push service refuses it now, so it is made afresh.
    await held.unsubscribe();
    const made = await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64Url(key) });
    return made.toJSON();
  },
  async subscribe(key) {
    const ready = await registration();
    if (!ready) throw new Error('No service worker');
    const made = await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64Url(key) });
    return made.toJSON();
  },
  async unsubscribe() {
    const held = await (await registration())?.pushManager.getSubscription();
    if (!held) return null;
    await held.unsubscribe();
    return held.endpoint;
  },
};

/** The body for the server: the endpoint, its two keys, and the language pushes are worded in. */
export function subscriptionBody(json: PushSubscriptionJSON, language: string): PushSubscriptionBody {
  return {
    endpoint: json.endpoint ?? '',
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    language: language === 'zh' ? 'zh' : 'en',
  };
}
