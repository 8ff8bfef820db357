import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyFilter, clearFilters, lastList, offeredCriteria, stubDownloads } from '@/testing/list-screen';
import { json } from '@/testing/mock-fetch';
import { deleteRows, exportCsv, listBackend, openList } from '@/testing/list-backend';
import { FacilitiesTable } from './facilities-table';
import { records } from '@/testing/api-records';

const facilities = [
  records.facility({ id: 'fa1', name: 'Ladies Ground', code: 'LG', type: 'female', floorId: 'f1', floorLabel: 'Ground', buildingId: 'b1', buildingName: 'Greenway Plaza' }),
  records.facility({ id: 'fa2', name: 'Gents First', code: 'G1', type: 'male', floorId: 'f2', floorLabel: 'First', buildingId: 'b1', buildingName: 'Greenway Plaza' }),
];

/** Facilities for the table; the filter panel's option lists of landlords, buildings and floors. */
function backend() {
  return listBackend({
    lists: { '/api/facilities': facilities },
    filters: (f) => [`landlord:"l1"`, `building:"${f.buildingId}"`, `floor:"${f.floorId}"`, `type:"${f.type}"`],
    lookups: {
      '/api/companies/landlords': [records.company({ id: 'l1', name: 'Greenway Estates' })],
      '/api/buildings': [records.building({ id: 'b1', name: 'Greenway Plaza', landlordId: 'l1' })],
    },
    other: (call) =>
      call.method === 'GET' && call.path === '/api/buildings/b1/floors'
        ? json([
            records.floor({ id: 'f1', label: 'Ground', floorNumber: 0 }),
            records.floor({ id: 'f2', label: 'First', floorNumber: 1 }),
          ])
        : undefined,
  });
}

const row = (name: string) => screen.queryByRole('cell', { name });

describe('facilities table', () => {
  it('filters by landlord → building → floor and type for the administrator, and clears the filters', async () => {
    const { calls } = backend();
    const { user } = await openList('admin', <FacilitiesTable />, 'Gents First');
    expect(await offeredCriteria(user)).toEqual([
      'Landlord',
      'Building (choose a landlord first)',
      'Floor (choose a building first)',
      'Type',
    ]);

    await applyFilter(user, 'Landlord', 'Greenway Estates');
    await applyFilter(user, 'Building', 'Greenway Estates | Greenway Plaza');
    await applyFilter(user, 'Floor', 'Greenway Estates | Greenway Plaza | Ground');
    await applyFilter(user, 'Type', 'Female');
    await waitFor(() =>
      expect(lastList(calls, '/api/facilities')?.search.getAll('filter')).toEqual([
        'landlord:"l1"',
        'building:"b1"',
        'floor:"f1"',
        'type:"female"',
      ]),
    );
    await waitFor(() => expect(row('Gents First')).not.toBeInTheDocument());
    expect(row('Ladies Ground')).toBeInTheDocument();

    await clearFilters(user, calls, '/api/facilities');
    expect(await screen.findByRole('cell', { name: 'Gents First' })).toBeInTheDocument();
  });

  it('exports facilities.csv with the filters', async () => {
    const { calls } = backend();
    stubDownloads();
    const { user } = await openList('ll-manager', <FacilitiesTable />, 'Gents First');
    expect(await offeredCriteria(user)).toEqual(['Building', 'Floor (choose a building first)', 'Type']);
    await applyFilter(user, 'Type', 'Male');
    await waitFor(() => expect(row('Ladies Ground')).not.toBeInTheDocument());
    const exported = await exportCsv(user, calls, '/api/facilities/export', 'facilities.csv');
    expect(exported?.getAll('filter')).toEqual(['type:"male"']);
    expect(exported?.get('sort')).toBe('name');
  });

  it('deletes the selected facilities after a confirmation', async () => {
    const { calls } = backend();
    const { user } = await openList('ll-manager', <FacilitiesTable />, 'Gents First');
    expect(await deleteRows(user, calls, ['Ladies Ground', 'Gents First'])).toEqual(['/api/facilities/fa1', '/api/facilities/fa2']);
    await waitFor(() => expect(row('Gents First')).not.toBeInTheDocument());
  });
});
