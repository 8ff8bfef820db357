import { describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session';
import { records } from '@/testing/api-records';
import { json, mockFetch, noContent, type Call } from '@/testing/mock-fetch';
import { signInAs } from '@/testing/test-utils';
import { flushOutbox, type Sender } from './flush';
import { addWrite, outcomesOf, writesOf } from './store';
import { checkInWrite, resolveIssueWrite, taskStatusWrite } from './writes';

const sender = (accountId: string, token: string | null = `token-${accountId}`): Sender => ({ accountId, token: () => Promise.resolve(token) });
const networkDown = () => {
  throw new TypeError('Failed to fetch');
};
const writesSent = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

describe('the outbox', () => {
  it('sends the writes in the order they were made, one at a time, each with its own key', async () => {
    await addWrite(resolveIssueWrite('i1', 'Resolve: Paper'), 'u1');
    await addWrite(taskStatusWrite('t1', 'IN_PROGRESS', 'Start: Refill'), 'u1');
    await addWrite(checkInWrite('DOOR1', '2026-11-26T08:00:00.000Z', 'Check-in'), 'u1');
    let inFlight = 0;
    let most = 0;
    const { calls } = mockFetch(async (call) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((done) => setTimeout(done, 5));
      inFlight -= 1;
      if (call.path === '/api/check-ins') return json({ id: 'c1', facilityId: 'f1', staffId: 'u1', time: '2026-11-26T08:00:00Z' }, 201);
      return noContent();
    });
    const result = await flushOutbox(sender('u1'));
    expect(writesSent(calls).map((call) => call.path)).toEqual(['/api/issues/i1/status', '/api/tasks/t1/status', '/api/check-ins']);
    expect(most).toBe(1);
    expect(new Set(calls.map((call) => call.headers.get('Idempotency-Key'))).size).toBe(3);
    expect(calls.every((call) => call.headers.get('Authorization') === 'Bearer token-u1')).toBe(true);
    expect(calls[2].body).toEqual({ code: 'DOOR1', time: '2026-11-26T08:00:00.000Z' });
    expect(result).toEqual(expect.objectContaining({ remaining: 0 }));
    expect(await writesOf('u1')).toEqual([]);
  });

  it('keeps a write while the network or the server fails, and sends it again with the same key', async () => {
    await addWrite(resolveIssueWrite('i1', 'Resolve'), 'u1');
    await addWrite(resolveIssueWrite('i2', 'Resolve'), 'u1');
    let answer: 'down' | 'failing' | 'up' = 'down';
    const { calls } = mockFetch(() => (answer === 'down' ? networkDown() : answer === 'failing' ? json({ message: 'Unavailable', code: 'unavailable', params: {}, violations: [] }, 503) : noContent()));
    expect(await flushOutbox(sender('u1'))).toEqual({ fates: [], remaining: 2, stoppedBy: 'network' });
    // The backoff holds the timer's flush back; the second write does not overtake the first.
    expect(await flushOutbox(sender('u1'))).toEqual({ fates: [], remaining: 2, stoppedBy: 'backoff' });
    answer = 'failing';
    expect((await flushOutbox(sender('u1'), { force: true })).stoppedBy).toBe('server');
    answer = 'up';
    expect((await flushOutbox(sender('u1'), { force: true })).remaining).toBe(0);
    const keys = calls.map((call) => `${call.path} ${call.headers.get('Idempotency-Key')}`);
    expect(keys.slice(0, 3).every((key) => key === keys[0])).toBe(true);
    expect(calls.map((call) => call.path)).toEqual(['/api/issues/i1/status', '/api/issues/i1/status', '/api/issues/i1/status', '/api/issues/i2/status']);
    expect(await writesOf('u1')).toEqual([]);
  });

  it('a replayed answer counts as sent: a flush triggered twice sends each write once', async () => {
    await addWrite(resolveIssueWrite('i1', 'Resolve'), 'u1');
    const seen = new Set<string>();
    const { calls } = mockFetch((call) => {
      const key = call.headers.get('Idempotency-Key') ?? '';
      const replay = seen.has(key);
      seen.add(key);
      return new Response(null, { status: 204, headers: replay ? { 'Idempotent-Replayed': 'true' } : {} });
    });
    const [first, second] = await Promise.all([flushOutbox(sender('u1'), { force: true }), flushOutbox(sender('u1'), { force: true })]);
    expect(first.fates.length + second.fates.length).toBe(1);
    expect(calls).toHaveLength(1);
  });

  it('moves a resolve someone else made first to the conflicts, with who resolved it and when', async () => {
    await addWrite(resolveIssueWrite('i1', 'Resolve: Paper level low'), 'u1');
    const resolved = { resolvedByName: 'Siti Rahman', resolvedAt: '2026-11-26T09:15:00Z' };
    mockFetch((call) =>
      call.method === 'PUT'
        ? json({ message: 'The issue is already resolved', code: 'already-resolved', params: {}, violations: [] }, 409)
        : json(records.issue({ id: 'i1', status: 'RESOLVED', issuesStatus: 2, ...resolved })),
    );
    const { fates } = await flushOutbox(sender('u1'));
    expect(fates.map((fate) => fate.state)).toEqual(['conflict']);
    expect(await writesOf('u1')).toEqual([]);
    expect(await outcomesOf('u1')).toEqual([expect.objectContaining({ outcome: 'conflict', label: 'Resolve: Paper level low', subject: 'i1', ...resolved })]);
  });

  it('says what the server did not accept, with its message, and goes on with the next write', async () => {
    await addWrite(taskStatusWrite('t1', 'DONE', 'Complete: Refill'), 'u1');
    await addWrite(resolveIssueWrite('i1', 'Resolve'), 'u1');
    const { calls } = mockFetch((call) =>
      call.path === '/api/tasks/t1/status' ? json({ message: 'The task is done already', code: 'conflict', params: {}, violations: [] }, 409) : noContent(),
    );
    const { fates } = await flushOutbox(sender('u1'));
    expect(fates.map((fate) => fate.state)).toEqual(['rejected', 'sent']);
    expect(calls).toHaveLength(2);
    expect(await outcomesOf('u1')).toEqual([expect.objectContaining({ outcome: 'rejected', status: 409, message: 'The task is done already' })]);
  });

  it('keeps the writes while the account is signed out, and sends them once it signs in again', async () => {
    await addWrite(resolveIssueWrite('i1', 'Resolve'), 'u1');
    const { calls } = mockFetch((call) => (call.headers.get('Authorization') === 'Bearer fresh' ? noContent() : json({ message: 'Not authorized', code: 'not-authorized', params: {}, violations: [] }, 401)));
    expect((await flushOutbox({ ...sender('u1', 'stale'), renew: () => Promise.resolve(null) })).stoppedBy).toBe('signed-out');
    expect(await writesOf('u1')).toHaveLength(1);
    expect((await flushOutbox(sender('u1', null))).stoppedBy).toBe('signed-out');
    expect((await flushOutbox({ ...sender('u1', 'stale'), renew: () => Promise.resolve('fresh') })).remaining).toBe(0);
    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual(['Bearer stale', 'Bearer stale', 'Bearer fresh']);
    expect(new Set(calls.map((call) => call.headers.get('Idempotency-Key'))).size).toBe(1);
  });

  it('sends only the writes of the account signed in, each with its own token; signing out keeps them', async () => {
    signInAs('cleaner');
    await addWrite(resolveIssueWrite('i1', 'Resolve'), 'cleaner-a');
    clearSession();
    expect(await writesOf('cleaner-a')).toHaveLength(1);
    await addWrite(resolveIssueWrite('i2', 'Resolve'), 'cleaner-b');
    const { calls } = mockFetch(() => noContent());
    await flushOutbox(sender('cleaner-b'));
    expect(calls.map((call) => [call.path, call.headers.get('Authorization')])).toEqual([['/api/issues/i2/status', 'Bearer token-cleaner-b']]);
    expect(await writesOf('cleaner-a')).toHaveLength(1);
    await flushOutbox(sender('cleaner-a'));
    expect(calls.map((call) => call.path)).toEqual(['/api/issues/i2/status', '/api/issues/i1/status']);
  });

  it('keeps the writes in the order they were made, whichever tries fail on the way', async () => {
    // Every pattern of failed and working tries for four writes.
    for (let pattern = 0; pattern < 16; pattern += 1) {
      const account = `u-${pattern}`;
      const made: string[] = [];
      for (let index = 0; index < 4; index += 1) {
        made.push(`/api/issues/i${index}/status`);
        await addWrite(resolveIssueWrite(`i${index}`, 'Resolve'), account);
      }
      const tries = [0, 1, 2, 3].map((bit) => (pattern & (1 << bit)) !== 0);
      const sent: string[] = [];
      mockFetch((call) => {
        if (tries.shift()) return networkDown();
        sent.push(call.path);
        return noContent();
      });
      for (let round = 0; round < 8 && (await writesOf(account)).length > 0; round += 1) await flushOutbox(sender(account), { force: true });
      expect(sent).toEqual(made);
    }
  });
});
