import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  applyDateRange,
  applyFilter,
  clearFilters,
  lastList,
  offeredCriteria,
  stubDownloads,
} from '@/testing/list-screen';
import { CLEANING_COMPANIES, deleteRows, exportCsv, listBackend, openList } from '@/testing/list-backend';
import { renderAs } from '@/testing/test-utils';
import { ProjectsTable } from './projects-table';
import { records } from '@/testing/api-records';

const projects = [
  records.project({ id: 'p1', name: 'Plaza daily', buildingId: 'b1', buildingName: 'Greenway Plaza', cleaningCompanyId: 'c1', cleaningCompanyName: 'Sparkle Cleaning' }),
  records.project({ id: 'p2', name: 'Tower nightly', buildingId: 'b2', buildingName: 'Harbour Tower', cleaningCompanyId: 'c2', cleaningCompanyName: 'Shine Ltd' }),
];

function backend() {
  return listBackend({
    lists: { '/api/projects': projects },
    filters: (p) => [`building:"${p.buildingId}"`, `cleaningCompany:"${p.cleaningCompanyId}"`],
    lookups: {
      '/api/buildings': [records.building({ id: 'b1', name: 'Greenway Plaza', landlordId: 'l1' }), records.building({ id: 'b2', name: 'Harbour Tower', landlordId: 'l1' })],
      '/api/companies/cleaning-companies': CLEANING_COMPANIES,
    },
  });
}

const row = (name: string) => screen.queryByRole('link', { name });

describe('projects table', () => {
  it('filters by building, cleaning company and creation date, and clears them', async () => {
    const { calls } = backend();
    const { user } = await openList('ll-manager', <ProjectsTable />, 'Tower nightly');
    expect(await offeredCriteria(user)).toEqual(['Building', 'Cleaning company', 'Creation date']);

    await applyFilter(user, 'Building', 'Greenway Plaza');
    await waitFor(() => expect(lastList(calls, '/api/projects')?.search.getAll('filter')).toEqual(['building:"b1"']));
    await waitFor(() => expect(row('Tower nightly')).not.toBeInTheDocument());
    await applyFilter(user, 'Cleaning company', 'Sparkle Cleaning');
    await waitFor(() =>
      expect(lastList(calls, '/api/projects')?.search.getAll('filter')).toEqual(['building:"b1"', 'cleaningCompany:"c1"']),
    );
    await applyDateRange(user, '2026-01-01', '2026-06-30');
    await waitFor(() => expect(lastList(calls, '/api/projects')?.search.get('to')).toBe('2026-06-30'));
    expect(lastList(calls, '/api/projects')?.search.get('from')).toBe('2026-01-01');

    await clearFilters(user, calls, '/api/projects');
    expect(await screen.findByRole('link', { name: 'Tower nightly' })).toBeInTheDocument();
  });

  it('puts buildings under landlords for the administrator', async () => {
    backend();
    const { user } = renderAs('admin', <ProjectsTable />);
    await screen.findByRole('link', { name: 'Plaza daily' });
    expect(await offeredCriteria(user)).toEqual([
      'Landlord',
      'Building (choose a landlord first)',
      'Cleaning company',
      'Creation date',
    ]);
  });

  it('gives a cleaning company manager no company to choose and nothing to delete', async () => {
    backend();
    const { user } = renderAs('cc-manager', <ProjectsTable />);
    await screen.findByRole('link', { name: 'Plaza daily' });
    expect(screen.queryByRole('button', { name: /^Delete selected/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select Plaza daily' })).not.toBeInTheDocument();
    expect(await offeredCriteria(user)).toEqual(['Building', 'Creation date']);
  });

  it('exports projects.csv with the filters', async () => {
    const { calls } = backend();
    stubDownloads();
    const { user } = await openList('ll-manager', <ProjectsTable />, 'Plaza daily');
    await applyFilter(user, 'Cleaning company', 'Shine Ltd');
    await waitFor(() => expect(row('Plaza daily')).not.toBeInTheDocument());
    expect((await exportCsv(user, calls, '/api/projects/export', 'projects.csv'))?.getAll('filter')).toEqual(['cleaningCompany:"c2"']);
  });

  it('deletes the selected projects after a confirmation', async () => {
    const { calls } = backend();
    const { user } = await openList('ll-manager', <ProjectsTable />, 'Plaza daily');
    expect(await deleteRows(user, calls, ['Tower nightly'])).toEqual(['/api/projects/p2']);
  });
});
