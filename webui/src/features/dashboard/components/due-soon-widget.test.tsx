import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderPage, signInAs } from '@/testing/test-utils';
import { DueSoonWidget } from './due-soon-widget';

const NOW = new Date('2026-11-21T08:00:00Z');

const ITEMS = [
  {
    deviceId: 'd2',
    deviceName: 'Bin LG',
    facilityId: 'f1',
    facilityName: 'Ladies Ground',
    buildingName: 'Greenway Plaza',
    issueType: 'bin-full',
    level: 88.5,
    dueAt: '2026-11-21T08:40:00.000000Z',
  },
  {
    deviceId: 'd1',
    deviceName: 'Paper L1',
    facilityId: 'f2',
    facilityName: 'Gents Level 1',
    buildingName: 'Greenway Plaza',
    issueType: 'paper-level-low',
    level: 21,
    dueAt: '2026-11-21T13:00:00.000000Z',
  },
];

function backend(items: unknown[] = ITEMS) {
  return mockFetch((call) => (call.path === '/api/forecasts' ? json({ items }) : undefined));
}

describe('the dashboard’s due soon list', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('lists the devices due within a day, soonest first, each linked to its page', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const { calls } = backend();
    signInAs('admin');
    renderPage(<DueSoonWidget linked />);
    const list = await screen.findByRole('list', { name: 'Due soon' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Bin LG', 'Paper L1']);
    expect(within(rows[0]).getByRole('link')).toHaveAttribute('href', '/devices/device-info?deviceId=d2');
    expect(within(rows[0]).getByText('due in 40 min')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Bin full — Ladies Ground · Greenway Plaza')).toBeInTheDocument();
    expect(within(rows[1]).getByText('due in 5 h')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Level 21%')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/forecasts')?.search.get('withinHours')).toBe('24');
  });

  it('names the devices without links for a role that may not open their pages', async () => {
    backend();
    signInAs('supervisor');
    renderPage(<DueSoonWidget linked={false} />);
    const list = await screen.findByRole('list', { name: 'Due soon' });
    expect(within(list).queryAllByRole('link')).toHaveLength(0);
    expect(within(list).getByText('Paper L1')).toBeInTheDocument();
  });

  it('says so when nothing is due', async () => {
    backend([]);
    signInAs('admin');
    renderPage(<DueSoonWidget linked />);
    expect(await screen.findByText('Nothing is due to run out or fill within a day.')).toBeInTheDocument();
  });
});
