import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY } from '@/lib/use-media-query';
import { mediaQueryList } from '@/testing/media-query';
import { json, mockFetch, noContent } from '@/testing/mock-fetch';
import { renderAs } from '@/testing/test-utils';
import type { Issue } from '../types';
import { IssuesTable } from './issues-table';
import { page, records } from '@/testing/api-records';

const opened: Issue = records.issue({
  id: 'i1',
  issueType: 'paper-level-low',
  issueName: 'Paper level low',
  status: 'OPENED',
  issuesStatus: 1,
  facilityName: 'Gents Ground',
  floorLabel: 'Ground',
  buildingName: 'Harbourfront Tower',
  deviceName: 'Paper HA-Ground-M',
  createdAt: '2026-11-21T08:00:00Z',
});

function onPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, (q) => q === PHONE_QUERY));
}

describe('issues on a phone', () => {
  it('shows cards and, on a 409, says someone else resolved it and refreshes', async () => {
    onPhone();
    let resolvedElsewhere = false;
    const { calls } = mockFetch((call) => {
      if (call.method === 'GET' && call.path === '/api/issues') {
        const issue = resolvedElsewhere ? { ...opened, status: 'RESOLVED', issuesStatus: 2, resolvedAt: '2026-11-21T08:05:00Z' } : opened;
        return json({ items: [issue], total: 1, page: 1, pageSize: 20 });
      }
      if (call.method === 'PUT' && call.path === '/api/issues/i1/status') {
        resolvedElsewhere = true;
        return json({ message: 'The issue is already resolved', code: 'already-resolved', params: {}, violations: [] }, 409);
      }
      return undefined;
    });
    renderAs('cleaner', <IssuesTable />);
    const card = await screen.findByRole('article', { name: 'Paper level low' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText(/Gents Ground, Ground, Harbourfront Tower/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Mark as resolved' }));
    expect(await screen.findByText('Someone has already resolved this issue. The list is up to date now.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ issuesStatus: 'RESOLVED' });
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Paper level low' })).getByText('Resolved')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Mark as resolved' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/issues')).toHaveLength(2);
    // What there is to do now comes first on a phone.
    expect(calls.find((c) => c.path === '/api/issues')?.search.get('sort')).toBe('-openFirst');
  });

  it('resolves an open issue with one tap', async () => {
    onPhone();
    let resolved = false;
    mockFetch((call) => {
      if (call.method === 'GET' && call.path === '/api/issues') {
        return json({ items: [resolved ? { ...opened, status: 'RESOLVED', issuesStatus: 2 } : opened], total: 1, page: 1, pageSize: 20 });
      }
      if (call.method === 'PUT' && call.path === '/api/issues/i1/status') {
        resolved = true;
        return noContent();
      }
      return undefined;
    });
    const { user } = renderAs('cleaner', <IssuesTable />);
    await user.click(await screen.findByRole('button', { name: 'Mark as resolved' }));
    expect(await screen.findByText('Issue resolved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark as resolved' })).not.toBeInTheDocument());
  });
});

describe('issues table', () => {
  it('sends the status filter as 1/2 and lets landlord managers watch, not resolve', async () => {
    const { calls } = mockFetch((call) => {
      if (call.path === '/api/issues') return json({ items: [opened], total: 1, page: 1, pageSize: 20 });
      return undefined;
    });
    renderAs('ll-manager', <IssuesTable />);
    const table = await screen.findByRole('table', { name: 'Issues' });
    expect(await within(table).findByRole('link', { name: 'Paper level low' })).toHaveAttribute('href', '/issues/table?issueId=i1');
    expect(screen.queryByRole('button', { name: 'Mark as resolved' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Report an issue' })).toHaveAttribute('href', '/issues/create-issue-form');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.selectOptions(screen.getByLabelText('Filter by'), 'Status');
    await user.selectOptions(screen.getByLabelText(/^Value/), 'Resolved');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/issues').at(-1)?.search.getAll('filter')).toEqual(['status:"2"']));
    expect(calls.filter((c) => c.path === '/api/issues').at(-1)?.search.get('page')).toBe('1');
  });
});

describe('escalation in the issues table', () => {
  const escalated: Issue = records.issue({ ...opened, id: 'i2', escalationLevel: 2, facilityName: 'Ladies Level 1' });
  const row = (name: string) => screen.getAllByRole('row').find((r) => within(r).queryByText(name));

  it('shows each issue’s level from the list, a dash before any, and sorts by it', async () => {
    const { calls } = mockFetch((call) => (call.path === '/api/issues' ? json(page([opened, escalated])) : undefined));
    const { user } = renderAs('admin', <IssuesTable />);
    const table = await screen.findByRole('table', { name: 'Issues' });
    await within(table).findByText('Ladies Level 1');
    expect(within(row('Ladies Level 1')!).getByText('Level 2')).toBeInTheDocument();
    expect(within(row('Gents Ground')!).queryByText(/^Level \d/)).not.toBeInTheDocument();
    expect(within(row('Gents Ground')!).getAllByText('—').length).toBeGreaterThan(0);

    await user.click(within(table).getByRole('button', { name: /Escalation/ }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/issues').at(-1)?.search.get('sort')).toMatch(/^-?escalationLevel$/));
  });

  it('filters by level: “level 3 or higher” asks for levels 3 to 5', async () => {
    const { calls } = mockFetch((call) => (call.path === '/api/issues' ? json(page([escalated])) : undefined));
    const { user } = renderAs('supervisor', <IssuesTable />);
    await screen.findByRole('table', { name: 'Issues' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.selectOptions(screen.getByLabelText('Filter by'), 'Escalation');
    const values = within(screen.getByLabelText(/^Value/)).getAllByRole('option').map((option) => option.textContent);
    expect(values).toEqual(expect.arrayContaining(['Escalated (any level)', 'Level 3 or higher', 'Level 5', 'Not escalated']));
    await user.selectOptions(screen.getByLabelText(/^Value/), 'Level 3 or higher');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/issues').at(-1)?.search.getAll('filter')).toEqual([
        'escalationLevel:"3"',
        'escalationLevel:"4"',
        'escalationLevel:"5"',
      ]),
    );
    expect(screen.getByText('Escalation: Level 3 or higher')).toBeInTheDocument();
  });
});

describe('issues resolved on site', () => {
  const onSite: Issue = records.issue({ ...opened, id: 'i3', status: 'RESOLVED', issuesStatus: 2, facilityName: 'Ladies Level 1', verifiedOnSite: true });
  const fromAfar: Issue = records.issue({ ...opened, id: 'i4', status: 'RESOLVED', issuesStatus: 2, facilityName: 'Gents Level 3', verifiedOnSite: false });

  it('marks in the table those resolved by someone who checked in at the door, and no others', async () => {
    mockFetch((call) => (call.path === '/api/issues' ? json(page([onSite, fromAfar])) : undefined));
    renderAs('supervisor', <IssuesTable />);
    const table = await screen.findByRole('table', { name: 'Issues' });
    const row = (name: string) => within(table).getAllByRole('row').find((r) => within(r).queryByText(name));
    await within(table).findByText('Ladies Level 1');
    expect(within(row('Ladies Level 1')!).getByText('Verified on site')).toBeInTheDocument();
    expect(within(row('Gents Level 3')!).queryByText('Verified on site')).not.toBeInTheDocument();
  });

  it('marks the card on a phone', async () => {
    onPhone();
    mockFetch((call) => (call.path === '/api/issues' ? json(page([onSite, fromAfar])) : undefined));
    renderAs('cleaner', <IssuesTable />);
    const cards = await screen.findAllByRole('article');
    const card = (name: string) => cards.find((c) => within(c).queryByText(name, { exact: false }))!;
    expect(within(card('Ladies Level 1')).getByText('Verified on site')).toBeInTheDocument();
    expect(within(card('Gents Level 3')).queryByText('Verified on site')).not.toBeInTheDocument();
  });
});
