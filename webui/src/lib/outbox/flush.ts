import { oneSenderAtATime } from './lock';
import { putWrite, removeWrite, settleWrite, writesOf } from './store';
import type { QueuedWrite, WriteOutcome } from './types';

// Sends an account's queued writes, oldest first, one at a time, each with its own
// Idempotency-Key, from the page or the service worker alike.

/** Who sends: the account, and its bearer token. */
export interface Sender {
  accountId: string;
  /** A usable access token, or null to send nothing now. */
  token(): Promise<string | null>;
  /** After a 401: a renewed token, or null (the writes wait until the account signs in again). */
  renew?(): Promise<string | null>;
}

/** What became of one write this flush sent. */
export type Fate =
  | { state: 'sent'; write: QueuedWrite; body: unknown }
  | { state: 'conflict' | 'rejected'; write: QueuedWrite; outcome: WriteOutcome };

/** Why a flush stopped before the queue was empty. */
export type Stop = 'network' | 'server' | 'signed-out' | 'backoff';

export interface FlushResult {
  fates: Fate[];
  remaining: number;
  stoppedBy?: Stop;
}

export interface FlushOptions {
  /** Ignore the backoff: the network came back, or the app just started. */
  force?: boolean;
  /** Each write's fate as it is known (the page refreshes what it changed). */
  onFate?: (fate: Fate) => void;
}

const FIRST_DELAY_MS = 5_000;
const MAX_DELAY_MS = 60_000;

/** 5 s, 10 s, 20 s… up to a minute between tries of a write the network or server failed. */
export const backoffMs = (attempts: number) => Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);

interface Reply {
  status: number;
  body: unknown;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function send(write: QueuedWrite, token: string): Promise<Reply | null> {
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': write.key };
  if (write.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(write.path, {
      method: write.method,
      headers,
      body: write.body === undefined ? undefined : JSON.stringify(write.body),
    });
    return { status: response.status, body: await readBody(response) };
  } catch {
    return null;
  }
}

const field = (body: unknown, name: string): unknown => (body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined);
const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** Who resolved the issue and when, as its record says now (nothing when it cannot be read). */
async function resolution(write: QueuedWrite, token: string): Promise<Pick<WriteOutcome, 'resolvedByName' | 'resolvedAt'>> {
  if (!write.subject) return {};
  try {
    const response = await fetch(`/api/issues/${encodeURIComponent(write.subject)}`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    const issue = response.ok ? await readBody(response) : undefined;
    return { resolvedByName: text(field(issue, 'resolvedByName')), resolvedAt: text(field(issue, 'resolvedAt')) };
  } catch {
    return {};
  }
}

/** Someone resolved the issue first (servers without codes answer a bare 409). */
const isConflict = (write: QueuedWrite, reply: Reply) => {
  const code = field(reply.body, 'code');
  return write.kind === 'resolve' && reply.status === 409 && (code === 'already-resolved' || code === undefined || code === null);
};

/** Worth trying again later: no server, a failing one, too many calls, or the same key still running. */
const retryLater = (reply: Reply) =>
  reply.status >= 500 || reply.status === 408 || reply.status === 429 || (reply.status === 409 && field(reply.body, 'code') === 'idempotency-key-in-flight');

async function postpone(write: QueuedWrite): Promise<void> {
  const attempts = write.attempts + 1;
  await putWrite({ ...write, attempts, notBefore: Date.now() + backoffMs(attempts) });
}

/** Sends one write; its fate, or why the queue must wait. */
async function sendOne(write: QueuedWrite, sender: Sender): Promise<Fate | Stop> {
  let token = await sender.token();
  if (!token) return 'signed-out';
  let reply = await send(write, token);
  if (reply?.status === 401 && sender.renew) {
    token = await sender.renew();
    if (!token) return 'signed-out';
    reply = await send(write, token);
  }
  if (reply === null || retryLater(reply)) {
    await postpone(write);
    return reply === null ? 'network' : 'server';
  }
  if (reply.status === 401) return 'signed-out';
  if (reply.status < 300) {
    await removeWrite(write.id);
    return { state: 'sent', write, body: reply.body };
  }
  if (isConflict(write, reply)) {
    const outcome = await settleWrite(write, { outcome: 'conflict', status: 409, code: 'already-resolved', ...(await resolution(write, token)) });
    return { state: 'conflict', write, outcome };
  }
  const outcome = await settleWrite(write, {
    outcome: 'rejected',
    status: reply.status,
    code: text(field(reply.body, 'code')),
    message: text(field(reply.body, 'message')) ?? undefined,
    violations: Array.isArray(field(reply.body, 'violations')) ? (field(reply.body, 'violations') as WriteOutcome['violations']) : [],
  });
  return { state: 'rejected', write, outcome };
}

const offline = () => (globalThis.navigator as Navigator | undefined)?.onLine === false;

/**
 * Sends the account's writes in the order they were made, one at a time; stops at the first
 * that must wait (no network, a failing server, signed out, its backoff) so none overtakes it.
 */
export function flushOutbox(sender: Sender, { force = false, onFate }: FlushOptions = {}): Promise<FlushResult> {
  return oneSenderAtATime(async () => {
    const fates: Fate[] = [];
    const queue = await writesOf(sender.accountId);
    for (const [index, write] of queue.entries()) {
      const stop: Stop | null = offline() ? 'network' : !force && write.notBefore > Date.now() ? 'backoff' : null;
      const fate = stop ?? (await sendOne(write, sender));
      if (typeof fate === 'string') return { fates, remaining: queue.length - index, stoppedBy: fate };
      fates.push(fate);
      onFate?.(fate);
    }
    return { fates, remaining: 0 };
  });
}
