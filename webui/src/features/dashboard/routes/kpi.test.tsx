import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESET } from 'jotai/utils';
import { afterEach, describe, expect, it } from 'vitest';
import { languageAtom, timezoneAtom } from '@/lib/session-atoms';
import { appStore } from '@/lib/store';
import { csvFile, stubDownloads } from '@/testing/list-screen';
import { json, mockFetch, type Call } from '@/testing/mock-fetch';
import { renderRoutes, signInAs } from '@/testing/test-utils';
import { KpiRoute } from './kpi';

const k = (resolved: number, mean: number | null, median: number | null, p90: number | null, within: number | null) => ({
  resolved,
  resolvedByStaff: resolved,
  resolvedBySystem: 0,
  meanMinutes: mean,
  medianMinutes: median,
  p90Minutes: p90,
  withinTarget: within,
});

const ANSWER = {
  from: '2026-11-15',
  to: '2026-11-21',
  overall: { ...k(12, 42.3, 30.2, 90, 0.5), resolvedByStaff: 5, resolvedBySystem: 7 },
  escalated: 3,
  perBuilding: [
    { id: 'b1', name: 'Harbourfront Tower', ...k(8, 45.4, 31.6, 90.7, 0.5) },
    { id: 'b2', name: 'Marina Mall', ...k(4, 37.4, 28.8, 77.5, 0.75) },
  ],
  perCompany: [{ id: 'c1', name: 'SparkleClean Services', ...k(12, 42.3, 30.2, 90, 0.5) }],
  perStaff: [
    { id: 's1', name: 'Charlie Cleaner', ...k(3, 57.1, 56.7, 109.9, 0.6667) },
    { id: 's2', name: 'Devi Kumar', ...k(1, 83.6, 82, 82, 0) },
    { id: 's3', name: null, ...k(1, 23, 23, 23, 1) },
  ],
  perType: [
    { issueType: 'paper-level-low', targetMinutes: 30, ...k(7, 25, 25, 37, 0.5) },
    { issueType: 'odour', targetMinutes: 60, ...k(5, 55, 55, 83, 0.5) },
  ],
};

function backend(answer: unknown = ANSWER) {
  return mockFetch((call) => {
    if (call.path === '/api/dashboard/kpi') return json(answer);
    if (call.path === '/api/dashboard/kpi/export') return csvFile(`kpi-per-${call.search.get('breakdown')}.csv`);
    return undefined;
  });
}

function renderKpi(role = 'cc-manager') {
  signInAs(role);
  return renderRoutes([{ path: '/dashboard/kpi', element: <KpiRoute /> }], '/dashboard/kpi');
}

const table = (name: string) => screen.getByRole('table', { name });
/** The rows of a table as their cells' text. */
const rowsOf = (name: string) =>
  within(table(name))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
const kpiCalls = (calls: Call[]) => calls.filter((call) => call.path === '/api/dashboard/kpi');

