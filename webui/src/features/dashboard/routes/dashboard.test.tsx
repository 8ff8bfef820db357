import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESET } from 'jotai/utils';
import { afterEach, describe, expect, it } from 'vitest';
import { timezoneAtom } from '@/lib/session-atoms';
import { appStore } from '@/lib/store';
import { json, mockFetch, type Call } from '@/testing/mock-fetch';
import { renderPage, signInAs } from '@/testing/test-utils';
import { DashboardRoute } from './dashboard';

/** The `days` days of a range call ending 2026-11-21, oldest first: `YYYY-MM-DD`. */
function rangeDays(call: Call): string[] {
  const days = Number(call.search.get('days') ?? 7);
  return Array.from({ length: days }, (_, index) => new Date(Date.UTC(2026, 10, 21 - (days - 1 - index))).toISOString().slice(0, 10));
}

/** GET /api/dashboard/issues for `days` days ending 2026-11-21; `empty` has no issues at all. */
function issueActivity(call: Call, { empty = false }: { empty?: boolean } = {}) {
  const perDay = rangeDays(call).map((day) =>
    day === '2026-11-21' && !empty ? { day, opened: 3, resolved: 1 } : { day, opened: 0, resolved: 0 },
  );
  return json({
    from: '2026-11-14T16:00:00Z',
    to: '2026-11-21T09:30:00Z',
    opened: empty ? 0 : 7,
    resolved: empty ? 0 : 4,
    open: empty ? 0 : 5,
    meanMinutesToResolve: empty ? null : 135.4,
    perDay,
    byType: empty
      ? []
      : [
          { issueType: 'odour', issueName: 'Odour', count: 5 },
          { issueType: 'bin-full', issueName: 'Bin full', count: 2 },
        ],
    hotFacilities: empty
      ? []
      : [
          { facilityId: 'f1', facilityName: 'Ladies', buildingName: 'Plaza', open: 3 },
          { facilityId: 'f2', facilityName: null, buildingName: 'Tower', open: 1 },
        ],
  });
}

/** People on Nov 20 and 21, water on those days too; `empty` has nothing counted. */
const USAGE_DAYS: Record<string, { people: number; litres: number }> = {
  '2026-11-20': { people: 80, litres: 12 },
  '2026-11-21': { people: 120, litres: 36.5 },
};

/** GET /api/dashboard/usage for `days` days ending 2026-11-21; `empty` has no counts at all. */
function usage(call: Call, { empty = false }: { empty?: boolean } = {}) {
  return json({
    from: '2026-11-14T16:00:00Z',
    to: '2026-11-21T09:30:00Z',
    people: empty ? 0 : 200,
    litres: empty ? 0 : 48.5,
    perDay: rangeDays(call).map((day) => ({ day, ...(empty ? undefined : USAGE_DAYS[day]) ?? { people: 0, litres: 0 } })),
    byFacility: empty
      ? []
      : [
          { facilityId: 'f1', facilityName: 'Ladies', buildingName: 'Plaza', people: 150, litres: 30.5 },
          { facilityId: 'f2', facilityName: null, buildingName: 'Tower', people: 1, litres: 18 },
          { facilityId: 'f3', facilityName: 'Gents', buildingName: 'Plaza', people: 49, litres: 0 },
        ],
  });
}

const RANGE_ANSWERS: Record<string, (call: Call, options: { empty: boolean }) => Response> = {
  '/api/dashboard/issues': issueActivity,
  '/api/dashboard/usage': usage,
};

/**
 * Only the range calls answer: those in `empty` with nothing counted, `failing` with a 503
 * saying its message until `recover()`.
 */
function rangeBackend({ empty = [], failing }: { empty?: string[]; failing?: { path: string; message: string } } = {}) {
  let fail = true;
  const { calls } = mockFetch((call) => {
    if (fail && call.path === failing?.path) return json({ message: failing.message, violations: [] }, 503);
    return RANGE_ANSWERS[call.path]?.(call, { empty: empty.includes(call.path) });
  });
  return { calls, recover: () => void (fail = false) };
}

