import { useSyncExternalStore } from 'react';
import { FETCHED_AT, FROM_CACHE } from './offline-cache';

// Whether the console reaches its server, as its last calls found: answers from the service
// worker's cache (src/sw.ts) mean it does not, and say when what is shown was fetched.

export interface Connectivity {
  /** The last call did not reach the server (or the browser says it has no network). */
  offline: boolean;
  /** The oldest fetch time of the answers shown from the cache since going offline (ms). */
  fetchedAt: number | null;
}

let state: Connectivity = { offline: false, fetchedAt: null };
const listeners = new Set<() => void>();

function set(next: Connectivity): void {
  if (next.offline === state.offline && next.fetchedAt === state.fetchedAt) return;
  state = next;
  for (const listener of listeners) listener();
}

/** After each answer: one from the network means online again; one from the cache, offline. */
export function noteAnswer(response: Response): void {
  if (!response.headers.has(FROM_CACHE)) {
    set({ offline: false, fetchedAt: null });
    return;
  }
  const fetched = Date.parse(response.headers.get(FETCHED_AT) ?? '');
  const fetchedAt = Number.isNaN(fetched) ? state.fetchedAt : Math.min(fetched, state.fetchedAt ?? fetched);
  set({ offline: true, fetchedAt });
}

/** A call that reached nothing. */
export function noteUnreachable(): void {
  set({ ...state, offline: true });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const onChange = () => listener();
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

let browserOffline: Connectivity = { offline: true, fetchedAt: null };
const snapshot = (): Connectivity => {
  if (globalThis.navigator?.onLine !== false) return state;
  // The browser knows it has no network: offline, with what the cache said of its answers.
  if (browserOffline.fetchedAt !== state.fetchedAt) browserOffline = { offline: true, fetchedAt: state.fetchedAt };
  return browserOffline;
};

export function useConnectivity(): Connectivity {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** For tests: online, nothing from the cache. */
export function resetConnectivity(): void {
  state = { offline: false, fetchedAt: null };
}

/** True when the browser says so or a call just failed to reach the server. */
export const isOffline = () => globalThis.navigator?.onLine === false || state.offline;
