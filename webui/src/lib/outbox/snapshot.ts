import { useSyncExternalStore } from 'react';
import type { QueuedWrite, WriteOutcome } from './types';

// What the screens show of the outbox: kept apart from IndexedDB (outbox.ts) so the layout's
// indicator costs no more than this; the outbox fills it in once it starts.

export interface OutboxSnapshot {
  writes: QueuedWrite[];
  outcomes: WriteOutcome[];
}

let snapshot: OutboxSnapshot = { writes: [], outcomes: [] };
const listeners = new Set<() => void>();

export const outboxSnapshot = () => snapshot;

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setOutboxSnapshot(next: OutboxSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

/** The signed-in account's waiting writes and the ones the server did not take. */
export function useOutbox(): OutboxSnapshot {
  return useSyncExternalStore(subscribeOutbox, outboxSnapshot, outboxSnapshot);
}

/** Whether a write of `kind` on `subject` (an issue's id) is waiting to be sent. */
export function useWaiting(kind: QueuedWrite['kind'], subject: string): boolean {
  return useOutbox().writes.some((write) => write.kind === kind && write.subject === subject);
}

/** Dismisses an outcome, or sends now: loads the outbox for it. */
export const outboxActions = () => import('./outbox');
