import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESET } from 'jotai/utils';
import { afterEach, describe, expect, it } from 'vitest';
import { timezoneAtom } from '@/lib/session-atoms';
import { appStore } from '@/lib/store';
import { applyFilter, csvFile, lastList, offeredCriteria, stubDownloads } from '@/testing/list-screen';
import { json, mockFetch } from '@/testing/mock-fetch';
import { exportCsv } from '@/testing/list-backend';
import { renderAs } from '@/testing/test-utils';
import { UsageTable } from './usage-table';
import { records } from '@/testing/api-records';

const rows = [
  records.usage({ facilityId: 'fa1', facilityName: 'Ladies Ground', buildingId: 'b1', buildingName: 'Greenway Plaza', floorLabel: 'Ground', day: '2026-11-20', people: 80, litres: 12.5, source: 'toilets' }),
  records.usage({ facilityId: 'fa1', facilityName: 'Ladies Ground', buildingId: 'b1', buildingName: 'Greenway Plaza', floorLabel: 'Ground', day: '2026-11-21', people: 120, litres: 36.5, source: 'toilets' }),
  records.usage({ facilityId: null, facilityName: null, buildingId: 'b1', buildingName: 'Greenway Plaza', floorLabel: null, day: '2026-11-21', people: 0, litres: 900, source: 'main-meter' }),
];

function backend() {
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/usage') return json({ items: rows, total: rows.length, page: Number(call.search.get('page')), pageSize: Number(call.search.get('pageSize')) });
    if (call.method === 'GET' && call.path === '/api/usage/export') return csvFile('usage.csv');
    if (call.path === '/api/buildings') return json({ items: [records.building({ id: 'b1', name: 'Greenway Plaza', landlordId: 'l1' })], total: 1, page: 1, pageSize: 20 });
    return undefined;
  });
}

const tableCalls = (calls: { path: string; search: URLSearchParams }[]) => calls.filter((c) => c.path === '/api/usage' && c.search.get('pageSize') === '20');

