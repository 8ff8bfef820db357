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
import type { Account } from '../types';
import { UsersTable } from './users-table';
import { records } from '@/testing/api-records';

const cleaners: Account[] = [
  records.account({ id: 'u1', kind: 'cleaner', loginName: 'ann@sparkle.test', email: 'ann@sparkle.test', profile: { name: 'Ann Lee' }, companyId: 'c1', companyName: 'Sparkle Cleaning', supervisorId: 's1', supervisorName: 'Sam Supervisor' }),
  records.account({ id: 'u2', kind: 'cleaner', loginName: 'bo@shine.test', email: 'bo@shine.test', profile: { name: 'Bo Chan' }, companyId: 'c2', companyName: 'Shine Ltd', supervisorId: 's2', supervisorName: 'Sue Supervisor' }),
];
const managers: Account[] = [
  records.account({ id: 'm1', kind: 'll-manager', loginName: 'max@greenway.test', email: 'max@greenway.test', profile: { name: 'Max Green' }, companyId: 'l1', companyName: 'Greenway Estates' }),
];

function backend() {
  return listBackend({
    lists: { '/api/users/cleaners': cleaners, '/api/users/ll-managers': managers },
    filters: (a) => [`cleaningCompany:"${a.companyId}"`, `landlord:"${a.companyId}"`, `supervisor:"${a.supervisorId}"`],
    lookups: {
      '/api/users/supervisors': [records.account({ id: 's1', profile: { name: 'Sam Supervisor' } }), records.account({ id: 's2', profile: { name: 'Sue Supervisor' } })],
      '/api/companies/cleaning-companies': CLEANING_COMPANIES,
    },
  });
}

const row = (name: string) => screen.queryByRole('link', { name });

describe('users table', () => {
  it('filters cleaners by company, supervisor and creation date for the administrator, and clears the filters', async () => {
    const { calls } = backend();
    const { user } = await openList('admin', <UsersTable segment="cleaners" />, 'Bo Chan');
    expect(await offeredCriteria(user)).toEqual(['Cleaning company', 'Supervisor', 'Creation date']);

    await applyFilter(user, 'Cleaning company', 'Sparkle Cleaning');
    await applyFilter(user, 'Supervisor', 'Sam Supervisor');
    await applyDateRange(user, '2026-01-01', '2026-12-31');
    await waitFor(() => expect(lastList(calls, '/api/users/cleaners')?.search.get('from')).toBe('2026-01-01'));
    const sent = lastList(calls, '/api/users/cleaners');
    expect(sent?.search.getAll('filter')).toEqual(['supervisor:"s1"', 'cleaningCompany:"c1"']);
    expect(sent?.search.get('to')).toBe('2026-12-31');
    await waitFor(() => expect(row('Bo Chan')).not.toBeInTheDocument());

    await clearFilters(user, calls, '/api/users/cleaners');
    expect(await screen.findByRole('link', { name: 'Bo Chan' })).toBeInTheDocument();
  });

  it('offers a cleaning company manager the supervisor but not the company', async () => {
    backend();
    const { user } = renderAs('cc-manager', <UsersTable segment="cleaners" />);
    await screen.findByRole('link', { name: 'Ann Lee' });
    expect(await offeredCriteria(user)).toEqual(['Supervisor', 'Creation date']);
  });

  it('exports the segment as cleaners.csv with the filters', async () => {
    const { calls } = backend();
    stubDownloads();
    const { user } = await openList('cc-manager', <UsersTable segment="cleaners" />, 'Ann Lee');
    await applyFilter(user, 'Supervisor', 'Sue Supervisor');
    await waitFor(() => expect(row('Ann Lee')).not.toBeInTheDocument());
    expect((await exportCsv(user, calls, '/api/users/cleaners/export', 'cleaners.csv'))?.getAll('filter')).toEqual(['supervisor:"s2"']);
  });

  it('deletes the selected cleaners after a confirmation', async () => {
    const { calls } = backend();
    const { user } = await openList('cc-manager', <UsersTable segment="cleaners" />, 'Ann Lee');
    expect(await deleteRows(user, calls, ['Ann Lee', 'Bo Chan'])).toEqual(['/api/users/cleaners/u1', '/api/users/cleaners/u2']);
  });

  it('lets only the company administrator delete landlord managers, as the server does', async () => {
    backend();
    const { unmount, user } = renderAs('ll-manager', <UsersTable segment="ll-managers" />);
    await screen.findByRole('link', { name: 'Max Green' });
    expect(screen.queryByRole('button', { name: /^Delete selected/ })).not.toBeInTheDocument();
    expect(await offeredCriteria(user)).toEqual(['Creation date']);
    unmount();

    renderAs('ll-admin', <UsersTable segment="ll-managers" />);
    await screen.findByRole('link', { name: 'Max Green' });
    expect(screen.getByRole('button', { name: 'Delete selected (0)' })).toBeDisabled();
  });
});
