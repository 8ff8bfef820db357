import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, noContent, type Call } from '@/testing/mock-fetch';
import { renderPage, signInAs } from '@/testing/test-utils';
import { MyWorkRoute } from './my-work';
import { records } from '@/testing/api-records';

const task = records.task({ id: 't1', issue: 'i1', title: 'Refill paper', type: 'Refill', facilityName: 'Ladies Ground', buildingName: 'Greenway Plaza' });

describe('my work', () => {
  it('lists my tasks and the open issues, starts a task and completes it with remarks', async () => {
    let status = 'OPEN';
    const { calls } = mockFetch((call: Call) => {
      if (call.method === 'GET' && call.path === '/api/tasks') return json({ items: [{ ...task, status }], total: 1, page: 1, pageSize: 20 });
      if (call.method === 'GET' && call.path === '/api/issues') {
        return json({ items: [records.issue({ id: 'i1', issueType: 'paper-level-low', issueName: 'Paper level low', facilityName: 'Ladies Ground' })], total: 1, page: 1, pageSize: 20 });
      }
      if (call.method === 'PUT' && call.path === '/api/tasks/t1/status') {
        status = (call.body as { status: string }).status;
        return noContent();
      }
      return undefined;
    });
    signInAs('cleaner');
    renderPage(<MyWorkRoute />);
    const card = await screen.findByRole('article', { name: 'Refill paper' });
    expect(within(card).getByText('To do')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Paper level low' })).toHaveAttribute('href', '/issues/table?issueId=i1');
    const tasksCall = calls.find((call) => call.path === '/api/tasks');
    expect(tasksCall?.search.get('mine')).toBe('true');
    expect(calls.find((call) => call.path === '/api/issues')?.search.getAll('filter')).toEqual(['status:"1"']);

    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Start Refill paper' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'IN_PROGRESS' });
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Refill paper' })).getByText('In progress')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Start Refill paper' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Complete Refill paper' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Remarks/), 'Two rolls added');
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT')[1].body).toEqual({ status: 'DONE', remarks: 'Two rolls added' });
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Refill paper' })).getByText('Done')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Complete Refill paper' })).not.toBeInTheDocument();
  });

  it('resolves an open issue where it lists it, once however often it is tapped, and keeps it waiting without a network', async () => {
    let network = true;
    const open = [
      records.issue({ id: 'i1', issueType: 'paper-level-low', issueName: 'Paper level low', facilityName: 'Ladies Ground' }),
      records.issue({ id: 'i2', issueType: 'soap-level-low', issueName: 'Soap level low', facilityName: 'Gents Ground' }),
    ];
    const { calls } = mockFetch((call: Call) => {
      if (call.method === 'GET' && call.path === '/api/tasks') return json({ items: [], total: 0, page: 1, pageSize: 20 });
      if (call.method === 'GET' && call.path === '/api/issues') return json({ items: open, total: open.length, page: 1, pageSize: 20 });
      if (call.method === 'PUT' && !network) throw new TypeError('Failed to fetch');
      if (call.method === 'PUT' && call.path === '/api/issues/i1/status') return noContent();
      return undefined;
    });
    signInAs('cleaner');
    renderPage(<MyWorkRoute />);
    const user = userEvent.setup();
    const resolve = await screen.findByRole('button', { name: 'Mark as resolved: Paper level low' });
    await user.dblClick(resolve);
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/issues/i1/status');
    expect(put?.body).toEqual({ issuesStatus: 'RESOLVED' });
    expect(put?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Issue resolved')).toBeInTheDocument();

    network = false;
    await user.click(screen.getByRole('button', { name: 'Mark as resolved: Soap level low' }));
    const card = screen.getByRole('article', { name: 'Soap level low' });
    expect(await within(card).findByRole('button', { name: 'Waiting to send' })).toBeDisabled();
    expect(await screen.findByText('Saved on this phone: it will be sent when the network is back')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2);
  });
});
