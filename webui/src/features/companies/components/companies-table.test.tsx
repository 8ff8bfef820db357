import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyDateRange, applyFilter, clearFilters, csvFile, lastList, stubDownloads } from '@/testing/list-screen';
import { records } from '@/testing/api-records';
import { json, mockFetch, noContent } from '@/testing/mock-fetch';
import { deleteRows, exportCsv, openList } from '@/testing/list-backend';
import { renderAs } from '@/testing/test-utils';
import { CompaniesTable } from './companies-table';

const companies = [
  records.company({ id: 'c1', name: 'Harbour Properties', type: 'LANDLORD', code: 'HARBOUR', createdAt: '2026-01-02T03:04:05Z', buildings: [{ id: 'b1', name: 'Tower' }] }),
  records.company({ id: 'c2', name: 'Sparkle Cleaning', type: 'CLEANING_COMPANY', code: 'SPARKLE', createdAt: '2026-02-03T04:05:06Z', buildings: [] }),
];

/** The companies list; `inUse` companies answer a delete with the server's 409. */
function backend({ inUse = [] as string[] } = {}) {
  let rows = [...companies];
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/companies') {
      const search = call.search.get('search')?.toLowerCase();
      const types = call.search.getAll('filter').map((entry) => entry.replace(/^type:"(.*)"$/, '$1'));
      const items = rows.filter(
        (row) => (!search || row.name.toLowerCase().includes(search)) && (types.length === 0 || types.includes(row.type)),
      );
      return json({ items, total: items.length, page: 1, pageSize: 20 });
    }
    if (call.method === 'GET' && call.path === '/api/companies/export') return csvFile('companies.csv');
    if (call.method === 'DELETE' && inUse.some((id) => call.path === `/api/companies/${id}`)) {
      return json({ message: 'The company still has buildings; remove them first', code: 'conflict', params: {}, violations: [] }, 409);
    }
    if (call.method === 'DELETE' && call.path.startsWith('/api/companies/')) {
      rows = rows.filter((row) => `/api/companies/${row.id}` !== call.path);
      return noContent();
    }
    return undefined;
  });
}

describe('companies table', () => {
  it('lists the companies with their type and links to their info', async () => {
    backend();
    renderAs('admin', <CompaniesTable />);
    const link = await screen.findByRole('link', { name: 'Harbour Properties' });
    expect(link).toHaveAttribute('href', '/companies/company-info?companyId=c1');
    expect(screen.getByText('Sparkle Cleaning')).toBeInTheDocument();
    expect(screen.getByText('Cleaning company')).toBeInTheDocument();
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
  });

  it('sends the search and sort to the server', async () => {
    const { calls } = backend();
    const { user } = await openList('admin', <CompaniesTable />, 'Harbour Properties');
    const lastList = () => calls.filter((c) => c.path === '/api/companies').at(-1);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'spark');
    // On a slow machine the debounce may also send a part of the word first ("spa").
    await waitFor(() => expect(lastList()?.search.get('search')).toBe('spark'));
    expect(lastList()?.search.get('page')).toBe('1');
    expect(lastList()?.search.get('sort')).toBe('name');
    await waitFor(() => expect(screen.queryByText('Harbour Properties')).not.toBeInTheDocument());
    expect(screen.getByText('Sparkle Cleaning')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await waitFor(() => expect(lastList()?.search.get('sort')).toBe('-name'));
    expect(lastList()?.search.get('search')).toBe('spark');
  });

  it('deletes the selected rows after a confirmation that says it cannot be undone', async () => {
    const { calls } = backend();
    const { user } = await openList('admin', <CompaniesTable />, 'Harbour Properties');
    const deleteButton = screen.getByRole('button', { name: 'Delete selected (0)' });
    expect(deleteButton).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select Harbour Properties' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (1)' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete 1 item?')).toBeInTheDocument();
    expect(within(dialog).getByText(/This cannot be undone\./)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/companies/c1']));
    await waitFor(() => expect(screen.queryByText('Harbour Properties')).not.toBeInTheDocument());
    expect(await screen.findByText('1 item deleted')).toBeInTheDocument();
  });

  it('leaves everything in place when the confirmation is cancelled', async () => {
    const { calls } = backend();
    const { user } = await openList('admin', <CompaniesTable />, 'Harbour Properties');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('filters by type and creation date on the server, and "Clear filters" lists everything again', async () => {
    const { calls } = backend();
    const { user } = await openList('admin', <CompaniesTable />, 'Sparkle Cleaning');
    await applyFilter(user, 'Type', 'Landlord');
    await waitFor(() => expect(lastList(calls, '/api/companies')?.search.getAll('filter')).toEqual(['type:"LANDLORD"']));
    expect(lastList(calls, '/api/companies')?.search.get('page')).toBe('1');
    await waitFor(() => expect(screen.queryByText('Sparkle Cleaning')).not.toBeInTheDocument());
    expect(screen.getByText('Type: Landlord')).toBeInTheDocument();

    await applyDateRange(user, '2026-01-01', '2026-01-31');
    await waitFor(() => expect(lastList(calls, '/api/companies')?.search.get('to')).toBe('2026-01-31'));
    expect(lastList(calls, '/api/companies')?.search.get('from')).toBe('2026-01-01');
    expect(lastList(calls, '/api/companies')?.search.getAll('filter')).toEqual(['type:"LANDLORD"']);

    await clearFilters(user, calls, '/api/companies');
    expect(await screen.findByText('Sparkle Cleaning')).toBeInTheDocument();
  });

  it('exports companies.csv with the list\'s filters', async () => {
    const { calls } = backend();
    stubDownloads();
    const { user } = await openList('admin', <CompaniesTable />, 'Harbour Properties');
    await applyFilter(user, 'Type', 'Cleaning company');
    await waitFor(() => expect(screen.queryByText('Harbour Properties')).not.toBeInTheDocument());
    const exported = await exportCsv(user, calls, '/api/companies/export', 'companies.csv');
    expect(exported?.getAll('filter')).toEqual(['type:"CLEANING_COMPANY"']);
    expect(exported?.get('sort')).toBe('name');
  });

  it('reports the companies that could not be deleted with the server\'s reason, and deletes the rest', async () => {
    const { calls } = backend({ inUse: ['c1'] });
    const { user } = await openList('admin', <CompaniesTable />, 'Harbour Properties');
    expect(await deleteRows(user, calls, ['Harbour Properties', 'Sparkle Cleaning'], 1)).toEqual(['/api/companies/c1', '/api/companies/c2']);
    expect(await screen.findByText('1 item could not be deleted')).toBeInTheDocument();
    expect(screen.getByText('Harbour Properties: The company still has buildings; remove them first')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sparkle Cleaning' })).not.toBeInTheDocument());
    // The company still in use stays, still selected, so it can be deleted once it is free.
    expect(screen.getByRole('checkbox', { name: 'Select Harbour Properties' })).toBeChecked();
  });
});
