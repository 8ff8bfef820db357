import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '@/testing/jwt';
import { json, mockFetch } from '@/testing/mock-fetch';
import { EXPIRY_SPREAD_MS, followSession, liveStatusAtom, REOPEN_DELAYS_MS } from './live';
import { createQueryClient, testQueryConfig } from './react-query';
import { clearSession, getTokens, storeTokens } from './session';
import { appStore } from './store';

/** An `EventSource` the test drives: it says what the server would. */
class FakeSource {
  static opened: FakeSource[] = [];
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readyState = 0;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = this.CLOSED;
  }
  emit(type: string, data: unknown = {}, id = '') {
    this.readyState = this.OPEN;
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  fail(closed: boolean) {
    this.readyState = closed ? this.CLOSED : this.CONNECTING;
    this.onerror?.();
  }
}

const signIn = (sub = 'u1') => storeTokens({ accessToken: makeToken({ sub, role: 'CleaningCompanySupervisor' }), refreshToken: `refresh-${sub}` });
const status = () => appStore.get(liveStatusAtom);
const latest = () => FakeSource.opened[FakeSource.opened.length - 1];
const createSource = (url: string) => new FakeSource(url) as unknown as EventSource;

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('live updates', () => {
  let client = createQueryClient(testQueryConfig);
  let stop: () => void = () => undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    FakeSource.opened = [];
    client = createQueryClient(testQueryConfig);
  });
  afterEach(() => {
    stop();
    setVisibility('visible');
    vi.useRealTimers();
  });

  /** A query with data, as a screen on show holds it. */
  const shown = (key: unknown[]) => client.setQueryData(key, 'data');
  const isStale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;

  it('opens one stream at sign-in, is live on ready, and closes at sign-out', () => {
    stop = followSession(client, { createSource });
    expect(FakeSource.opened).toEqual([]);
    signIn();
    expect(FakeSource.opened.map((source) => source.url)).toEqual(['/api/events']);
    expect(status()).toBe('connecting');
    latest().emit('ready');
    expect(status()).toBe('live');
    signIn(); // a refreshed token of the same account keeps the stream
    expect(FakeSource.opened).toHaveLength(1);
    clearSession();
    expect(latest().readyState).toBe(2);
    expect(status()).toBe('off');
  });

  it('marks the queries a change names stale, each at most once a second', async () => {
    signIn();
    stop = followSession(client, { createSource });
    latest().emit('ready');
    shown(['issues', 'list', {}]);
    shown(['issues', 'detail', 'x2']);
    shown(['devices', 'list', {}]);
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    latest().emit('issue', { kind: 'issue', id: 'x1', type: 'Opened' }, 'c1');
    expect(isStale(['issues', 'list', {}])).toBe(true);
    expect(isStale(['issues', 'detail', 'x2'])).toBe(false);
    expect(isStale(['devices', 'list', {}])).toBe(false);
    expect(invalidate).toHaveBeenCalledTimes(1);

    for (let n = 0; n < 20; n += 1) latest().emit('issue', { kind: 'issue', id: `x${n + 3}`, type: 'Opened' }, `c${n + 2}`);
    expect(invalidate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('opens a refused stream again after a wait, from the last id, and refetches what is shown once ready', async () => {
    signIn();
    stop = followSession(client, { createSource });
    const first = latest();
    first.emit('ready');
    first.emit('device', { kind: 'device', id: 'd1', type: 'Recorded' }, 'devices:7');
    shown(['companies', 'list', {}]);

    first.fail(false); // dropped: the browser reconnects by itself
    expect(status()).toBe('reconnecting');
    expect(FakeSource.opened).toHaveLength(1);

    first.fail(true); // refused (an expired token's 401): opened again here
    await vi.advanceTimersByTimeAsync(REOPEN_DELAYS_MS[0]);
    expect(FakeSource.opened).toHaveLength(2);
    expect(latest().url).toBe('/api/events?lastEventId=devices%3A7');
    expect(first.readyState).toBe(2);
    expect(isStale(['companies', 'list', {}])).toBe(false);
    latest().emit('ready');
    expect(status()).toBe('live');
    expect(isStale(['companies', 'list', {}])).toBe(true);
  });

  it('opens a stream with a fresh token at once when the server ends one at its token’s expiry', async () => {
    storeTokens({ accessToken: makeToken({ sub: 'u1', expiresIn: 60 }), refreshToken: 'refresh-u1' });
    const fresh = makeToken({ sub: 'u1', expiresIn: 900, now: Date.now() + 60_000 });
    const { calls } = mockFetch(({ path }) => (path === '/api/authn/refresh' ? json({ accessToken: fresh, refreshToken: 'refresh-2' }) : undefined));
    stop = followSession(client, { createSource });
    latest().emit('ready', {}, 'c1');
    await vi.advanceTimersByTimeAsync(60_000);
    latest().fail(false); // the stream ended; the browser would try the expired cookie in 3 s
    await vi.advanceTimersByTimeAsync(EXPIRY_SPREAD_MS);
    expect(calls.map((call) => call.path)).toEqual(['/api/authn/refresh']);
    expect(getTokens()?.accessToken).toBe(fresh);
    expect(FakeSource.opened).toHaveLength(2);
    expect(latest().url).toBe('/api/events?lastEventId=c1');
  });

  it('waits longer after each refusal in a row', async () => {
    signIn();
    stop = followSession(client, { createSource });
    for (const [n, delay] of REOPEN_DELAYS_MS.slice(0, 3).entries()) {
      latest().fail(true);
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(FakeSource.opened).toHaveLength(n + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeSource.opened).toHaveLength(n + 2);
    }
    expect(status()).toBe('connecting');
  });

  it('refetches everything shown on reset', () => {
    signIn();
    stop = followSession(client, { createSource });
    latest().emit('ready');
    shown(['leaves', 'list', {}]);
    latest().emit('reset', { reason: 'too-far-behind' });
    expect(isStale(['leaves', 'list', {}])).toBe(true);
  });

  it('lets the stream go while the tab is hidden, and opens a fresh one when it is shown', async () => {
    signIn();
    stop = followSession(client, { createSource, hiddenCloseMs: 60_000 });
    latest().emit('ready', {}, 'c1');
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(59_000);
    expect(status()).toBe('live');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(status()).toBe('off');
    expect(latest().readyState).toBe(2);
    setVisibility('visible');
    expect(FakeSource.opened).toHaveLength(2);
    expect(latest().url).toBe('/api/events');
    expect(status()).toBe('reconnecting');
  });

  it('opens nothing where the browser has no EventSource', () => {
    signIn();
    expect(typeof EventSource).toBe('undefined');
    stop = followSession(client);
    expect(status()).toBe('off');
  });
});
