import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderPage, signInAs } from '@/testing/test-utils';
import { EventHistory } from './event-history';

const CLEANER = '5d0c8a8e-1f7e-4f55-9d7e-0c9b2f4a0001';
const SUPERVISOR = '5d0c8a8e-1f7e-4f55-9d7e-0c9b2f4a0002';
const ADMIN = '5d0c8a8e-1f7e-4f55-9d7e-0c9b2f4a0003';

const history = {
  kind: 'leave',
  id: 'l1',
  events: [
    {
      version: 1,
      type: 'Requested',
      time: '2027-11-20T08:00:00Z',
      actor: CLEANER,
      changes: { staffId: CLEANER, type: 'ANNUAL', startDate: '2027-12-03', endDate: '2027-12-05', remarks: '' },
    },
    { version: 2, type: 'Decided', time: '2027-11-21T08:00:00Z', actor: SUPERVISOR, changes: { status: 'APPROVED', remarks: '' } },
    { version: 3, type: 'Amended', time: '2027-11-22T08:00:00Z', actor: ADMIN, changes: { type: 'ANNUAL', startDate: '2027-12-03', endDate: '2027-12-06', remarks: '' } },
  ],
  names: {
    [CLEANER]: { kind: 'account', name: 'Carol Ng', page: true, accountKind: 'cleaner' },
    [SUPERVISOR]: { kind: 'account', name: 'Alice Tan', page: true, accountKind: 'supervisor' },
  },
};

describe('event history', () => {
  it('says each event as a sentence, names people by name and links those the reader may open', async () => {
    signInAs('supervisor');
    mockFetch((call) => (call.path === '/api/history/leave/l1' ? json(history) : undefined));
    renderPage(<EventHistory kind="leave" id="l1" />);
    const list = await screen.findByRole('list', { name: 'History' });
    const items = within(list).getAllByRole('listitem');
    // Newest first; the admin is not among the names the reader sees.
    expect(items[0]).toHaveTextContent(/^Someone changed the leave's end date from Dec 5, 2027 to Dec 6, 2027/);
    expect(items[1]).toHaveTextContent(/^Alice Tan approved the leave \(annual leave, Dec 3\s–\s5, 2027\)/);
    expect(items[2]).toHaveTextContent(/^Carol Ng applied for leave \(annual leave, Dec 3\s–\s5, 2027\)/);
    expect(within(items[1]).getByRole('link', { name: 'Alice Tan' })).toHaveAttribute('href', '/users/user-info?userId=' + SUPERVISOR + '&segment=supervisors');
    expect(screen.queryByText(new RegExp(ADMIN))).not.toBeInTheDocument();
    expect(screen.queryByText(/ANNUAL|APPROVED|Decided/)).not.toBeInTheDocument();
  });

  it('shows the raw event an auditor checks the sentence against, on a click', async () => {
    signInAs('cleaner');
    mockFetch((call) => (call.path === '/api/history/leave/l1' ? json(history) : undefined));
    renderPage(<EventHistory kind="leave" id="l1" />);
    const list = await screen.findByRole('list', { name: 'History' });
    const decided = within(list).getAllByRole('listitem')[1];
    // A cleaner may not open user pages: names are plain text.
    expect(within(decided).queryByRole('link')).not.toBeInTheDocument();
    expect(within(decided).queryByText('Decided')).not.toBeInTheDocument();
    const toggle = within(decided).getByRole('button', { name: 'Recorded event' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const raw = within(decided).getByLabelText('The event as recorded');
    expect(raw).toHaveTextContent('Event: Decided');
    expect(raw).toHaveTextContent('Version: 2');
    expect(raw).toHaveTextContent('Time (UTC): 2027-11-21T08:00:00Z');
    expect(raw).toHaveTextContent(`Actor: ${SUPERVISOR}`);
    expect(raw).toHaveTextContent('status: APPROVED');
  });
});
