import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderAs } from '@/testing/test-utils';
import type { IssueHistory } from '../types';
import { IssueHistoryPanel } from './issue-history';

const raised: IssueHistory = {
  id: 'i1',
  issueType: 'general-issue',
  source: 'rule',
  reading: { time: '2026-11-21T08:03:00Z', seq: 10, digitalInput: 5, rating: 'very-poor', readingId: 'r10' },
  readings: [
    { seq: 8, time: '2026-11-21T08:01:00Z', values: { digitalInput: 5 }, raisedIt: false },
    { seq: 9, time: '2026-11-21T08:02:00Z', values: { digitalInput: 5, batteryVoltage: 3.6 }, raisedIt: false },
    { seq: 10, time: '2026-11-21T08:03:00Z', values: { digitalInput: 5 }, raisedIt: true },
  ],
  events: [
    {
      object: 'issue',
      objectId: 'i1',
      version: 1,
      type: 'Opened',
      time: '2026-11-21T08:03:01Z',
      actor: 'rules',
      changes: { issueType: 'general-issue', facilityId: 'f1', source: 'rule' },
    },
  ],
  names: { f1: { kind: 'facility', name: 'Ladies Ground', page: true }, i1: { kind: 'issue', name: 'Ladies Ground', page: true, issueType: 'general-issue' } },
};

describe('an issue history', () => {
  it('lists the readings up to the one that raised the issue, that one marked', async () => {
    mockFetch((call) => (call.path === '/api/issues/i1/history' ? json(raised) : undefined));
    renderAs('supervisor', <IssueHistoryPanel issueId="i1" />);
    const table = await screen.findByRole('table', { name: 'Readings up to it' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['8', '9', '10']);
    expect(within(rows[1]).getByText(/Battery voltage \(V\): 3\.6/)).toBeInTheDocument();
    expect(within(rows[2]).getByText('Raised the issue')).toBeInTheDocument();
    expect(within(rows[0]).queryByText('Raised the issue')).not.toBeInTheDocument();
    const opened = screen.getByText('The rules opened the issue: General issue at');
    expect(opened).toHaveTextContent('The rules opened the issue: General issue at Ladies Ground');
    // A supervisor may not open a facility's reports: its name is not a link.
    expect(within(opened).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows no readings for an issue a person reported', async () => {
    const manual: IssueHistory = { ...raised, source: 'manual', reading: null, readings: [] };
    mockFetch((call) => (call.path === '/api/issues/i1/history' ? json(manual) : undefined));
    renderAs('supervisor', <IssueHistoryPanel issueId="i1" />);
    expect(await screen.findByText('Reported by a person, not by a reading.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Readings up to it' })).not.toBeInTheDocument();
  });

  it("says the notifications it sent in the user's language, or as the server wrote them", async () => {
    const sent = (id: string, changes: Record<string, unknown>) => ({
      object: 'notification',
      objectId: id,
      version: 1,
      type: 'Sent',
      time: '2026-11-21T08:03:02Z',
      actor: 'rules',
      changes,
    });
    const history: IssueHistory = {
      ...raised,
      events: [
        ...raised.events,
        sent('n1', { recipientId: 'c0ffee00-0000-4000-8000-000000000001', type: 'issue-opened', information: 'General issue detected', fields: { issueType: 'general-issue', place: 'Ladies', source: 'rule' } }),
        sent('n2', { type: 'issue-opened', information: 'Detected somewhere' }),
      ],
    };
    mockFetch((call) => (call.path === '/api/issues/i1/history' ? json(history) : undefined));
    renderAs('supervisor', <IssueHistoryPanel issueId="i1" />);
    expect(await screen.findByText('The rules notified someone: General issue detected at Ladies')).toBeInTheDocument();
    expect(screen.getByText('The rules notified someone: Detected somewhere')).toBeInTheDocument();
  });
});
