import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvFile, stubDownloads } from '@/testing/list-screen';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderPage, signInAs } from '@/testing/test-utils';
import { ReportsRoute } from './reports';
import { records } from '@/testing/api-records';

const KPI = { resolved: 10, resolvedByStaff: 8, resolvedBySystem: 2, meanMinutes: 50, medianMinutes: 35, p90Minutes: 140, withinTarget: 0.9 };

function building(id: string, name: string) {
  return {
    buildingId: id,
    buildingName: name,
    landlordName: 'Greenway Estates',
    issuesByType: [
      { issueType: 'bin-full', opened: 2, resolved: 2 },
      { issueType: 'paper-level-low', opened: 5, resolved: 4 },
    ],
    kpi: KPI,
    feedback: {
      count: 6,
      average: 1.5,
      perRating: [{ rating: 'excellent', count: 3 }, { rating: 'good', count: 3 }, { rating: 'average', count: 0 }, { rating: 'poor', count: 0 }, { rating: 'very-poor', count: 0 }],
      topAreas: [{ area: 'dirty-basin', count: 2 }],
    },
    people: 1500,
    litres: 420.5,
    mainMeterLitres: 2000,
    deviceUptime: 0.985,
    sensors: SENSORS,
  };
}

const SENSORS = { peopleCounters: 2, waterMeters: 2, mainWaterMeters: 1, feedbackPanels: 1, devices: 12 };

function backend(buildings?: unknown[]) {
  return mockFetch((call) => {
    if (call.path === '/api/reports') {
      const all = (buildings ?? [building('b1', 'Greenway Plaza'), building('b2', 'Harbour Tower')]) as { buildingId: string }[];
      const buildingId = call.search.get('buildingId');
      return json({ from: call.search.get('from'), to: call.search.get('to'), buildings: all.filter((b) => !buildingId || b.buildingId === buildingId) });
    }
    if (call.path === '/api/reports/export') return csvFile('reports.csv');
    if (call.path === '/api/buildings') {
      return json({ items: [records.building({ id: 'b1', name: 'Greenway Plaza' }), records.building({ id: 'b2', name: 'Harbour Tower' })], total: 2, page: 1, pageSize: 20 });
    }
    return undefined;
  });
}

const stat = (box: HTMLElement, label: string) =>
  within(box).getByText(label, { selector: '.chakra-stat__label' }).closest('.chakra-stat__root') as HTMLElement;