describe('KPI screen', () => {
  afterEach(() => {
    appStore.set(timezoneAtom, RESET);
  });

  it('shows the overall figures and each breakdown with its figures, the issue types with their targets', async () => {
    appStore.set(timezoneAtom, 'UTC+8');
    const { calls } = backend();
    renderKpi();
    const overall = await screen.findByRole('region', { name: 'All issues resolved' });
    expect(within(overall).getByText('42 min')).toBeInTheDocument();
    expect(within(overall).getByText('1 h 30 min')).toBeInTheDocument();
    expect(within(overall).getByText('50%')).toBeInTheDocument();
    expect(within(overall).getByText('12 issues resolved: 5 by staff, 7 cleared by itself')).toBeInTheDocument();
    expect(within(overall).getByText('3 issues were escalated in this range.')).toBeInTheDocument();
    expect(kpiCalls(calls)[0].search.toString()).toBe('days=7&utcOffsetMinutes=480');

    expect(rowsOf('Per building')).toEqual([
      ['Harbourfront Tower', '8', '45 min', '32 min', '1 h 31 min', '50%'],
      ['Marina Mall', '4', '37 min', '29 min', '1 h 18 min', '75%'],
    ]);
    expect(rowsOf('Per cleaning company')).toEqual([['SparkleClean Services', '12', '42 min', '30 min', '1 h 30 min', '50%']]);
    expect(rowsOf('Per staff member').map((row) => row[0])).toEqual(['Charlie Cleaner', 'Devi Kumar', 'No longer in the estate']);
    expect(rowsOf('Per issue type')).toEqual([
      ['Odour', '1 h', '5', '55 min', '55 min', '1 h 23 min', '50%'],
      ['Paper level low', '30 min', '7', '25 min', '25 min', '37 min', '50%'],
    ]);
    const header = within(table('Per issue type')).getAllByRole('columnheader').map((cell) => cell.textContent?.trim());
    expect(header).toEqual(['Issue type', 'Target', 'Resolved', 'Mean', 'Median', '90th percentile', 'Within target']);
  });

  it('sorts a breakdown by any column, again the other way round, missing figures last', async () => {
    backend();
    renderKpi();
    await screen.findByRole('table', { name: 'Per staff member' });
    const user = userEvent.setup();
    const names = () => rowsOf('Per staff member').map((row) => row[0]);
    const median = within(table('Per staff member')).getByRole('button', { name: 'Sort by Median' });
    await user.click(median);
    expect(names()).toEqual(['No longer in the estate', 'Charlie Cleaner', 'Devi Kumar']);
    expect(median.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(median);
    expect(names()).toEqual(['Devi Kumar', 'Charlie Cleaner', 'No longer in the estate']);
    expect(median.closest('th')).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(table('Per building')).getByRole('button', { name: 'Sort by Within target' }));
    await user.click(within(table('Per building')).getByRole('button', { name: 'Sort by Within target' }));
    expect(rowsOf('Per building').map((row) => row[0])).toEqual(['Marina Mall', 'Harbourfront Tower']);
    // Sorting one table leaves the others as they were.
    expect(rowsOf('Per issue type').map((row) => row[0])).toEqual(['Odour', 'Paper level low']);
  });

  it('exports each breakdown as CSV for the chosen range', async () => {
    const { calls } = backend();
    const click = stubDownloads();
    renderKpi('supervisor');
    await screen.findByRole('table', { name: 'Per building' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Range'), 'Last 4 weeks');
    await waitFor(() => expect(kpiCalls(calls).at(-1)?.search.get('weeks')).toBe('4'));
    await screen.findByRole('table', { name: 'Per staff member' });
    await user.click(screen.getByRole('button', { name: 'Export CSV of Per staff member' }));
    expect(await screen.findByText('Saved kpi-per-staff.csv')).toBeInTheDocument();
    const exported = calls.find((call) => call.path === '/api/dashboard/kpi/export');
    expect(exported?.search.toString()).toBe('weeks=4&utcOffsetMinutes=0&breakdown=staff');
    expect(click).toHaveBeenCalled();
  });

  it('says when nothing was resolved rather than showing empty tables', async () => {
    backend({ from: '2026-11-15', to: '2026-11-21', overall: k(0, null, null, null, null), perBuilding: [], perCompany: [], perStaff: [], perType: [] });
    renderKpi('ll-manager');
    const overall = await screen.findByRole('region', { name: 'All issues resolved' });
    expect(within(overall).getByText('No issue was resolved in this period.')).toBeInTheDocument();
    const building = screen.getByRole('region', { name: 'Per building' });
    expect(within(building).getByText('No issue was resolved in this range.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('speaks Chinese, minutes included', async () => {
    backend();
    act(() => appStore.set(languageAtom, 'zh'));
    signInAs('cc-manager');
    renderRoutes([{ path: '/dashboard/kpi', element: <KpiRoute /> }], '/dashboard/kpi', { liveLanguage: true });
    const staff = await screen.findByRole('table', { name: '按员工' });
    const first = within(staff).getAllByRole('row')[1];
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Charlie Cleaner', '3', '57 分钟', '57 分钟', '1 小时 50 分钟', '67%']);
    expect(screen.queryByText(/\bmin\b/)).not.toBeInTheDocument();
  });
});
