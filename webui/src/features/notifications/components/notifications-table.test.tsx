import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ListParams } from '@/lib/types';
import { records } from '@/testing/api-records';
import { json, mockFetch, noContent, type Call } from '@/testing/mock-fetch';
import { openList } from '@/testing/list-backend';
import { renderAs } from '@/testing/test-utils';
import type { Notification } from '../types';
import { unreadFirstPage } from '../unread-first';
import { NotificationsBell } from './notifications-bell';
import { NotificationsTable } from './notifications-table';

const make = (id: string, read: boolean, minute: number): Notification =>
  records.notification({
  id,
  type: 'issue-opened',
  information: `Paper level low reported (${id})`,
  issue: `issue-${id}`,
  task: null,
  read,
  readAt: read ? '2026-11-21T09:00:00Z' : null,
  createdAt: `2026-11-21T08:${String(minute).padStart(2, '0')}:00Z`,
  });

/** A backend that pages the unread and read lists as the API does. */
function backend(initial: Notification[]) {
  let rows = [...initial];
  const statusOf = (call: Call) => /status:"(\w+)"/.exec(call.search.getAll('filter').join(' '))?.[1];
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/notifications') {
      const status = statusOf(call);
      const matching = rows
        .filter((row) => !status || (status === 'read') === row.read)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const page = Number(call.search.get('page') ?? 1);
      const size = Number(call.search.get('pageSize') ?? 20);
      return json({ items: matching.slice((page - 1) * size, page * size), total: matching.length, page, pageSize: size });
    }
    if (call.method === 'PUT' && call.path === '/api/notifications/read') {
      const ids = (call.body as { ids: string[] }).ids;
      rows = rows.map((row) => (ids.includes(row.id) ? { ...row, read: true, readAt: '2026-11-21T10:00:00Z' } : row));
      return noContent();
    }
    if (call.method === 'PUT' && call.path === '/api/notifications/read-all') {
      rows = rows.map((row) => (row.read ? row : { ...row, read: true, readAt: '2026-11-21T10:00:00Z' }));
      return noContent();
    }
    if (call.method === 'DELETE' && call.path === '/api/notifications') {
      const ids = call.search.getAll('ids');
      rows = rows.filter((row) => !ids.includes(row.id));
      return noContent();
    }
    return undefined;
  });
}

