import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueuedWrite, SenderRecord, WriteOutcome, WriteRequest } from './types';

// The outbox in IndexedDB, shared by the page and the service worker (sw.ts): the writes
// waiting to be sent, the ones the server did not take, and whose token sends them.

const DB_NAME = 'hygiene-outbox';
const SENDER = 'current';

interface OutboxDb extends DBSchema {
  writes: { key: number; value: QueuedWrite; indexes: { account: string } };
  outcomes: { key: number; value: WriteOutcome; indexes: { account: string } };
  sender: { key: string; value: SenderRecord };
}

let opened: Promise<IDBPDatabase<OutboxDb>> | null = null;

function db(): Promise<IDBPDatabase<OutboxDb>> {
  opened ??= openDB<OutboxDb>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('writes', { keyPath: 'id', autoIncrement: true }).createIndex('account', 'accountId');
      database.createObjectStore('outcomes', { keyPath: 'id' }).createIndex('account', 'accountId');
      database.createObjectStore('sender');
    },
  });
  return opened;
}

/** For tests: forget the open connection (a fresh fake IndexedDB follows). */
export function closeOutboxDb(): void {
  void opened?.then((database) => database.close());
  opened = null;
}

/** A v4 uuid; `crypto.randomUUID` is missing outside secure contexts. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Keeps a write, with a fresh Idempotency-Key, after every write queued before it. */
export async function addWrite(request: WriteRequest, accountId: string): Promise<QueuedWrite> {
  const write = { ...request, key: newKey(), queuedAt: new Date().toISOString(), accountId, attempts: 0, notBefore: 0 };
  const id = await (await db()).add('writes', write as QueuedWrite);
  return { ...write, id };
}

/** The account's waiting writes, oldest first. */
export async function writesOf(accountId: string): Promise<QueuedWrite[]> {
  const writes = await (await db()).getAllFromIndex('writes', 'account', accountId);
  return writes.sort((a, b) => a.id - b.id);
}

export async function getWrite(id: number): Promise<QueuedWrite | undefined> {
  return (await db()).get('writes', id);
}

export async function putWrite(write: QueuedWrite): Promise<void> {
  await (await db()).put('writes', write);
}

export async function removeWrite(id: number): Promise<void> {
  await (await db()).delete('writes', id);
}

/** Moves a write the server refused to the outcomes shown to its author. */
export async function settleWrite(write: QueuedWrite, outcome: Omit<WriteOutcome, 'id' | 'accountId' | 'kind' | 'label' | 'subject' | 'at'>): Promise<WriteOutcome> {
  const record: WriteOutcome = {
    id: write.id,
    accountId: write.accountId,
    kind: write.kind,
    label: write.label,
    subject: write.subject,
    at: new Date().toISOString(),
    ...outcome,
  };
  const tx = (await db()).transaction(['writes', 'outcomes'], 'readwrite');
  await Promise.all([tx.objectStore('outcomes').put(record), tx.objectStore('writes').delete(write.id), tx.done]);
  return record;
}

export async function outcomesOf(accountId: string): Promise<WriteOutcome[]> {
  const outcomes = await (await db()).getAllFromIndex('outcomes', 'account', accountId);
  return outcomes.sort((a, b) => a.id - b.id);
}

export async function dismissOutcome(id: number): Promise<void> {
  await (await db()).delete('outcomes', id);
}

export async function readSender(): Promise<SenderRecord | undefined> {
  return (await db()).get('sender', SENDER);
}

/** Whose token sends (null: nobody is signed in, and nothing is sent). */
export async function writeSender(sender: SenderRecord | null): Promise<void> {
  const database = await db();
  await (sender ? database.put('sender', sender, SENDER) : database.delete('sender', SENDER));
}

/** Whether any account has writes waiting or refusals to see. */
export async function keptAnywhere(): Promise<boolean> {
  const database = await db();
  return (await database.count('writes')) + (await database.count('outcomes')) > 0;
}
