import type { QueryClient } from '@tanstack/react-query';
import { atom } from 'jotai';
import { buildUrl } from './api-client';
import { LIVE_KINDS, isShownBy, parseChange } from './live-keys';
import { signedInUser } from './react-query';
import { isTokenExpired } from './jwt';
import { getAccessToken, getTokens } from './session';
import { tokensAtom, writeTokenCookie } from './session-atoms';
import { appStore } from './store';
import { keyedThrottle } from './throttle';

/**
 * The tab's live updates (`GET /api/events`, docs/live-updates.md): one `EventSource` while
 * someone is signed in, whose messages make the queries that show the changed record stale, so
 * the screens on show refetch them. The stream signs in with the `authorizationToken` cookie,
 * which the session keeps equal to the access token (`session-atoms.ts`).
 */

/** `live` once the server said `ready`; `reconnecting` while it is being opened again. */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'reconnecting';

export const liveStatusAtom = atom<LiveStatus>('off');

export const EVENTS_PATH = '/events';
/** A query refetches at most this often, however many messages name it. */
export const REFETCH_INTERVAL_MS = 1_000;
/** A tab hidden this long lets its stream go (a browser allows few connections to one server). */
export const HIDDEN_CLOSE_MS = 60_000;
/** Waits before opening a stream the server refused or ended again: doubling up to the last. */
export const REOPEN_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
/**
 * A stream ended by its token's expiry is opened again within this (at random): every tab's
 * stream ends at once, and their refreshes are best taken one after another.
 */
export const EXPIRY_SPREAD_MS = 1_000;

export interface LiveOptions {
  /** The stream's maker (tests pass a fake; the browser's `EventSource` otherwise). */
  createSource?: (url: string) => EventSource;
  intervalMs?: number;
  hiddenCloseMs?: number;
}

const setStatus = (status: LiveStatus) => appStore.set(liveStatusAtom, status);

function tokenExpired(): boolean {
  const tokens = getTokens();
  return tokens !== null && isTokenExpired(tokens.accessToken);
}

/** Marks stale every query on show that was read before now: after a gap, or a `reset`. */
function refetchShown(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ predicate: (query) => query.state.status !== 'pending' });
}

/**
 * Opens the stream and keeps it open: `EventSource` reconnects by itself after a dropped
 * connection (sending the last id); one the server refused (an expired token's 401, a 503) is
 * opened again here after a wait, with a fresh token's cookie and the last id read. Answers
 * the function that closes it.
 */
export function connectLive(queryClient: QueryClient, options: LiveOptions = {}): () => void {
  const create = options.createSource ?? ((url: string) => new EventSource(url));
  const hiddenCloseMs = options.hiddenCloseMs ?? HIDDEN_CLOSE_MS;
  const throttle = keyedThrottle((hashes) => {
    const stale = new Set(hashes);
    void queryClient.invalidateQueries({ predicate: (query) => stale.has(query.queryHash) });
  }, options.intervalMs ?? REFETCH_INTERVAL_MS);
  let source: EventSource | null = null;
  let lastId = '';
  let failures = 0;
  let wasLive = false;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;

  const remember = (event: MessageEvent) => {
    if (event.lastEventId) lastId = event.lastEventId;
  };
  const onChange = (event: MessageEvent) => {
    remember(event);
    const change = parseChange(event.data);
    if (!change) return;
    const shown = queryClient.getQueryCache().findAll({ predicate: (query) => isShownBy(change, query.queryKey) });
    throttle.push(shown.map((query) => query.queryHash));
  };
  const onReady = (event: MessageEvent) => {
    remember(event);
    failures = 0;
    wasLive = true;
    setStatus('live');
    refetchShown(queryClient);
  };
  const onReset = (event: MessageEvent) => {
    remember(event);
    refetchShown(queryClient);
  };

  const close = () => {
    clearTimeout(reopenTimer);
    reopenTimer = undefined;
    source?.close();
    source = null;
  };

  const open = (resume: boolean) => {
    close();
    setStatus(wasLive ? 'reconnecting' : 'connecting');
    // Another tab's sign-out may have dropped the cookie after this tab's pair was renewed.
    const tokens = getTokens();
    if (tokens) writeTokenCookie(tokens.accessToken);
    const stream = create(buildUrl(EVENTS_PATH, { lastEventId: resume && lastId ? lastId : undefined }));
    source = stream;
    stream.addEventListener('ready', onReady);
    stream.addEventListener('reset', onReset);
    for (const kind of LIVE_KINDS) stream.addEventListener(kind, onChange);
    stream.onerror = () => {
      if (source !== stream) return;
      setStatus(wasLive ? 'reconnecting' : 'connecting');
      // The server ends a stream when its token expires; the browser would reconnect with
      // the same cookie and be refused, so a fresh token's stream is opened straight away
      // instead (once: a stream that fails again waits).
      if (tokenExpired() && failures === 0) reopenLater(true);
      else if (stream.readyState === stream.CLOSED) reopenLater();
    };
  };

  const reopenLater = (now = false) => {
    close();
    const delay = now ? Math.random() * EXPIRY_SPREAD_MS : REOPEN_DELAYS_MS[Math.min(failures, REOPEN_DELAYS_MS.length - 1)];
    failures += 1;
    const timer = setTimeout(() => {
      // A refused stream is most often an expired token: the cookie follows a fresh one. A
      // refresh that fails signs the user out, which closes this (`followSession`).
      getAccessToken().then(
        () => reopenTimer === timer && open(true),
        () => undefined,
      );
    }, delay);
    reopenTimer = timer;
  };

  const onVisibility = () => {
    clearTimeout(hiddenTimer);
    if (document.visibilityState === 'hidden') {
      hiddenTimer = setTimeout(() => {
        close();
        setStatus('off');
      }, hiddenCloseMs);
    } else if (!source && !reopenTimer) {
      open(false);
    }
  };

  document.addEventListener('visibilitychange', onVisibility);
  open(false);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    clearTimeout(hiddenTimer);
    close();
    throttle.cancel();
    setStatus('off');
  };
}

/**
 * Keeps one stream open while someone is signed in (in this tab or, through the shared
 * storage, another): opened at sign-in, closed at sign-out, opened again for another account.
 * Does nothing where the browser has no `EventSource`.
 */
export function followSession(queryClient: QueryClient, options: LiveOptions = {}): () => void {
  if (!options.createSource && typeof EventSource === 'undefined') return () => undefined;
  let user = signedInUser();
  let stop = user ? connectLive(queryClient, options) : null;
  const unsubscribe = appStore.sub(tokensAtom, () => {
    const next = signedInUser();
    if (next === user) return;
    stop?.();
    user = next;
    stop = next ? connectLive(queryClient, options) : null;
  });
  return () => {
    unsubscribe();
    stop?.();
  };
}
