import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderPage, signInAs } from '@/testing/test-utils';
import { answerLike } from '../testing/answers';
import { DashboardRoute } from './dashboard';

/** Seven days ending 2026-11-21, with something on the last. */
const DAYS = Array.from({ length: 7 }, (_, index) => `2026-11-${String(15 + index).padStart(2, '0')}`);

/** Every answer of the dashboard, each the recorded one with figures of its own. */
const ANSWERS: Record<string, unknown> = {
  '/api/forecasts': { items: [] },
  '/api/dashboard/overview': answerLike('overview', {
    companies: 2,
    buildings: 3,
    projects: 4,
    facilities: 18,
    devices: { total: 20, online: 11, offline: 2, unknown: 7, lowBattery: 3, weakSignal: 1 },
    gateways: { connected: 5, disconnected: 6 },
    openIssues: 9,
  }),
  '/api/dashboard/issues': answerLike('issues', {
    opened: 14,
    resolved: 12,
    openNow: 8,
    meanMinutesToResolve: 75,
    perDay: DAYS.map((day) => ({ day, opened: day === '2026-11-21' ? 14 : 0, resolved: day === '2026-11-21' ? 12 : 0 })),
  }),
  '/api/dashboard/usage': answerLike('usage', {
    people: 140,
    litres: 70.5,
    mainMeterLitres: 300,
    perDay: DAYS.map((day) => (day === '2026-11-21' ? { day, people: 140, litres: 70.5, mainMeterLitres: 300 } : { day, people: 0, litres: 0, mainMeterLitres: 0 })),
  }),
  '/api/dashboard/kpi': answerLike('kpi', {
    overall: { resolved: 12, resolvedByStaff: 9, resolvedBySystem: 3, meanMinutes: 42, medianMinutes: 30, p90Minutes: 125, withinTarget: 0.75 },
  }),
  '/api/dashboard/feedback': answerLike('feedback', {
    count: 6,
    average: 1.5,
    perRating: [
      { rating: 'excellent', count: 4 },
      { rating: 'good', count: 1 },
      { rating: 'average', count: 1 },
      { rating: 'poor', count: 0 },
      { rating: 'very-poor', count: 0 },
    ],
    perArea: [{ area: 'wet-floor', count: 2 }],
  }),
};

function renderDashboard(answers: Record<string, unknown> = ANSWERS) {
  mockFetch((call) => {
    if (call.path in answers) return json(answers[call.path]);
    if (call.path === '/api/issues') return json({ items: answerLike('recentIssues'), total: 3, page: 1, pageSize: 5 });
    return undefined;
  });
  signInAs('admin');
  renderPage(<DashboardRoute />);
}

/** The value of the figure named `label` in the widget named `widget`, as a screen reader finds it. */
const figure = (widget: string, label: string) => within(screen.getByRole('region', { name: widget })).getByRole('definition', { name: label });

describe("the dashboard's figures", () => {
  it("names each figure by its label inside a region named by its widget, and shows the answer's value", async () => {
    renderDashboard();
    await screen.findByRole('region', { name: 'Feedback rating' });
    await waitFor(() => expect(screen.queryAllByTestId(/skeleton$/)).toHaveLength(0));
    const expected: [string, string, string][] = [
      ['Overview', 'Companies', '2'],
      ['Overview', 'Buildings', '3'],
      ['Overview', 'Projects', '4'],
      ['Overview', 'Facilities', '18'],
      ['Issues', 'Open now', '9'],
      ['Devices', 'Online', '11'],
      ['Devices', 'Offline', '2'],
      ['Devices', 'Unknown', '7'],
      ['Devices', 'Low battery', '3'],
      ['Devices', 'Weak signal', '1'],
      ['Gateways', 'Connected', '5'],
      ['Gateways', 'Disconnected', '6'],
      ['Issues monitoring', 'Opened in range', '14'],
      ['Issues monitoring', 'Resolved', '12'],
      ['Issues monitoring', 'Open now', '8'],
      ['Issues monitoring', 'Mean time to resolve', '1 h 15 min'],
      ['KPI', 'Mean', '42 min'],
      ['KPI', 'Median', '30 min'],
      ['KPI', '90th percentile', '2 h 5 min'],
      ['KPI', 'Within target', '75%'],
      ['Feedback rating', 'Ratings', '6'],
      ['Feedback rating', 'Average rating', '1.5'],
      ['People count', 'People counted', '140'],
      ['People count', 'Daily average', '20'],
      ['Water consumption', 'Litres (toilets)', '70.5'],
      ['Water consumption', 'Litres (main meter)', '300'],
      ['Water consumption', 'Daily average', '10.1'],
    ];
    for (const [widget, label, value] of expected) expect(figure(widget, label), `${widget}: ${label}`).toHaveTextContent(value);
    // Every figure on the screen is named: none a screen reader would read as a bare number.
    for (const value of screen.getAllByRole('definition')) expect(value).toHaveAccessibleName();
    const ratings = within(screen.getByRole('list', { name: 'Ratings by score' })).getAllByRole('listitem');
    expect(ratings.map((item) => item.getAttribute('aria-label'))).toEqual(['Excellent: 4', 'Good: 1', 'Average: 1', 'Poor: 0', 'Very poor: 0']);
    expect(within(screen.getByRole('list', { name: 'Most named areas' })).getByRole('listitem')).toHaveAccessibleName('Wet floor: 2');
  });

  it('says the widgets could not be shown, rather than showing 0, when the answer lacks a figure they read', async () => {
    const { openNow: _gone, ...withoutOpenNow } = ANSWERS['/api/dashboard/issues'] as Record<string, unknown>;
    renderDashboard({ ...ANSWERS, '/api/dashboard/issues': withoutOpenNow });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Issues monitoring' })).not.toBeInTheDocument();
    // The other calls' widgets stand.
    expect(await screen.findByRole('region', { name: 'KPI' })).toBeInTheDocument();
    expect(figure('Issues', 'Open now')).toHaveTextContent('9');
  });
});