function backend({ gateways = 200 }: { gateways?: number } = {}) {
  return mockFetch((call) => {
    if (call.path === '/api/dashboard/issues') return issueActivity(call);
    if (call.path === '/api/dashboard/usage') return usage(call);
    const filter = call.search.getAll('filter').join(',');
    const page = (total: number, items: unknown[] = []) => json({ items, total, page: 1, pageSize: 1 });
    if (call.path === '/api/issues' && filter === 'status:"1"') return page(4);
    if (call.path === '/api/issues') {
      return page(9, [{ id: 'i1', issueType: 'odour', issueName: 'Odour', status: 'OPENED', facilityName: 'Ladies', buildingName: 'Plaza', createdAt: '2026-11-21T08:00:00Z' }]);
    }
    if (call.path === '/api/devices' && filter === 'status:"ONLINE"') return page(11);
    if (call.path === '/api/devices' && filter === 'status:"OFFLINE"') return page(2);
    if (call.path === '/api/devices' && filter === 'status:"UNKNOWN"') return page(7);
    if (call.path === '/api/devices') {
      return json({ items: [{ id: 'a', battery: 'low', signal: 'weak' }, { id: 'b', battery: 'low', signal: 'good' }, { id: 'c', battery: 'charged' }], total: 3 });
    }
    if (call.path === '/api/ingest/gateways') {
      return gateways === 200
        ? json([{ gateway: 'g1', status: 'connected' }, { gateway: 'g2', status: 'disconnected' }, { gateway: 'g3', status: 'connected' }])
        : json({ message: 'Access denied!', violations: [] }, gateways);
    }
    if (['/api/companies', '/api/buildings', '/api/projects', '/api/facilities'].includes(call.path)) return page(1);
    return undefined;
  });
}

/** The dashboard for `role`, in `timezone` if given; `calls` of a mock made before, else `backend()`'s. */
function renderDashboard(role: string, { timezone, calls = backend().calls }: { timezone?: string; calls?: Call[] } = {}): Call[] {
  if (timezone) appStore.set(timezoneAtom, timezone);
  signInAs(role);
  renderPage(<DashboardRoute />);
  return calls;
}

const figure = (label: string) => screen.getByText(label).closest('.chakra-stat__root') as HTMLElement;

