import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FETCHED_AT, FROM_CACHE } from '@/lib/offline-cache';
import { noteAnswer, resetConnectivity } from '@/lib/connectivity';
import { flushOutbox } from '@/lib/outbox/flush';
import { refreshOutbox } from '@/lib/outbox/outbox';
import { addWrite } from '@/lib/outbox/store';
import { resolveIssueWrite, taskStatusWrite } from '@/lib/outbox/writes';
import { records } from '@/testing/api-records';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderPage, signInAs } from '@/testing/test-utils';
import { OfflineNote } from './offline-note';
import { OutboxIndicator, OutboxOutcomes } from './outbox-slots';

// signInAs makes tokens for the subject `user-1`.
const ME = 'user-1';

describe('the outbox on screen', () => {
  it('counts the writes waiting to be sent and lists them, oldest first', async () => {
    signInAs('cleaner');
    await addWrite(resolveIssueWrite('i1', 'Resolve: Paper level low'), ME);
    await addWrite(taskStatusWrite('t1', 'IN_PROGRESS', 'Start Refill paper'), ME);
    await addWrite(resolveIssueWrite('i9', 'Someone else’s'), 'user-2');
    renderPage(<OutboxIndicator />);
    expect(screen.queryByRole('button', { name: /Waiting to send/ })).not.toBeInTheDocument();
    await act(() => refreshOutbox());
    const indicator = await screen.findByRole('button', { name: 'Waiting to send: 2' });
    await userEvent.setup().click(indicator);
    const dialog = await screen.findByRole('dialog');
    const items = within(within(dialog).getByRole('list', { name: 'Waiting to send' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(/Made at.*/, ''))).toEqual(['Resolve: Paper level low', 'Start Refill paper']);
  });

  it('says who resolved an issue first and when, until dismissed', async () => {
    signInAs('cleaner');
    await addWrite(resolveIssueWrite('i1', 'Resolve: Paper level low'), ME);
    mockFetch((call) =>
      call.method === 'PUT'
        ? json({ message: 'The issue is already resolved', code: 'already-resolved', params: {}, violations: [] }, 409)
        : json(records.issue({ id: 'i1', status: 'RESOLVED', issuesStatus: 2, resolvedByName: 'Siti Rahman', resolvedAt: '2026-11-26T09:15:00Z' })),
    );
    await flushOutbox({ accountId: ME, token: () => Promise.resolve('token') });
    renderPage(<OutboxOutcomes />);
    await act(() => refreshOutbox());
    expect(await screen.findByText('Already resolved: Resolve: Paper level low')).toBeInTheDocument();
    expect(screen.getByText(/^Resolved by Siti Rahman at .*2026/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText(/Already resolved/)).not.toBeInTheDocument());
  });

  it('says the page is offline and since when its answers were fetched', async () => {
    resetConnectivity();
    renderPage(<OfflineNote />);
    expect(screen.queryByText(/Offline/)).not.toBeInTheDocument();
    const cached = new Response('{}', { headers: { [FROM_CACHE]: '1', [FETCHED_AT]: '2026-11-26T08:05:00Z' } });
    act(() => noteAnswer(cached));
    expect(await screen.findByText(/^Offline — showing what was fetched at \d{1,2}:\d{2}/)).toBeInTheDocument();
    act(() => noteAnswer(new Response('{}')));
    await waitFor(() => expect(screen.queryByText(/Offline/)).not.toBeInTheDocument());
  });
});
