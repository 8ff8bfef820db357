import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderPage, signInAs } from '@/testing/test-utils';
import { DashboardRoute } from './dashboard';

function backend({ gateways = 200 }: { gateways?: number } = {}) {
  return mockFetch((call) => {
    const filter = call.search.getAll('filter').join(',');
    const page = (total: number, items: unknown[] = []) => json({ items, total, page: 1, pageSize: 1 });
    if (call.path === '/api/issues' && filter === 'status:"1"') return page(4);
    if (call.path === '/api/issues') {
      return page(9, [{ id: 'i1', issueType: 'odour', issueName: 'Odour', status: 'OPENED', facilityName: 'Ladies', buildingName: 'Plaza', createdAt: '2026-11-21T08:00:00Z' }]);
    }
    if (call.path === '/api/devices' && filter === 'status:"ONLINE"') return page(11);
    if (call.path === '/api/devices' && filter === 'status:"OFFLINE"') return page(2);
    if (call.path === '/api/devices' && filter === 'status:"UNKNOWN"') return page(7);
    if (call.path === '/api/devices') {
      return json({ items: [{ id: 'a', battery: 'low', signal: 'weak' }, { id: 'b', battery: 'low', signal: 'good' }, { id: 'c', battery: 'charged' }], total: 3 });
    }
    if (call.path === '/api/ingest/gateways') {
      return gateways === 200
        ? json([{ gateway: 'g1', status: 'connected' }, { gateway: 'g2', status: 'disconnected' }, { gateway: 'g3', status: 'connected' }])
        : json({ message: 'Access denied!', violations: [] }, gateways);
    }
    if (['/api/companies', '/api/buildings', '/api/projects', '/api/facilities'].includes(call.path)) return page(1);
    return undefined;
  });
}

const figure = (label: string) => screen.getByText(label).closest('.chakra-stat__root') as HTMLElement;

describe('dashboard widgets', () => {
  it('shows issues opened, the latest issues, device states and gateways from live data', async () => {
    const { calls } = backend();
    signInAs('admin');
    renderPage(<DashboardRoute />);
    expect(await screen.findByText('Issues opened')).toBeInTheDocument();
    expect(within(figure('Issues opened')).getByText('4')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Odour' })).toHaveAttribute('href', '/issues/table?issueId=i1');
    expect(calls.find((c) => c.path === '/api/issues' && c.search.get('pageSize') === '5')?.search.get('sort')).toBe('-createdAt');

    await screen.findByText('Low battery');
    expect(within(figure('Online')).getByText('11')).toBeInTheDocument();
    expect(within(figure('Offline')).getByText('2')).toBeInTheDocument();
    expect(within(figure('Unknown')).getByText('7')).toBeInTheDocument();
    expect(within(figure('Low battery')).getByText('2')).toBeInTheDocument();
    expect(within(figure('Weak signal')).getByText('1')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/devices' && c.search.get('pageSize') === '500')).toBeDefined();

    await screen.findByText('Connected');
    expect(within(figure('Connected')).getByText('2')).toBeInTheDocument();
    expect(within(figure('Disconnected')).getByText('1')).toBeInTheDocument();
  });

  it('leaves the gateways out on a 403 and device widgets out for supervisors', async () => {
    const { calls: calls403 } = backend({ gateways: 403 });
    signInAs('ll-manager');
    const { unmount } = renderPage(<DashboardRoute />);
    await screen.findByText('Low battery');
    await waitFor(() => expect(screen.queryByText('Gateways')).not.toBeInTheDocument());
    expect(calls403.some((c) => c.path === '/api/ingest/gateways')).toBe(true);
    unmount();

    backend();
    signInAs('supervisor');
    renderPage(<DashboardRoute />);
    expect(await screen.findByText('Issues opened')).toBeInTheDocument();
    expect(screen.queryByText('Low battery')).not.toBeInTheDocument();
  });
});
