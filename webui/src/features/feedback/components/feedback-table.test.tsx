import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyFilter, clearFilters, csvFile, lastList, offeredCriteria, stubDownloads } from '@/testing/list-screen';
import { json, mockFetch } from '@/testing/mock-fetch';
import { exportCsv, openList } from '@/testing/list-backend';
import { renderAs } from '@/testing/test-utils';
import { FeedbackTable } from './feedback-table';
import { records } from '@/testing/api-records';

const rows = [
  {
    id: 'fb1', company: 'Sparkle Cleaning', companyId: 'c1', building: 'Greenway Plaza', buildingId: 'b1', facility: 'Ladies Ground',
    facilityId: 'fa1', floorNo: 0, floorLabel: 'Ground', device: 'Panel LG', deviceId: 'd1', source: 'panel', rating: 'very-poor', ratingValue: 5,
    areasOfInconveniences: ['no-toilet-paper', 'wet-floor'], timestamp: '2026-11-21T08:00:00Z',
  },
  {
    id: 'fb2', company: 'Sparkle Cleaning', companyId: 'c1', building: 'Greenway Plaza', buildingId: 'b1', facility: 'Gents First',
    facilityId: 'fa2', floorNo: -1, floorLabel: 'B1', device: null, deviceId: null, source: 'qr', rating: 'excellent', ratingValue: 1,
    areasOfInconveniences: [], timestamp: '2026-11-21T07:00:00Z',
  },
];

function backend() {
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/feedback') return json({ items: rows, total: rows.length, page: 1, pageSize: 20 });
    if (call.method === 'GET' && call.path === '/api/feedback/export') return csvFile('feedback.csv');
    if (call.path === '/api/buildings') return json({ items: [records.building({ id: 'b1', name: 'Greenway Plaza', landlordId: 'l1' })], total: 1, page: 1, pageSize: 20 });
    if (call.path === '/api/buildings/b1/floors') return json([records.floor({ id: 'f1', label: 'Ground', floorNumber: 0 })]);
    if (call.path === '/api/facilities') return json({ items: [records.facility({ id: 'fa1', name: 'Ladies Ground', floorId: 'f1' })], total: 1, page: 1, pageSize: 20 });
    if (call.path === '/api/devices') return json({ items: [records.device({ id: 'd1', name: 'Panel LG', facilityId: 'fa1' })], total: 1, page: 1, pageSize: 20 });
    return undefined;
  });
}

describe('feedback table', () => {
  it('shows each rating as a word on a coloured badge and the areas as chips in the user’s language', async () => {
    const { calls } = backend();
    renderAs('ll-manager', <FeedbackTable />);
    const table = await screen.findByRole('table', { name: 'Feedback' });
    await within(table).findByRole('cell', { name: 'Ladies Ground' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first).getByText('Very poor')).toHaveClass('chakra-badge');
    expect(within(within(first).getByRole('list', { name: 'Areas of inconvenience' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'No toilet paper',
      'Wet floor',
    ]);
    expect(within(second).getByText('Excellent')).toBeInTheDocument();
    expect(within(second).getByText('None named')).toBeInTheDocument();
    expect(within(first).getByText('Ladies Ground')).toBeInTheDocument();
    // The floor as the estate names it, not its number (0 is the ground floor).
    const floor = within(table).getAllByRole('columnheader', { hidden: true }).findIndex((cell) => cell.textContent?.trim() === 'Floor');
    expect([first, second].map((row) => within(row).getAllByRole('cell', { hidden: true })[floor].textContent)).toEqual(['Ground', 'B1']);
    expect(lastList(calls, '/api/feedback')?.search.get('sort')).toBe('-timestamp');
  });

  it('filters by the estate tree down to the device, rating, area and dates, and clears them', async () => {
    const { calls } = backend();
    const { user } = await openList('admin', <FeedbackTable />, 'Ladies Ground');
    expect(await offeredCriteria(user)).toEqual([
      'Building',
      'Floor (choose a building first)',
      'Facility (choose a floor first)',
      'Device (choose a facility first)',
      'Rating',
      'Area',
      'Date',
    ]);
    await applyFilter(user, 'Building', 'Greenway Plaza');
    await applyFilter(user, 'Floor', 'Greenway Plaza | Ground');
    await applyFilter(user, 'Facility', 'Greenway Plaza | Ground | Ladies Ground');
    await applyFilter(user, 'Device', 'Greenway Plaza | Ground | Ladies Ground | Panel LG');
    await applyFilter(user, 'Rating', 'Poor');
    await applyFilter(user, 'Area', 'No toilet paper');
    await user.selectOptions(screen.getByLabelText('Filter by'), 'Date');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-21');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(lastList(calls, '/api/feedback')?.search.get('to')).toBe('2026-11-21'));
    const last = lastList(calls, '/api/feedback');
    expect(last?.search.getAll('filter')).toEqual(['building:"b1"', 'floor:"f1"', 'facility:"fa1"', 'device:"d1"', 'rating:"poor"', 'area:"no-toilet-paper"']);
    expect(last?.search.get('from')).toBe('2026-11-01');
    expect(last?.search.get('page')).toBe('1');
    await clearFilters(user, calls, '/api/feedback');
  });

  it('offers supervisors no device criterion (they may not list devices)', async () => {
    backend();
    const { user } = renderAs('supervisor', <FeedbackTable />);
    await screen.findByRole('cell', { name: 'Ladies Ground' });
    expect(await offeredCriteria(user)).not.toContain('Device (choose a facility first)');
  });

  it('searches and exports feedback.csv with the search', async () => {
    const { calls } = backend();
    const click = stubDownloads();
    const { user } = await openList('cc-manager', <FeedbackTable />, 'Ladies Ground');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Plaza');
    await waitFor(() => expect(lastList(calls, '/api/feedback')?.search.get('search')).toBe('Plaza'));
    const exported = await exportCsv(user, calls, '/api/feedback/export', 'feedback.csv');
    expect(exported?.get('search')).toBe('Plaza');
    expect(click).toHaveBeenCalled();
  });
});
