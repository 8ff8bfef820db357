import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESET } from 'jotai/utils';
import { afterEach, describe, expect, it } from 'vitest';
import { timezoneAtom } from '@/lib/session-atoms';
import { appStore } from '@/lib/store';
import { json, mockFetch, type Call } from '@/testing/mock-fetch';
import { renderPage, signInAs } from '@/testing/test-utils';
import { answerLike } from '../testing/answers';
import { DashboardRoute } from './dashboard';

/** The days of a range call (`days=N` or `weeks=N`, seven days each) ending 2026-11-21, oldest first: `YYYY-MM-DD`. */
function rangeDays(call: Call): string[] {
  const weeks = call.search.get('weeks');
  const days = weeks ? Number(weeks) * 7 : Number(call.search.get('days') ?? 7);
  return Array.from({ length: days }, (_, index) => new Date(Date.UTC(2026, 10, 21 - (days - 1 - index))).toISOString().slice(0, 10));
}

/** GET /api/dashboard/issues for `days` days ending 2026-11-21; `empty` has no issues at all. */
function issueActivity(call: Call, { empty = false }: { empty?: boolean } = {}) {
  const perDay = rangeDays(call).map((day) =>
    day === '2026-11-21' && !empty ? { day, opened: 3, resolved: 1 } : { day, opened: 0, resolved: 0 },
  );
  return json(
    answerLike('issues', {
      from: '2026-11-15',
      to: '2026-11-21',
      opened: empty ? 0 : 7,
      resolved: empty ? 0 : 4,
      openNow: empty ? 0 : 5,
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
    }),
  );
}

/** People on Nov 20 and 21, water on those days too, and the main meters' litres; every other day nothing. */
const USAGE_DAYS: Record<string, { people: number; litres: number; mainMeterLitres: number }> = {
  '2026-11-20': { people: 80, litres: 12, mainMeterLitres: 500 },
  '2026-11-21': { people: 120, litres: 36.5, mainMeterLitres: 700 },
};
const NO_USAGE = { people: 0, litres: 0, mainMeterLitres: 0 };

/** GET /api/dashboard/usage for `days` days ending 2026-11-21; `empty` has no counts at all,
 * `bare` no sensor that counts people or measures water within reach. */
function usage(call: Call, { empty = false, bare = false }: { empty?: boolean; bare?: boolean } = {}) {
  return json(
    answerLike('usage', {
      ...(bare ? { sensors: { peopleCounters: 0, waterMeters: 0, mainWaterMeters: 0, feedbackPanels: 0, devices: 4 } } : {}),
      from: '2026-11-15',
      to: '2026-11-21',
      people: empty ? 0 : 200,
      litres: empty ? 0 : 48.5,
      mainMeterLitres: empty ? 0 : 1200,
      perDay: rangeDays(call).map((day) => ({ day, ...((empty ? undefined : USAGE_DAYS[day]) ?? NO_USAGE) })),
      byFacility: empty
        ? []
        : [
            { facilityId: 'f1', facilityName: 'Ladies', buildingName: 'Plaza', people: 150, litres: 30.5 },
            { facilityId: 'f2', facilityName: null, buildingName: 'Tower', people: 1, litres: 18 },
            { facilityId: 'f3', facilityName: 'Gents', buildingName: 'Plaza', people: 49, litres: 0 },
          ],
    }),
  );
}

const KPI = { resolved: 12, resolvedByStaff: 9, resolvedBySystem: 3, meanMinutes: 42, medianMinutes: 30, p90Minutes: 125, withinTarget: 0.75 };
const NO_KPI = { resolved: 0, resolvedByStaff: 0, resolvedBySystem: 0, meanMinutes: null, medianMinutes: null, p90Minutes: null, withinTarget: null };

/** GET /api/dashboard/kpi: overall and two buildings, one of which resolved nothing. */
function kpi(_call: Call, { empty = false }: { empty?: boolean } = {}) {
  return json(
    answerLike('kpi', {
      from: '2026-11-15',
      to: '2026-11-21',
      overall: empty ? NO_KPI : KPI,
      perBuilding: empty
        ? []
        : [
            { id: 'b1', name: 'Plaza', ...KPI, medianMinutes: 20, p90Minutes: 90, withinTarget: 0.8 },
            { id: 'b2', name: 'Tower', ...NO_KPI },
          ],
      perCompany: [],
      perStaff: [],
      perType: [],
    }),
  );
}