describe('reports', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("shows each building's issues, response times, feedback, people, litres beside the main meter and uptime for last week", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-19T10:00:00Z') });
    const { calls } = backend();
    signInAs('ll-manager');
    renderPage(<ReportsRoute />);
    const plaza = await screen.findByRole('region', { name: 'Greenway Plaza' });
    // Thursday 19 November: last week is Monday 9 to Sunday 15 November.
    expect(calls.find((c) => c.path === '/api/reports')?.search.toString()).toBe('from=2026-11-09&to=2026-11-15&utcOffsetMinutes=0');
    expect(screen.getByRole('region', { name: 'Harbour Tower' })).toBeInTheDocument();
    const issues = within(within(plaza).getByRole('table', { name: 'Issues by type' })).getAllByRole('row').map((row) => row.textContent);
    expect(issues).toEqual(['TypeOpenedResolved', 'Paper level low54', 'Bin full22', 'Total76']);
    expect(within(stat(plaza, 'Median')).getByText('35 min')).toBeInTheDocument();
    expect(within(stat(plaza, '90th percentile')).getByText('2 h 20 min')).toBeInTheDocument();
    expect(within(stat(plaza, 'Within target')).getByText('90%')).toBeInTheDocument();
    expect(within(stat(plaza, 'Average rating')).getByText('1.5')).toBeInTheDocument();
    expect(within(within(plaza).getByRole('list', { name: 'Most named areas' })).getByText('Dirty basin')).toBeInTheDocument();
    expect(within(stat(plaza, 'People counted')).getByText('1,500')).toBeInTheDocument();
    expect(within(stat(plaza, 'Litres (toilets)')).getByText('420.5')).toBeInTheDocument();
    expect(within(stat(plaza, 'Litres (main meter)')).getByText('2,000')).toBeInTheDocument();
    expect(within(stat(plaza, 'Device uptime')).getByText('99%')).toBeInTheDocument();
  });

  it('says which figures no sensor measures instead of showing 0, and a dash for uptime only where there is no device', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-19T10:00:00Z') });
    const bare = {
      ...building('b1', 'Greenway Plaza'),
      people: 0,
      litres: 0,
      mainMeterLitres: 0,
      deviceUptime: 0.5,
      feedback: { count: 0, average: null, perRating: [], topAreas: [] },
      sensors: { peopleCounters: 0, waterMeters: 0, mainWaterMeters: 0, feedbackPanels: 0, devices: 3 },
    };
    const empty = {
      ...building('b2', 'Harbour Tower'),
      deviceUptime: null,
      sensors: { peopleCounters: 0, waterMeters: 0, mainWaterMeters: 0, feedbackPanels: 0, devices: 0 },
    };
    backend([bare, empty]);
    signInAs('cc-manager');
    renderPage(<ReportsRoute />);
    const plaza = await screen.findByRole('region', { name: 'Greenway Plaza' });
    expect(within(stat(plaza, 'People counted')).getByText('No people counter')).toBeInTheDocument();
    expect(within(stat(plaza, 'Litres (toilets)')).getByText('No water meter')).toBeInTheDocument();
    expect(within(stat(plaza, 'Litres (main meter)')).getByText('No main meter')).toBeInTheDocument();
    expect(within(stat(plaza, 'Device uptime')).getByText('50%')).toBeInTheDocument();
    expect(within(plaza).getByText('No feedback panel, and no visitor rated through the QR code in this period.')).toBeInTheDocument();
    expect(within(plaza).queryByText('0')).not.toBeInTheDocument();
    const tower = screen.getByRole('region', { name: 'Harbour Tower' });
    expect(within(stat(tower, 'Device uptime')).getByText('—')).toBeInTheDocument();
    // Feedback given through the QR code counts without a panel.
    expect(within(tower).getByRole('list', { name: 'Most named areas' })).toBeInTheDocument();
  });

  it('asks for last month, custom dates and one building, and refuses a custom range that ends before it starts', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-19T10:00:00Z') });
    const { calls } = backend();
    signInAs('admin');
    renderPage(<ReportsRoute />);
    await screen.findByRole('region', { name: 'Harbour Tower' });
    const user = userEvent.setup();
    const reportCalls = () => calls.filter((c) => c.path === '/api/reports').map((c) => c.search.toString());

    await user.selectOptions(screen.getByLabelText('Period'), 'Last month');
    await waitFor(() => expect(reportCalls().at(-1)).toBe('from=2026-10-01&to=2026-10-31&utcOffsetMinutes=0'));

    await screen.findByRole('option', { name: 'Harbour Tower' });
    await user.selectOptions(screen.getByLabelText('Building'), 'Harbour Tower');
    await waitFor(() => expect(reportCalls().at(-1)).toBe('from=2026-10-01&to=2026-10-31&buildingId=b2&utcOffsetMinutes=0'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Greenway Plaza' })).not.toBeInTheDocument());

    await user.selectOptions(screen.getByLabelText('Period'), 'Custom dates');
    await user.type(screen.getByLabelText('From'), '2026-11-10');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    expect(screen.getByRole('alert')).toHaveTextContent('The start date is after the end date');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-11-12');
    await waitFor(() => expect(reportCalls().at(-1)).toBe('from=2026-11-10&to=2026-11-12&buildingId=b2&utcOffsetMinutes=0'));
  });

  it('exports reports.csv for the period and prints through the browser, leaving the controls out of the page it prints', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-19T10:00:00Z') });
    const { calls } = backend();
    const click = stubDownloads();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    signInAs('admin');
    renderPage(<ReportsRoute />);
    await screen.findByRole('region', { name: 'Harbour Tower' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Saved reports.csv')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/reports/export')?.search.toString()).toBe('from=2026-11-09&to=2026-11-15&utcOffsetMinutes=0');
    expect(click).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toMatch(/@media print[\s\S]*header, footer, nav, \[data-print="hide"\]/);
    expect(screen.getByRole('button', { name: 'Print' })).toHaveAttribute('data-print', 'hide');
    expect(screen.getByLabelText('Period').closest('[data-print="hide"]')).not.toBeNull();
  });
});