describe('dashboard widgets', () => {
  it('shows issues opened, the latest issues, device states and gateways from live data', async () => {
    const calls = renderDashboard('admin');
    expect(await screen.findByText('Issues opened')).toBeInTheDocument();
    expect(within(figure('Issues opened')).getByText('4')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Odour' })).toHaveAttribute('href', '/issues/table?issueId=i1');
    expect(calls.find((c) => c.path === '/api/issues' && c.search.get('pageSize') === '5')?.search.get('sort')).toBe('-createdAt');

    await screen.findByText('Low battery');
    expect(within(figure('Online')).getByText('11')).toBeInTheDocument();
    expect(within(figure('Offline')).getByText('2')).toBeInTheDocument();
    expect(within(figure('Unknown')).getByText('7')).toBeInTheDocument();
    expect(within(figure('Low battery')).getByText('2')).toBeInTheDocument();
    expect(within(figure('Weak signal')).getByText('1')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/devices' && c.search.get('pageSize') === '500')).toBeDefined();

    await screen.findByText('Connected');
    expect(within(figure('Connected')).getByText('2')).toBeInTheDocument();
    expect(within(figure('Disconnected')).getByText('1')).toBeInTheDocument();
  });

  it('leaves the gateways out on a 403 and device widgets out for supervisors', async () => {
    const { calls: calls403 } = backend({ gateways: 403 });
    signInAs('ll-manager');
    const { unmount } = renderPage(<DashboardRoute />);
    await screen.findByText('Low battery');
    await waitFor(() => expect(screen.queryByText('Gateways')).not.toBeInTheDocument());
    expect(calls403.some((c) => c.path === '/api/ingest/gateways')).toBe(true);
    unmount();

    backend();
    signInAs('supervisor');
    renderPage(<DashboardRoute />);
    expect(await screen.findByText('Issues opened')).toBeInTheDocument();
    expect(screen.queryByText('Low battery')).not.toBeInTheDocument();
  });
});

const widget = (title: string) => screen.getByRole('heading', { name: title }).closest('.chakra-card__root') as HTMLElement;
/** The figure labelled `label` in `box` (a chart's legend may say the same words). */
const statIn = (box: HTMLElement, label: string) =>
  within(box).getByText(label, { selector: '.chakra-stat__label' }).closest('.chakra-stat__root') as HTMLElement;
const activityCalls = (calls: Call[]) => calls.filter((c) => c.path === '/api/dashboard/issues');
const usageCalls = (calls: Call[]) => calls.filter((c) => c.path === '/api/dashboard/usage');
/** Every widget has its answer (no state changes after the test). */
const settled = () =>
  waitFor(() => expect(screen.queryAllByTestId(/skeleton$/)).toHaveLength(0));

describe('issue widgets', () => {
  afterEach(() => {
    // Unmounted first: a new timezone would otherwise ask again.
    cleanup();
    appStore.set(timezoneAtom, RESET);
  });

  it("shows totals, bars per day with each day's numbers for screen readers, the most frequent types and hot facilities for the last 7 days", async () => {
    const calls = renderDashboard('admin', { timezone: 'UTC+8' });
    expect(await screen.findByRole('heading', { name: 'Activity', level: 2 })).toBeInTheDocument();
    expect(await screen.findByText('Mean time to resolve')).toBeInTheDocument();
    expect(activityCalls(calls).map((c) => [c.search.get('days'), c.search.get('utcOffsetMinutes')])).toEqual([['7', '480']]);
    expect(screen.getByLabelText('Range')).toHaveValue('7d');
    expect(screen.getByText('Days begin at midnight in your time zone, UTC+8.')).toBeInTheDocument();

    const monitoring = widget('Issues monitoring');
    const stat = (label: string) => statIn(monitoring, label);
    expect(within(stat('Opened')).getByText('7')).toBeInTheDocument();
    expect(within(stat('Resolved')).getByText('4')).toBeInTheDocument();
    expect(within(stat('Open now')).getByText('5')).toBeInTheDocument();
    expect(within(stat('Mean time to resolve')).getByText('2 h 15 min')).toBeInTheDocument();
    const chart = within(monitoring).getByRole('list', { name: 'Issues opened and resolved per day' });
    expect(within(chart).getAllByRole('listitem')).toHaveLength(7);
    expect(within(chart).getByText('Nov 21: 3 opened, 1 resolved')).toBeInTheDocument();
    expect(within(chart).getByText('Nov 15: 0 opened, 0 resolved')).toBeInTheDocument();

    const frequent = within(widget('Most frequent issues')).getAllByRole('listitem');
    expect(frequent.map((item) => item.textContent)).toEqual(['Odour5 issues', 'Bin full2 issues']);

    const hot = within(widget('Hot issues')).getAllByRole('listitem');
    expect(hot).toHaveLength(2);
    expect(within(hot[0]).getByText('Ladies')).toBeInTheDocument();
    expect(within(hot[0]).getByText('Plaza')).toBeInTheDocument();
    expect(within(hot[0]).getByText('3 open')).toBeInTheDocument();
    expect(within(hot[1]).getByText('Unnamed facility')).toBeInTheDocument();
    // The issues list takes no facility in its address, so the names are not links.
    expect(within(widget('Hot issues')).queryByRole('link')).not.toBeInTheDocument();
    await settled();
  });

  it('asks again for 28 days on "last 4 weeks", in the timezone of the settings', async () => {
    const calls = renderDashboard('supervisor', { timezone: 'UTC-5' });
    await screen.findByText('Mean time to resolve');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Range'), 'Last 4 weeks');
    await waitFor(() => expect(activityCalls(calls)).toHaveLength(2));
    await waitFor(() => expect(usageCalls(calls)).toHaveLength(2));
    for (const rangeCalls of [activityCalls(calls), usageCalls(calls)]) {
      expect(rangeCalls.map((c) => [c.search.get('days'), c.search.get('utcOffsetMinutes')])).toEqual([
        ['7', '-300'],
        ['28', '-300'],
      ]);
    }
    const chart = await screen.findByRole('list', { name: 'Issues opened and resolved per day' });
    await waitFor(() => expect(within(chart).getAllByRole('listitem')).toHaveLength(28));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'People counted per day' })).getAllByRole('listitem')).toHaveLength(28));
    expect(within(screen.getByRole('list', { name: 'Litres of water used per day' })).getAllByRole('listitem')).toHaveLength(28);

    await user.selectOptions(screen.getByLabelText('Range'), 'Last 12 weeks');
    await waitFor(() => expect(activityCalls(calls).at(-1)?.search.get('days')).toBe('84'));
    await waitFor(() => expect(usageCalls(calls).at(-1)?.search.get('days')).toBe('84'));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Issues opened and resolved per day' })).getAllByRole('listitem')).toHaveLength(84));
    await settled();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Last 7 days', 'Last 14 days', 'Last 30 days', 'Last 4 weeks', 'Last 12 weeks',
    ]);
  });

  it('says so when no issue was opened and no facility has one open', async () => {
    renderDashboard('cc-manager', rangeBackend({ empty: ['/api/dashboard/issues'] }));
    expect(await screen.findByText('No issues were opened in this range.')).toBeInTheDocument();
    expect(screen.getByText('No facility has an open issue.')).toBeInTheDocument();
    expect(within(statIn(widget('Issues monitoring'), 'Mean time to resolve')).getByText('—')).toBeInTheDocument();
    expect(screen.getByText('Nov 21: 0 opened, 0 resolved')).toBeInTheDocument();
  });

  it('shows the error with a retry that asks again', async () => {
    const { calls, recover } = rangeBackend({ failing: { path: '/api/dashboard/issues', message: 'Database unavailable' } });
    renderDashboard('ll-manager', { calls });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Issues monitoring' })).not.toBeInTheDocument();
    // The usage widgets have their own answer.
    expect(await screen.findByText('Nov 21: 120 people')).toBeInTheDocument();
    recover();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('3 open')).toBeInTheDocument();
    expect(activityCalls(calls)).toHaveLength(2);
  });
});