/** GET /api/dashboard/feedback: eight ratings, two areas named. */
function feedback(_call: Call, { empty = false }: { empty?: boolean } = {}) {
  const counts: Record<string, number> = empty ? {} : { excellent: 3, good: 2, average: 1, poor: 2 };
  return json(
    answerLike('feedback', {
      from: '2026-11-15',
      to: '2026-11-21',
      count: empty ? 0 : 8,
      average: empty ? null : 2.25,
      perRating: ['excellent', 'good', 'average', 'poor', 'very-poor'].map((rating) => ({ rating, count: counts[rating] ?? 0 })),
      perArea: empty ? [] : [{ area: 'no-toilet-paper', count: 4 }, { area: 'wet-floor', count: 1 }],
      perDay: [],
    }),
  );
}

const OVERVIEW = answerLike('overview', {
  companies: 2,
  buildings: 3,
  projects: 4,
  facilities: 18,
  devices: { total: 20, online: 11, offline: 2, unknown: 7, lowBattery: 2, weakSignal: 1 },
  gateways: { connected: 2, disconnected: 1 },
  openIssues: 4,
});

/** What a supervisor's overview holds: their facilities' buildings, facilities and devices. */
const SUPERVISOR_OVERVIEW = answerLike('overview', {
  companies: null,
  projects: null,
  buildings: 1,
  facilities: 3,
  devices: { total: 5, online: 4, offline: 1, unknown: 0, lowBattery: 1, weakSignal: 0 },
  gateways: null,
  openIssues: 2,
});

const RANGE_ANSWERS: Record<string, (call: Call, options: { empty: boolean; bare: boolean }) => Response> = {
  '/api/dashboard/issues': issueActivity,
  '/api/dashboard/usage': usage,
  '/api/dashboard/kpi': kpi,
  '/api/dashboard/feedback': feedback,
};

/**
 * The dashboard's calls: the range calls (those in `empty` with nothing counted, `failing`
 * with a 503 saying its message until `recover()`), the overview and the latest issues.
 */
function backend({
  empty = [],
  bare = false,
  failing,
  overview = OVERVIEW,
}: { empty?: string[]; bare?: boolean; failing?: { path: string; message: string }; overview?: unknown } = {}) {
  let fail = true;
  const { calls } = mockFetch((call) => {
    if (fail && call.path === failing?.path) return json({ message: failing.message, violations: [] }, 503);
    const range = RANGE_ANSWERS[call.path];
    if (range) return range(call, { empty: empty.includes(call.path), bare });
    if (call.path === '/api/dashboard/overview') return json(overview);
    if (call.path === '/api/forecasts') return json({ items: [] });
    if (call.path === '/api/issues') {
      const items = answerLike('recentIssues', [
        { id: 'i1', issueType: 'odour', issueName: 'Odour', status: 'OPENED', facilityName: 'Ladies', buildingName: 'Plaza', createdAt: '2026-11-21T08:00:00Z' },
      ]);
      return json({ items, total: 9, page: 1, pageSize: 5 });
    }
    return undefined;
  });
  return { calls, recover: () => void (fail = false) };
}

/** The dashboard for `role`, in `timezone` if given; `calls` of a mock made before, else `backend()`'s. */
function renderDashboard(role: string, { timezone, calls = backend().calls }: { timezone?: string; calls?: Call[] } = {}): Call[] {
  if (timezone) appStore.set(timezoneAtom, timezone);
  signInAs(role);
  renderPage(<DashboardRoute />);
  return calls;
}

// The timezone a test chose goes back to the default, the page unmounted first: a new timezone would otherwise ask again.
afterEach(() => {
  cleanup();
  appStore.set(timezoneAtom, RESET);
});

