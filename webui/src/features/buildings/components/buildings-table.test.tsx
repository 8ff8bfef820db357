import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  applyDateRange,
  applyFilter,
  clearFilters,
  deleteSelected,
  lastList,
  offeredCriteria,
  stubDownloads,
} from '@/testing/list-screen';
import { exportCsv, listBackend, openList } from '@/testing/list-backend';
import { renderAs } from '@/testing/test-utils';
import { BuildingsTable } from './buildings-table';
import { records } from '@/testing/api-records';

const buildings = [
  records.building({ id: 'b1', name: 'Greenway Plaza', address: '1 Green St', postalCode: '1000', landlordId: 'l1', landlordName: 'Greenway Estates', floorCount: 3, facilityCount: 6 }),
  records.building({ id: 'b2', name: 'Harbour Tower', address: '2 Quay', postalCode: '2000', landlordId: 'l2', landlordName: 'Harbour Properties', floorCount: 9, facilityCount: 18 }),
];

function backend() {
  return listBackend({
    lists: { '/api/buildings': buildings },
    filters: (b) => [`landlord:"${b.landlordId}"`, `building:"${b.id}"`],
    lookups: { '/api/companies/landlords': [records.company({ id: 'l1', name: 'Greenway Estates' }), records.company({ id: 'l2', name: 'Harbour Properties' })] },
  });
}

describe('buildings table', () => {
  it('filters by landlord, then building, for the administrator and clears the filters', async () => {
    const { calls } = backend();
    const { user } = await openList('admin', <BuildingsTable />, 'Harbour Tower');
    expect(await offeredCriteria(user)).toEqual(['Landlord', 'Building (choose a landlord first)', 'Creation date']);

    await applyFilter(user, 'Landlord', 'Greenway Estates');
    await waitFor(() => expect(lastList(calls, '/api/buildings')?.search.getAll('filter')).toEqual(['landlord:"l1"']));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Harbour Tower' })).not.toBeInTheDocument());
    await applyFilter(user, 'Building', 'Greenway Estates | Greenway Plaza');
    await waitFor(() => expect(lastList(calls, '/api/buildings')?.search.getAll('filter')).toEqual(['landlord:"l1"', 'building:"b1"']));
    await applyDateRange(user, '2026-03-01', '2026-03-31');
    await waitFor(() => expect(lastList(calls, '/api/buildings')?.search.get('from')).toBe('2026-03-01'));

    await clearFilters(user, calls, '/api/buildings');
    expect(await screen.findByRole('link', { name: 'Harbour Tower' })).toBeInTheDocument();
  });

  it('gives a landlord manager the buildings at the top of the tree', async () => {
    backend();
    const { user } = renderAs('ll-manager', <BuildingsTable />);
    await screen.findByText('Greenway Plaza');
    expect(await offeredCriteria(user)).toEqual(['Building', 'Creation date']);
    expect(screen.getByRole('button', { name: 'Delete selected (0)' })).toBeDisabled();
  });

  it('exports buildings.csv with the filters', async () => {
    const { calls } = backend();
    stubDownloads();
    const { user } = await openList('ll-manager', <BuildingsTable />, 'Greenway Plaza');
    await applyFilter(user, 'Building', 'Harbour Tower');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Greenway Plaza' })).not.toBeInTheDocument());
    expect((await exportCsv(user, calls, '/api/buildings/export', 'buildings.csv'))?.getAll('filter')).toEqual(['building:"b2"']);
  });

  it('deletes the selected buildings after a confirmation', async () => {
    const { calls } = backend();
    const { user } = await openList('ll-manager', <BuildingsTable />, 'Greenway Plaza');
    expect(await deleteSelected(user, ['Harbour Tower'], { confirm: false })).toContain('This cannot be undone.');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'Select Greenway Plaza' }));
    await deleteSelected(user, []);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path).sort()).toEqual(['/api/buildings/b1', '/api/buildings/b2']),
    );
    expect(await screen.findByText('2 items deleted')).toBeInTheDocument();
  });
});
