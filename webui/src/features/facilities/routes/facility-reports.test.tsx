import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESET } from 'jotai/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { timezoneAtom } from '@/lib/session-atoms';
import { appStore } from '@/lib/store';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderPage, signInAs } from '@/testing/test-utils';
import { FacilityReportsRoute } from './facility-reports';

const report = {
  facilityId: 'fa1',
  facilityName: 'Ladies Ground',
  issuesByType: [{ issueType: 'paper-level-low', opened: 3, resolved: 3 }],
  kpi: { resolved: 3, resolvedByStaff: 2, resolvedBySystem: 1, meanMinutes: 20, medianMinutes: 15, p90Minutes: 40, withinTarget: 1 },
  feedback: { count: 2, average: 4, perRating: [{ rating: 'poor', count: 2 }], topAreas: [{ area: 'no-toilet-paper', count: 2 }] },
  people: 300,
  litres: 45,
  mainMeterLitres: null,
  deviceUptime: 0.5,
  perDay: [
    { day: '2026-11-09', people: 100, litres: 15, opened: 1, resolved: 0, feedbackCount: 0, feedbackAverage: null },
    { day: '2026-11-10', people: 200, litres: 30, opened: 2, resolved: 3, feedbackCount: 2, feedbackAverage: 4 },
  ],
};

const settings = { cleanAfterVisitors: 150, visitorsSinceCleaning: 42, countingSince: '2026-11-09T00:00:00Z', openIssueId: null };

const history = {
  kind: 'facility',
  id: 'fa1',
  events: [
    { version: 1, type: 'Added', time: '2026-11-01T02:00:00Z', actor: 'u1', changes: { buildingId: 'b1', floorId: 'fl1', name: 'Ladies Ground', code: 'LG', type: 'female' } },
    { version: 1, type: 'CheckedIn', time: '2026-11-10T01:15:00Z', actor: 's1', changes: { checkInId: 'ci1', staffId: 's1', time: '2026-11-10T01:15:00Z' } },
  ],
  names: {
    u1: { kind: 'account', name: 'Ada Admin', page: true, accountKind: 'admin' },
    s1: { kind: 'account', name: 'Mei Chan', page: true, accountKind: 'cleaner' },
    fa1: { kind: 'facility', name: 'Ladies Ground', page: true },
  },
};

function backend() {
  return mockFetch((call) => {
    if (call.path === '/api/facilities/fa1/reports') return json(report);
    if (call.path === '/api/facilities/fa1/feedback-link') return json({ token: 'tok-123', path: '/visit/tok-123' });
    if (call.path === '/api/facilities/fa1/settings') return json(settings);
    if (call.path === '/api/facilities/fa1/check-in-code') return json({ code: 'door-1', url: '/check-in/door-1' });
    if (call.path === '/api/history/facility/fa1') return json(history);
    return undefined;
  });
}

