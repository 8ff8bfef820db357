import type { QueryClient } from '@tanstack/react-query';
import { tokensAtom } from '../session-atoms';
import { appStore } from '../store';
import { OUTBOX_CHANNEL, SYNC_TAG } from './names';
import { flushOutbox, type Fate, type FlushResult } from './flush';
import { currentAccount, pageSender } from './page-sender';
import { addWrite, dismissOutcome, getWrite, keptAnywhere, outcomesOf, writeSender, writesOf } from './store';
import { markPending } from './pending';
import { setOutboxSnapshot } from './snapshot';
import type { QueuedWrite, WriteRequest } from './types';
import { CHANGES } from './writes';

// The page's side of the outbox: queue a write and try it at once, then again when the network
// is back (Background Sync in the service worker, else `online`, the app's start and a timer).

const TIMER_MS = 15_000;

/** What a screen learns of a write it made: sent (with the answer), waiting, or not taken. */
export type Submitted = Fate | { state: 'queued'; write: QueuedWrite };

let client: QueryClient | null = null;
/** The fates of writes this page sent, until the screen that made each reads it. */
const fates = new Map<number, Fate>();
const awaited = new Set<number>();
let channel: BroadcastChannel | null = null;

/** Reads the signed-in account's queue and outcomes again, for the screens. */
export async function refreshOutbox(): Promise<void> {
  const account = currentAccount();
  const next = account ? { writes: await writesOf(account), outcomes: await outcomesOf(account) } : { writes: [], outcomes: [] };
  // Any account's writes keep the mark: another's go when it signs in again.
  markPending(next.writes.length + next.outcomes.length > 0 || (await keptAnywhere()));
  setOutboxSnapshot(next);
}

function changed(kinds: Iterable<QueuedWrite['kind']>): void {
  for (const kind of new Set(kinds)) {
    for (const queryKey of CHANGES[kind]) void client?.invalidateQueries({ queryKey });
  }
}

/** Asks the service worker to send when the browser has a network again (where it can). */
function requestSync(): void {
  const workers = globalThis.navigator?.serviceWorker;
  if (!workers?.controller) return;
  void workers.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(SYNC_TAG))
    .catch(() => undefined);
}

/** Sends what the signed-in account has queued; `force` ignores the backoff. */
export async function flushNow(force = false): Promise<FlushResult | null> {
  const account = currentAccount();
  if (!account) return null;
  const result = await flushOutbox(pageSender(account), { force, onFate: (fate) => awaited.has(fate.write.id) && fates.set(fate.write.id, fate) });
  changed(result.fates.map((fate) => fate.write.kind));
  if (result.remaining > 0) requestSync();
  if (result.fates.length > 0) channel?.postMessage('changed');
  await refreshOutbox();
  return result;
}

/**
 * Queues a write and sends the queue: online the write goes at once (with its
 * Idempotency-Key, so a double tap sends once); offline it waits, in order, and says so.
 */
export async function submitWrite(request: WriteRequest): Promise<Submitted> {
  const account = currentAccount();
  if (!account) throw new Error('Nobody is signed in');
  const write = await addWrite(request, account);
  awaited.add(write.id);
  markPending(true);
  await refreshOutbox();
  await flushNow().finally(() => awaited.delete(write.id));
  // Another flush of this page (the timer, `online`) may have sent it first: its fate is kept.
  const fate = fates.get(write.id);
  fates.delete(write.id);
  if (fate) return fate;
  if (await getWrite(write.id)) return { state: 'queued', write };
  // Sent by the service worker meanwhile: the answer stayed there.
  return { state: 'sent', write, body: undefined };
}

export async function dismiss(id: number): Promise<void> {
  await dismissOutcome(id);
  await refreshOutbox();
}

/** The service worker sends as the signed-in account too: it reads whose token from the outbox. */
async function shareSender(): Promise<void> {
  const account = currentAccount();
  const accessToken = appStore.get(tokensAtom)?.accessToken;
  await writeSender(account && accessToken ? { accountId: account, accessToken } : null).catch(() => undefined);
}

let stopRunning: (() => void) | null = null;

/**
 * Starts sending in the background for the signed-in console (once, however often asked: the
 * layout at start, or the first write made through the outbox); returns how to stop.
 */
export function startOutbox(queryClient: QueryClient): () => void {
  if (typeof indexedDB === 'undefined') return () => undefined;
  stopRunning ??= run(queryClient);
  return () => {
    stopRunning?.();
    stopRunning = null;
  };
}

function run(queryClient: QueryClient): () => void {
  client = queryClient;
  const flush = (force: boolean) => () => void flushNow(force).catch((error: unknown) => console.error('Outbox flush failed', error));
  const onOnline = flush(true);
  const timer = setInterval(flush(false), TIMER_MS);
  window.addEventListener('online', onOnline);
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL);
  if (channel) {
    channel.onmessage = () => {
      changed(Object.keys(CHANGES) as QueuedWrite['kind'][]);
      void refreshOutbox();
    };
  }
  const unsubscribe = appStore.sub(tokensAtom, () => {
    void shareSender();
    // The account that signs in sends what it left waiting.
    flush(true)();
  });
  void shareSender();
  flush(true)();
  return () => {
    clearInterval(timer);
    window.removeEventListener('online', onOnline);
    channel?.close();
    channel = null;
    unsubscribe();
    client = null;
  };
}