describe('dashboard widgets', () => {
  it('shows the overview, issues open now, the latest issues, device states and gateways as the server counts them', async () => {
    const calls = renderDashboard('admin');
    const overview = await screen.findByRole('heading', { name: 'Overview' });
    const overviewCard = overview.closest('.chakra-card__root') as HTMLElement;
    expect(within(statIn(overviewCard, 'Facilities')).getByText('18')).toBeInTheDocument();
    // The link to the list stands right after the count.
    expect(within(statIn(overviewCard, 'Companies').parentElement as HTMLElement).getByRole('link', { name: 'Open the list' })).toHaveAttribute('href', '/companies/table');

    expect(await screen.findByRole('link', { name: 'Odour' })).toHaveAttribute('href', '/issues/table?issueId=i1');
    expect(within(statIn(widget('Issues'), 'Open now')).getByText('4')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/issues' && c.search.get('pageSize') === '5')?.search.get('sort')).toBe('-createdAt');

    const devices = widget('Devices');
    const expected = { Online: '11', Offline: '2', Unknown: '7', 'Low battery': '2', 'Weak signal': '1' };
    for (const [label, value] of Object.entries(expected)) expect(within(statIn(devices, label)).getByText(value)).toBeInTheDocument();
    const gateways = widget('Gateways');
    expect(within(statIn(gateways, 'Connected')).getByText('2')).toBeInTheDocument();
    expect(within(statIn(gateways, 'Disconnected')).getByText('1')).toBeInTheDocument();

    // Nothing is counted in the browser: no device page, no gateway list.
    expect(calls.some((c) => c.path === '/api/devices' || c.path === '/api/ingest/gateways')).toBe(false);
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports');
    await settled();
  });

  it("fills a supervisor's overview and devices with their facilities' counts and leaves out what the role may not see", async () => {
    renderDashboard('supervisor', backend({ overview: SUPERVISOR_OVERVIEW }));
    const overviewCard = (await screen.findByRole('heading', { name: 'Overview' })).closest('.chakra-card__root') as HTMLElement;
    expect(within(statIn(overviewCard, 'Buildings')).getByText('1')).toBeInTheDocument();
    expect(within(statIn(overviewCard, 'Facilities')).getByText('3')).toBeInTheDocument();
    expect(within(overviewCard).queryByText('Companies')).not.toBeInTheDocument();
    expect(within(overviewCard).queryByText('Projects')).not.toBeInTheDocument();
    // A supervisor may not open those lists, so the counts do not link to them.
    expect(within(overviewCard).queryByRole('link')).not.toBeInTheDocument();
    await screen.findByRole('link', { name: 'Odour' });
    expect(within(statIn(widget('Issues'), 'Open now')).getByText('2')).toBeInTheDocument();
    expect(within(statIn(widget('Devices'), 'Low battery')).getByText('1')).toBeInTheDocument();
    expect(within(widget('Devices')).queryByRole('link', { name: 'View all' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Gateways' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
    await settled();
  });

  it('shows the overview error with a retry', async () => {
    const { calls, recover } = backend({ failing: { path: '/api/dashboard/overview', message: 'Read model unavailable' } });
    renderDashboard('admin', { calls });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Read model unavailable')).toBeInTheDocument();
    recover();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    await settled();
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
  it("shows totals, bars per day with each day's numbers for screen readers, the most frequent types and hot facilities for the last 7 days", async () => {
    const calls = renderDashboard('admin', { timezone: 'UTC+8' });
    expect(await screen.findByRole('heading', { name: 'Activity', level: 2 })).toBeInTheDocument();
    expect(await screen.findByText('Mean time to resolve')).toBeInTheDocument();
    expect(activityCalls(calls).map((c) => [c.search.get('days'), c.search.get('utcOffsetMinutes')])).toEqual([['7', '480']]);
    expect(screen.getByLabelText('Range')).toHaveValue('7d');
    expect(screen.getByText('Days begin at midnight in your time zone, UTC+8.')).toBeInTheDocument();

    const monitoring = widget('Issues monitoring');
    const stat = (label: string) => statIn(monitoring, label);
    expect(within(stat('Opened in range')).getByText('7')).toBeInTheDocument();
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

  it('asks every range call again with weeks=4 on "last 4 weeks", in the timezone of the settings', async () => {
    const calls = renderDashboard('supervisor', { timezone: 'UTC-5' });
    await screen.findByText('Mean time to resolve');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Range'), 'Last 4 weeks');
    const rangeCallsOf = (path: string) => calls.filter((c) => c.path === path);
    for (const path of Object.keys(RANGE_ANSWERS)) {
      await waitFor(() => expect(rangeCallsOf(path)).toHaveLength(2));
      expect(rangeCallsOf(path).map((c) => [c.search.get('days'), c.search.get('weeks'), c.search.get('utcOffsetMinutes')])).toEqual([
        ['7', null, '-300'],
        [null, '4', '-300'],
      ]);
    }
    const chart = await screen.findByRole('list', { name: 'Issues opened and resolved per day' });
    await waitFor(() => expect(within(chart).getAllByRole('listitem')).toHaveLength(28));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'People counted per day' })).getAllByRole('listitem')).toHaveLength(28));
    expect(within(screen.getByRole('list', { name: 'Litres of water used per day' })).getAllByRole('listitem')).toHaveLength(28);

    await user.selectOptions(screen.getByLabelText('Range'), 'Last 12 weeks');
    await waitFor(() => expect(activityCalls(calls).at(-1)?.search.get('weeks')).toBe('12'));
    await waitFor(() => expect(usageCalls(calls).at(-1)?.search.get('weeks')).toBe('12'));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Issues opened and resolved per day' })).getAllByRole('listitem')).toHaveLength(84));
    await settled();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Last 7 days', 'Last 14 days', 'Last 30 days', 'Last 4 weeks', 'Last 12 weeks',
    ]);
  });

  it('says so when no issue was opened and no facility has one open', async () => {
    renderDashboard('cc-manager', backend({ empty: ['/api/dashboard/issues'] }));
    expect(await screen.findByText('No issues were opened in this range.')).toBeInTheDocument();
    expect(screen.getByText('No facility has an open issue.')).toBeInTheDocument();
    expect(within(statIn(widget('Issues monitoring'), 'Mean time to resolve')).getByText('—')).toBeInTheDocument();
    expect(screen.getByText('Nov 21: 0 opened, 0 resolved')).toBeInTheDocument();
  });

  it('shows the error with a retry that asks again', async () => {
    const { calls, recover } = backend({ failing: { path: '/api/dashboard/issues', message: 'Database unavailable' } });
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
  it('shows people counted and litres used, a bar per day and the facilities that used the most water', async () => {
    const calls = renderDashboard('admin');
    expect(await screen.findByText('People counted')).toBeInTheDocument();
    expect(usageCalls(calls).map((c) => [c.search.get('days'), c.search.get('utcOffsetMinutes')])).toEqual([['7', '0']]);

    // Averages over the 7 days: 200 / 7 people, 48.5 / 7 litres.
    const expectations = [
      { title: 'People count', total: ['People counted', '200'], average: '29', chart: 'People counted per day', days: ['Nov 21: 120 people', 'Nov 20: 80 people', 'Nov 15: 0 people'], peak: 'Busiest day: 120 people' },
      {
        title: 'Water consumption',
        total: ['Litres (toilets)', '48.5'],
        average: '6.9',
        chart: 'Litres of water used per day',
        days: [
          'Nov 21: 36.5 litres through the toilets, 700 litres on the main meters',
          'Nov 20: 12 litres through the toilets, 500 litres on the main meters',
          'Nov 15: 0 litres through the toilets, 0 litres on the main meters',
        ],
        peak: 'Busiest day: 700 litres',
      },
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

    // The main meters' litres stand beside the toilets', not added to them.
    expect(within(statIn(widget('Water consumption'), 'Litres (main meter)')).getByText('1,200')).toBeInTheDocument();
    expect(within(widget('Water consumption')).queryByText('1,248.5')).not.toBeInTheDocument();

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
    renderDashboard('supervisor', backend({ empty: ['/api/dashboard/usage'] }));
    expect(await screen.findByText('No people counted in this range.')).toBeInTheDocument();
    expect(screen.getByText('No water used in this range.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'People counted per day' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Facilities using the most water' })).not.toBeInTheDocument();
    await settled();
  });

  it('says there is no people counter or water meter, rather than 0, where none is within reach', async () => {
    renderDashboard('ll-manager', backend({ empty: ['/api/dashboard/usage'], bare: true }));
    expect(await screen.findByText('No people counter: no toilet you see counts its visitors.')).toBeInTheDocument();
    expect(screen.getByText('No water meter: no toilet or building you see measures its water.')).toBeInTheDocument();
    expect(screen.queryByText('No people counted in this range.')).not.toBeInTheDocument();
    expect(screen.queryByText(/^0 people$/)).not.toBeInTheDocument();
    await settled();
  });

  it('shows the usage error with a retry while the issue widgets stay', async () => {
    const { calls, recover } = backend({ failing: { path: '/api/dashboard/usage', message: 'Meters unavailable' } });
    renderDashboard('ll-manager', { calls });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Meters unavailable')).toBeInTheDocument();
    expect(await screen.findByText('3 open')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Issues monitoring' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'People count' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Water consumption' })).not.toBeInTheDocument();
    recover();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nov 21: 36.5 litres through the toilets, 700 litres on the main meters')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(usageCalls(calls)).toHaveLength(2);
    expect(activityCalls(calls)).toHaveLength(1);
  });
});

describe('KPI and feedback widgets', () => {
  it("shows the server's response times overall and per building for the range", async () => {
    const calls = renderDashboard('ll-manager', { timezone: 'UTC+8' });
    await screen.findByText('12 issues resolved: 9 by staff, 3 cleared by itself');
    const box = widget('KPI');
    expect(calls.filter((c) => c.path === '/api/dashboard/kpi').map((c) => [c.search.get('days'), c.search.get('utcOffsetMinutes')])).toEqual([['7', '480']]);
    expect(within(statIn(box, 'Mean')).getByText('42 min')).toBeInTheDocument();
    expect(within(statIn(box, 'Median')).getByText('30 min')).toBeInTheDocument();
    expect(within(statIn(box, '90th percentile')).getByText('2 h 5 min')).toBeInTheDocument();
    expect(within(statIn(box, 'Within target')).getByText('75%')).toBeInTheDocument();
    expect(within(box).getByText('12 issues resolved: 9 by staff, 3 cleared by itself')).toBeInTheDocument();
    // Only buildings that resolved something get a bar.
    const buildings = within(within(box).getByRole('list', { name: 'Response time per building' })).getAllByRole('listitem');
    expect(buildings.map((item) => item.textContent)).toEqual(['Plaza: median 20 min, 90th percentile 1 h 30 min, 80% within target']);
    await settled();
  });

  it('says so when nothing was resolved', async () => {
    renderDashboard('admin', backend({ empty: ['/api/dashboard/kpi'] }));
    expect(await screen.findByText('No issue was resolved in this period.')).toBeInTheDocument();
    expect(within(statIn(widget('KPI'), 'Mean')).getByText('—')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Response time per building' })).not.toBeInTheDocument();
    await settled();
  });

  it('shows the feedback average, a bar per rating and the areas named most', async () => {
    renderDashboard('cc-manager');
    await screen.findByRole('heading', { name: 'Feedback rating' });
    await waitFor(() => expect(within(widget('Feedback rating')).queryByTestId('widget-skeleton')).not.toBeInTheDocument());
    const box = widget('Feedback rating');
    expect(within(statIn(box, 'Ratings')).getByText('8')).toBeInTheDocument();
    expect(within(statIn(box, 'Average rating')).getByText('2.3')).toBeInTheDocument();
    // The word for the average describes its figure.
    expect(within(box).getByRole('definition', { name: 'Average rating' })).toHaveAccessibleDescription(/^Good/);
    const ratings = within(within(box).getByRole('list', { name: 'Ratings by score' })).getAllByRole('listitem');
    expect(ratings.map((item) => item.getAttribute('aria-label'))).toEqual(['Excellent: 3', 'Good: 2', 'Average: 1', 'Poor: 2', 'Very poor: 0']);
    const areas = within(within(box).getByRole('list', { name: 'Most named areas' })).getAllByRole('listitem');
    expect(areas.map((item) => item.textContent)).toEqual(['No toilet paper4', 'Wet floor1']);
    expect(within(box).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/feedback/table');
    await settled();
  });

  it('says so when no visitor rated', async () => {
    renderDashboard('supervisor', backend({ empty: ['/api/dashboard/feedback'] }));
    expect(await screen.findByText('No feedback in this period.')).toBeInTheDocument();
    await settled();
  });
});