describe('notifications', () => {
  it('lists unread first, then marks the selected ones as read after saying it cannot be undone', async () => {
    const { calls } = backend([make('a', true, 50), make('b', false, 10), make('c', false, 20)]);
    renderAs('cleaner', <NotificationsTable />);
    const table = await screen.findByRole('table', { name: 'Notifications' });
    await within(table).findByText('Paper level low reported (a)');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByText(/reported/).textContent)).toEqual([
      'Paper level low reported (c)',
      'Paper level low reported (b)',
      'Paper level low reported (a)',
    ]);

    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Mark as read (0)' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Paper level low reported (b)' }));
    await user.click(screen.getByRole('button', { name: 'Mark as read (1)' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Mark 1 notification as read?')).toBeInTheDocument();
    expect(within(dialog).getByText('Marking as read cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark as read' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ids: ['b'] });
    expect(await screen.findByText('1 notification marked as read')).toBeInTheDocument();
    await waitFor(() => {
      const row = within(table).getByText('Paper level low reported (b)').closest('tr') as HTMLElement;
      expect(within(row).getByText('Read')).toBeInTheDocument();
    });
  });

  it('marks every unread one as read in one call, after saying how many', async () => {
    const { calls } = backend([make('a', true, 50), make('b', false, 10), make('c', false, 20), make('d', false, 30)]);
    renderAs('ll-manager', <NotificationsTable />);
    const table = await screen.findByRole('table', { name: 'Notifications' });
    await within(table).findByText('Paper level low reported (d)');
    const user = userEvent.setup();
    const all = screen.getByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(all).toBeEnabled());
    await user.click(all);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Mark all 3 unread notifications as read?')).toBeInTheDocument();
    expect(within(dialog).getByText('Marking as read cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.path).toBe('/api/notifications/read-all');
    expect(await screen.findByText('All notifications marked as read')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryAllByText('Unread')).toHaveLength(0));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
  });

  it('names the workforce and console kinds, and links only where the role may go', async () => {
    backend([
      {
        ...make('l', false, 1),
        type: 'leave-requested',
        issue: null,
        information: 'Charlie Cleaner asks for annual leave',
        fields: { leaveId: 'leave-1', type: 'ANNUAL', startDate: '2026-12-21', endDate: '2026-12-21', staffName: 'Charlie Cleaner' },
      },
      {
        ...make('s', false, 2),
        type: 'low-stock',
        issue: null,
        fields: { inventoryId: 'item-1', itemName: 'Soap', quantity: '4', buildingName: 'Harbourfront Tower' },
      },
      { ...make('d', false, 3), type: 'dead-letters', issue: null, fields: { count: '20', hour: '2026-11-21T08:00:00+00:00' } },
      {
        ...make('p', false, 4),
        type: 'password-reset-requested',
        issue: null,
        fields: { accountId: 'acc-1', segment: 'cleaners', name: 'Charlie Cleaner', loginName: 'cleaner@example.com' },
      },
    ]);
    renderAs('admin', <NotificationsTable />);
    const table = await screen.findByRole('table', { name: 'Notifications' });
    const row = async (text: string) => (await within(table).findByText(text)).closest('tr') as HTMLElement;
    const leave = await row('Charlie Cleaner asks for annual leave (Dec 21, 2026)');
    expect(within(leave).getByText('Leave requested')).toBeInTheDocument();
    expect(within(leave).getByRole('link', { name: 'Open the leave', hidden: true })).toHaveAttribute('href', '/staff/leaves/leave-info?leaveId=leave-1');
    const stock = await row('Soap is running low at Harbourfront Tower: 4 left');
    expect(within(stock).getByText('Low stock')).toBeInTheDocument();
    expect(within(stock).getByRole('link', { name: 'Open the item', hidden: true })).toHaveAttribute('href', '/inventory/inventory-info?inventoryId=item-1');
    const rejected = await row('20 sensor messages were rejected within an hour');
    expect(within(rejected).getByText('Sensor messages rejected')).toBeInTheDocument();
    // The column shows from small screens up (jsdom has no media queries: hidden here).
    expect(within(rejected).queryByRole('link', { hidden: true })).not.toBeInTheDocument();
    const reset = (await within(table).findByText('Password reset asked for')).closest('tr') as HTMLElement;
    expect(within(reset).getByRole('link', { name: 'Open the account', hidden: true })).toHaveAttribute(
      'href',
      '/users/user-info?userId=acc-1&segment=cleaners',
    );
  });

  it('offers no link to a screen the role may not open', async () => {
    backend([
      {
        ...make('l', false, 1),
        type: 'leave-decided',
        issue: null,
        fields: { leaveId: 'leave-1', status: 'APPROVED', type: 'MC', startDate: '2026-12-21', endDate: '2026-12-21' },
      },
    ]);
    renderAs('ll-manager', <NotificationsTable />);
    const table = await screen.findByRole('table', { name: 'Notifications' });
    const shown = (await within(table).findByText('Your medical leave (Dec 21, 2026) was approved')).closest('tr') as HTMLElement;
    expect(within(shown).queryByRole('link', { hidden: true })).not.toBeInTheDocument();
  });

  it('deletes the selected ones in one call after a confirmation', async () => {
    const { calls } = backend([make('a', true, 50), make('b', false, 10)]);
    const { user } = await openList('admin', <NotificationsTable />, 'Paper level low reported (a)');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/This cannot be undone\./)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'DELETE')?.search.getAll('ids').sort()).toEqual(['a', 'b']);
    await waitFor(() => expect(screen.queryByText('Paper level low reported (a)')).not.toBeInTheDocument());
  });

  it("says each notification in the user's language from its fields, else as the server wrote it", async () => {
    backend([
      { ...make('a', false, 1), fields: { issueType: 'odour', place: 'Ladies, Level 1', source: 'rule' } },
      { ...make('b', false, 2), type: 'task-assigned', fields: { title: 'Mop the floor', issueType: 'floor-wet', place: 'Gents' } },
      { ...make('c', false, 3), type: 'leave-approved', information: 'Your leave was approved' },
    ]);
    renderAs('cleaner', <NotificationsTable />);
    const table = await screen.findByRole('table', { name: 'Notifications' });
    expect(await within(table).findByText('Odour detected at Ladies, Level 1')).toBeInTheDocument();
    expect(within(table).getByText('Task assigned: Mop the floor (Floor wet, Gents)')).toBeInTheDocument();
    expect(within(table).getByText('Your leave was approved')).toBeInTheDocument();
    expect(within(table).getByRole('checkbox', { name: 'Select Odour detected at Ladies, Level 1' })).toBeInTheDocument();
  });

  it('shows the unread count on the bell, linking to the notifications', async () => {
    const { calls } = backend([make('a', false, 1), make('b', false, 2), make('c', true, 3)]);
    renderAs('cleaner', <NotificationsBell />);
    const bell = await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveAttribute('href', '/notifications/table');
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('2');
    const call = calls.find((c) => c.path === '/api/notifications');
    expect(call?.search.getAll('filter')).toEqual(['status:"unread"']);
    expect(call?.search.get('pageSize')).toBe('1');
  });

  it('pages "unread first" across the two lists', async () => {
    const unread = Array.from({ length: 5 }, (_, i) => `u${i}`);
    const read = Array.from({ length: 7 }, (_, i) => `r${i}`);
    const fetchPage = async (params: ListParams, status: 'unread' | 'read') => {
      const list = status === 'unread' ? unread : read;
      const items = list.slice((params.page - 1) * params.pageSize, params.page * params.pageSize).map((id) => make(id, status === 'read', 0));
      return { items, total: list.length, page: params.page, pageSize: params.pageSize };
    };
    const ids = async (page: number) => (await unreadFirstPage({ page, pageSize: 4 }, fetchPage)).items.map((n) => n.id);
    expect(await ids(1)).toEqual(['u0', 'u1', 'u2', 'u3']);
    expect(await ids(2)).toEqual(['u4', 'r0', 'r1', 'r2']);
    expect(await ids(3)).toEqual(['r3', 'r4', 'r5', 'r6']);
    expect((await unreadFirstPage({ page: 3, pageSize: 4 }, fetchPage)).total).toBe(12);
  });
});