describe('usage table', () => {
  afterEach(() => {
    cleanup();
    appStore.set(timezoneAtom, RESET);
  });

  it('lists people and litres per facility and day, main meters on rows of their own, in the viewer’s days', async () => {
    const { calls } = backend();
    appStore.set(timezoneAtom, 'UTC+8');
    renderAs('cc-manager', <UsageTable />);
    const table = await screen.findByRole('table', { name: 'Usage per facility and day' });
    await within(table).findAllByRole('cell', { name: 'Ladies Ground' });
    const body = within(table).getAllByRole('row').slice(1);
    expect(body).toHaveLength(3);
    expect(within(body[1]).getByRole('cell', { name: '120' })).toBeInTheDocument();
    expect(within(body[1]).getByRole('cell', { name: '36.5' })).toBeInTheDocument();
    expect(within(body[2]).getByText('Main meter')).toBeInTheDocument();
    expect(within(body[2]).getByRole('cell', { name: '900' })).toBeInTheDocument();
    const first = tableCalls(calls)[0];
    expect(first.search.get('utcOffsetMinutes')).toBe('480');
    expect(first.search.get('sort')).toBe('-day');
  });

  it('says a toilet has no people counter or no water meter rather than counting 0', async () => {
    const sensorRows = [
      { ...rows[0], facilityId: 'fa2', facilityName: 'Gents Ground', people: 0, litres: 12.5, hasPeopleCounter: false, hasWaterMeter: true },
      { ...rows[0], facilityId: 'fa3', facilityName: 'Accessible Ground', people: 40, litres: 0, hasPeopleCounter: true, hasWaterMeter: false },
      { ...rows[2], hasPeopleCounter: false, hasWaterMeter: false },
    ];
    mockFetch((call) => {
      if (call.method === 'GET' && call.path === '/api/usage') return json({ items: sensorRows, total: sensorRows.length, page: 1, pageSize: 20 });
      return undefined;
    });
    renderAs('cc-manager', <UsageTable />);
    const table = await screen.findByRole('table', { name: 'Usage per facility and day' });
    await within(table).findByRole('cell', { name: 'Gents Ground' });
    const [gents, accessible, main] = within(table).getAllByRole('row').slice(1);
    expect(within(gents).getByRole('cell', { name: 'No people counter' })).toBeInTheDocument();
    expect(within(gents).getByRole('cell', { name: '12.5' })).toBeInTheDocument();
    expect(within(accessible).getByRole('cell', { name: '40' })).toBeInTheDocument();
    expect(within(accessible).getByRole('cell', { name: 'No water meter' })).toBeInTheDocument();
    // A main meter's row measures water, and never people.
    expect(within(main).getByRole('cell', { name: '900' })).toBeInTheDocument();
    expect(within(main).queryByText(/^No /)).not.toBeInTheDocument();
  });

  it('shows each day’s cleanings and the visitors per cleaning as the API gives them', async () => {
    const cleaned = [
      { ...rows[1], people: 300, cleanings: 2, visitorsPerCleaning: 150 },
      { ...rows[0], people: 80, cleanings: 0, visitorsPerCleaning: null },
      { ...rows[2], cleanings: 0, visitorsPerCleaning: null },
    ];
    mockFetch((call) => {
      if (call.method === 'GET' && call.path === '/api/usage') return json({ items: cleaned, total: cleaned.length, page: 1, pageSize: 20 });
      return undefined;
    });
    renderAs('ll-manager', <UsageTable />);
    const table = await screen.findByRole('table', { name: 'Usage per facility and day' });
    await within(table).findAllByRole('cell', { name: 'Ladies Ground' });
    // Shown from tablet width up (jsdom applies no breakpoint, so they count as hidden here).
    const headers = within(table).getAllByRole('columnheader', { hidden: true });
    expect(headers.map((header) => header.textContent?.trim()).slice(-2)).toEqual(['Cleanings', 'Visitors per cleaning']);
    const [busy, quiet, main] = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell', { hidden: true }).map((cell) => cell.textContent);
    expect(cells(busy).slice(-2)).toEqual(['2', '150']);
    expect(cells(quiet).slice(-2)).toEqual(['0', '—']);
    expect(cells(main).slice(-2)).toEqual(['—', '—']);
  });

  it('charts litres per day above the table, the toilets and the main meters side by side', async () => {
    const { calls } = backend();
    renderAs('admin', <UsageTable />);
    const chart = await screen.findByRole('list', { name: 'Litres used per day' });
    expect(within(chart).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Nov 20: 12.5 litres through the toilets, 0 litres on the main meters',
      'Nov 21: 36.5 litres through the toilets, 900 litres on the main meters',
    ]);
    const chartCall = calls.find((c) => c.path === '/api/usage' && c.search.get('pageSize') === '100');
    expect(chartCall?.search.get('sort')).toBe('day');
  });

  it('sends the building and source filters to the table and the chart, and exports usage.csv with them', async () => {
    const { calls } = backend();
    const click = stubDownloads();
    renderAs('ll-manager', <UsageTable />);
    await screen.findAllByRole('cell', { name: 'Ladies Ground' });
    const user = userEvent.setup();
    expect(await offeredCriteria(user)).toEqual(['Building', 'Floor (choose a building first)', 'Facility (choose a floor first)', 'Source', 'Dates']);
    await applyFilter(user, 'Building', 'Greenway Plaza');
    await applyFilter(user, 'Source', 'Main meter');
    const wanted = ['building:"b1"', 'source:"main-meter"'];
    await waitFor(() => expect(tableCalls(calls).at(-1)?.search.getAll('filter')).toEqual(wanted));
    await waitFor(() => expect(lastList(calls, '/api/usage')?.search.getAll('filter')).toEqual(wanted));
    const exported = await exportCsv(user, calls, '/api/usage/export', 'usage.csv');
    expect(exported?.getAll('filter')).toEqual(wanted);
    expect(exported?.get('utcOffsetMinutes')).not.toBeNull();
    expect(click).toHaveBeenCalled();
  });
});
