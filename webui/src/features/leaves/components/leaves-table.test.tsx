import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, noContent } from '@/testing/mock-fetch';
import { renderAs } from '@/testing/test-utils';
import type { Leave } from '../types';
import { LeavesTable } from './leaves-table';
import { records } from '@/testing/api-records';

const base: Leave = records.leave({
  id: 'l1',
  staffId: 'c1',
  staffName: 'Cleo Cleaner',
  type: 'MC',
  startDate: '2026-12-01',
  endDate: '2026-12-02',
  numberOfDays: 2,
  status: 'PENDING',
  canDecide: true,
  canWithdraw: false,
});

describe('leaves table', () => {
  it('offers approve and reject only where the user may decide, and sends the decision', async () => {
    let decided = false;
    const { calls } = mockFetch((call) => {
      if (call.method === 'GET' && call.path === '/api/leaves') {
        const first = decided ? { ...base, status: 'APPROVED', canDecide: false } : base;
        const own = { ...base, id: 'l2', staffId: 's1', staffName: 'Sam Supervisor', canDecide: false, canWithdraw: true };
        return json({ items: [first, own], total: 2, page: 1, pageSize: 20 });
      }
      if (call.method === 'PUT' && call.path === '/api/leaves/l1/status') {
        decided = true;
        return noContent();
      }
      if (call.path.startsWith('/api/users/')) return json({ items: [], total: 0, page: 1, pageSize: 20 });
      return undefined;
    });
    renderAs('supervisor', <LeavesTable />);
    const table = await screen.findByRole('table', { name: 'Leaves' });
    expect(await within(table).findByRole('button', { name: 'Approve the leave of Cleo Cleaner' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Approve the leave of Sam Supervisor' })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Withdraw the leave of Sam Supervisor' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Withdraw the leave of Cleo Cleaner' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Approve the leave of Cleo Cleaner' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'APPROVED' });
    expect(await screen.findByText('Leave approved')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByRole('button', { name: 'Approve the leave of Cleo Cleaner' })).not.toBeInTheDocument());
    expect(within(table).getByText('Approved')).toBeInTheDocument();
  });

  it('filters by status', async () => {
    const { calls } = mockFetch((call) => {
      if (call.path === '/api/leaves') return json({ items: [], total: 0, page: 1, pageSize: 20 });
      if (call.path.startsWith('/api/users/')) return json({ items: [], total: 0, page: 1, pageSize: 20 });
      return undefined;
    });
    const { user } = renderAs('cc-manager', <LeavesTable />);
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    await user.selectOptions(screen.getByLabelText('Filter by'), 'Status');
    await user.selectOptions(screen.getByLabelText(/^Value/), 'Pending');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/leaves').at(-1)?.search.getAll('filter')).toEqual(['status:"PENDING"']));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/leaves').at(-1)?.search.getAll('filter')).toEqual([]));
  });
});