describe('facility reports', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    appStore.set(timezoneAtom, RESET);
  });

  it("charts the facility's people, litres, issues and feedback average per day for last week", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-19T10:00:00Z') });
    const { calls } = backend();
    // The days are the viewer's, in the timezone chosen in the settings.
    appStore.set(timezoneAtom, 'UTC+8');
    signInAs('ll-manager');
    renderPage(<FacilityReportsRoute />, '/facilities/facility-reports?facilityId=fa1');
    expect(await screen.findByRole('heading', { name: 'Report: Ladies Ground', level: 1 })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/facilities/fa1/reports')?.search.toString()).toBe('from=2026-11-09&to=2026-11-15&utcOffsetMinutes=480');
    const days = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem').map((item) => item.textContent);
    expect(days('People counted per day')).toEqual(['Nov 9: 100 people', 'Nov 10: 200 people']);
    expect(days('Litres used per day')).toEqual(['Nov 9: 15 litres', 'Nov 10: 30 litres']);
    expect(days('Issues opened and resolved per day')).toEqual(['Nov 9: 1 opened, 0 resolved', 'Nov 10: 2 opened, 3 resolved']);
    expect(days('Average rating per day (1 excellent, 5 very poor)')).toEqual(['Nov 9: no feedback', 'Nov 10: average 4 of 2 ratings']);
    // A facility has no main meter of its own.
    expect(screen.queryByText('Litres (main meter)')).not.toBeInTheDocument();
    expect(screen.getByText('50%')).toBeInTheDocument();
  });

  it('says which figures no sensor of the facility measures instead of charting zeros', async () => {
    const sensors = { peopleCounters: 0, waterMeters: 1, mainWaterMeters: 0, feedbackPanels: 1, devices: 4 };
    mockFetch((call) => (call.path === '/api/facilities/fa1/reports' ? json({ ...report, people: 0, sensors }) : undefined));
    signInAs('ll-manager');
    renderPage(<FacilityReportsRoute />, '/facilities/facility-reports?facilityId=fa1');
    await screen.findByRole('heading', { name: 'Report: Ladies Ground', level: 1 });
    // The figure and the chart both say it, and no "0 people" is drawn.
    expect(screen.getAllByText('No people counter').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('list', { name: 'People counted per day' })).not.toBeInTheDocument();
    expect(screen.queryByText(/0 people/)).not.toBeInTheDocument();
    // The water meter it has still charts its litres.
    expect(screen.getByRole('list', { name: 'Litres used per day' })).toBeInTheDocument();
  });

  it("shows a printable QR code of the facility's public feedback page", async () => {
    const { calls } = backend();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    signInAs('admin');
    renderPage(<FacilityReportsRoute />, '/facilities/facility-reports?facilityId=fa1');
    await screen.findByRole('heading', { name: 'Report: Ladies Ground', level: 1 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'QR code' }));
    const url = `${window.location.origin}/visit/tok-123`;
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('img', { name: `QR code of ${url}` })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: url })).toHaveAttribute('href', url);
    expect(calls.some((c) => c.path === '/api/facilities/fa1/feedback-link')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Print QR code' }));
    expect(print).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.body.hasAttribute('data-print-qr')).toBe(false));
  });

  it('shows its cleaning by visitors to those who manage the facility, and to no one else', async () => {
    const { calls } = backend();
    signInAs('ll-manager');
    renderPage(<FacilityReportsRoute />, '/facilities/facility-reports?facilityId=fa1');
    expect(await screen.findByRole('heading', { name: 'Cleaning by visitors', level: 2 })).toBeInTheDocument();
    expect(await screen.findByText('42 visitors of 150 since the last cleaning')).toBeInTheDocument();
    // And the code on its door, made a whole address for the QR code.
    expect(screen.getByRole('heading', { name: 'Check-in code', level: 2 })).toBeInTheDocument();
    expect(await screen.findByTestId('check-in-url')).toHaveTextContent(`${window.location.origin}/check-in/door-1`);
    cleanup();
    calls.length = 0;
    signInAs('cc-manager');
    renderPage(<FacilityReportsRoute />, '/facilities/facility-reports?facilityId=fa1');
    await screen.findByRole('heading', { name: 'Report: Ladies Ground', level: 1 });
    expect(screen.queryByRole('heading', { name: 'Cleaning by visitors' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/facilities/fa1/settings')).toBe(false);
  });

  it('tells the staff’s check-ins at its door in its history, newest first, in the reader’s language', async () => {
    backend();
    signInAs('ll-manager');
    renderPage(<FacilityReportsRoute />, '/facilities/facility-reports?facilityId=fa1');
    const events = await screen.findByRole('list', { name: 'History' });
    await within(events).findByText(/Mei Chan/);
    expect(within(events).getAllByRole('listitem').map((item) => item.textContent)[0]).toContain('Mei Chan checked in at the toilet’s door');
  });

  it('asks for a facility when the address names none', async () => {
    backend();
    signInAs('admin');
    renderPage(<FacilityReportsRoute />, '/facilities/facility-reports');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
