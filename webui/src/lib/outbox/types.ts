/** What a queued write does, for its label, the records it changes and how a refusal reads. */
export type WriteKind = 'resolve' | 'task' | 'check-in' | 'leave' | 'issue';

/** A write as a screen describes it: the call, and what to show while it waits. */
export interface WriteRequest {
  method: 'POST' | 'PUT' | 'DELETE';
  /** The API path, `/api/…`. */
  path: string;
  body?: unknown;
  kind: WriteKind;
  /** What the waiting list says of it ("Resolve: Paper level low"). */
  label: string;
  /** The record it changes (an issue's id for a resolve), so its screen can show it waiting. */
  subject?: string;
}

/** A write kept on the phone until the server has it, sent in `id` order. */
export interface QueuedWrite extends WriteRequest {
  /** Ascending: the order the writes were made in. */
  id: number;
  /** The `Idempotency-Key`, made once when queued: every retry sends the same one. */
  key: string;
  queuedAt: string;
  /** The account it was made by; sent only with that account's token. */
  accountId: string;
  /** Tries that failed for want of a network or a working server. */
  attempts: number;
  /** Not tried again by the timer before this (ms since the epoch): the backoff. */
  notBefore: number;
}

/**
 * A write the server did not take. `conflict`: someone resolved the issue first (who, when);
 * `rejected`: any other refusal, with the server's message. Shown until dismissed.
 */
export interface WriteOutcome {
  id: number;
  accountId: string;
  kind: WriteKind;
  label: string;
  subject?: string;
  outcome: 'conflict' | 'rejected';
  at: string;
  status?: number;
  code?: string | null;
  message?: string;
  /** The fields the server named, as its error body lists them. */
  violations?: { field?: string; message?: string; code?: string; params?: Record<string, unknown> }[];
  resolvedByName?: string | null;
  resolvedAt?: string | null;
}

/** Who the phone sends as: the service worker reads it, as it has no local storage. */
export interface SenderRecord {
  accountId: string;
  accessToken: string;
}