describe('usage widgets', () => {
  afterEach(() => {
    cleanup();
    appStore.set(timezoneAtom, RESET);
  });

  it('shows people counted and litres used, a bar per day and the facilities that used the most water', async () => {
    const calls = renderDashboard('admin');
    expect(await screen.findByText('People counted')).toBeInTheDocument();
    expect(usageCalls(calls).map((c) => [c.search.get('days'), c.search.get('utcOffsetMinutes')])).toEqual([['7', '0']]);

    // Averages over the 7 days: 200 / 7 people, 48.5 / 7 litres.
    const expectations = [
      { title: 'People count', total: ['People counted', '200'], average: '29', chart: 'People counted per day', days: ['Nov 21: 120 people', 'Nov 20: 80 people', 'Nov 15: 0 people'], peak: 'Busiest day: 120 people' },
      { title: 'Water consumption', total: ['Litres used', '48.5'], average: '6.9', chart: 'Litres of water used per day', days: ['Nov 21: 36.5 litres', 'Nov 20: 12 litres', 'Nov 15: 0 litres'], peak: 'Busiest day: 36.5 litres' },
    ];
    for (const expected of expectations) {
      const box = widget(expected.title);
      expect(within(statIn(box, expected.total[0])).getByText(expected.total[1])).toBeInTheDocument();
      expect(within(statIn(box, 'Daily average')).getByText(expected.average)).toBeInTheDocument();
      const chart = within(box).getByRole('list', { name: expected.chart });
      expect(within(chart).getAllByRole('listitem')).toHaveLength(7);
      for (const day of expected.days) expect(within(chart).getByText(day)).toBeInTheDocument();
      expect(within(box).getByText(expected.peak)).toBeInTheDocument();
    }

    // The facility that used no water is left out.
    const facilities = within(within(widget('Water consumption')).getByRole('list', { name: 'Facilities using the most water' })).getAllByRole('listitem');
    expect(facilities).toHaveLength(2);
    expect(within(facilities[0]).getByText('Ladies')).toBeInTheDocument();
    expect(within(facilities[0]).getByText('Plaza')).toBeInTheDocument();
    expect(within(facilities[0]).getByText('30.5 litres')).toBeInTheDocument();
    expect(within(facilities[0]).getByText('150 people')).toBeInTheDocument();
    expect(within(facilities[1]).getByText('Unnamed facility')).toBeInTheDocument();
    expect(within(facilities[1]).getByText('Tower')).toBeInTheDocument();
    expect(within(facilities[1]).getByText('1 person')).toBeInTheDocument();
    await settled();
  });

  it('asks both calls again when the timezone setting changes', async () => {
    const calls = renderDashboard('supervisor', { timezone: 'UTC+8' });
    await screen.findByText('People counted');
    act(() => appStore.set(timezoneAtom, 'UTC-5'));
    await waitFor(() => expect(usageCalls(calls)).toHaveLength(2));
    await waitFor(() => expect(activityCalls(calls)).toHaveLength(2));
    for (const rangeCalls of [activityCalls(calls), usageCalls(calls)]) {
      expect(rangeCalls.map((c) => c.search.get('utcOffsetMinutes'))).toEqual(['480', '-300']);
    }
    expect(await screen.findByText('Days begin at midnight in your time zone, UTC-5.')).toBeInTheDocument();
    await settled();
  });

  it('says so when no one was counted and no water used', async () => {
    renderDashboard('supervisor', rangeBackend({ empty: ['/api/dashboard/usage'] }));
    expect(await screen.findByText('No people counted in this range.')).toBeInTheDocument();
    expect(screen.getByText('No water used in this range.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'People counted per day' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Facilities using the most water' })).not.toBeInTheDocument();
    await settled();
  });

  it('shows the usage error with a retry while the issue widgets stay', async () => {
    const { calls, recover } = rangeBackend({ failing: { path: '/api/dashboard/usage', message: 'Meters unavailable' } });
    renderDashboard('ll-manager', { calls });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Meters unavailable')).toBeInTheDocument();
    expect(await screen.findByText('3 open')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Issues monitoring' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'People count' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Water consumption' })).not.toBeInTheDocument();
    recover();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nov 21: 36.5 litres')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(usageCalls(calls)).toHaveLength(2);
    expect(activityCalls(calls)).toHaveLength(1);
  });
});
