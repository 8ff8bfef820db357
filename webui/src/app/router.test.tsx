import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getTokens } from '@/lib/session';
import { json, mockFetch, noContent, type Call } from '@/testing/mock-fetch';
import { renderRoutes, signInAs } from '@/testing/test-utils';
import { consoleRoutes } from './console-routes';
import { appRoutes, discoverConsole } from './router';
import { records } from '@/testing/api-records';

const routes = appRoutes(consoleRoutes);

const me = records.account({ id: 'u1', kind: 'admin', segment: 'admins', role: 'admin', loginName: 'admin@example.com', email: 'admin@example.com', profile: { name: 'Ada Admin' } });

function backend(extra: (call: Call) => Response | undefined = () => undefined) {
  return mockFetch((call) => {
    if (call.path === '/api/authn/me') return json(me);
    if (call.method === 'DELETE' && call.path === '/api/authn/sign-in') return noContent();
    const totals: Record<string, number> = { '/api/companies': 3, '/api/buildings': 7, '/api/projects': 2, '/api/facilities': 41 };
    if (call.path in totals) return json({ items: [], total: totals[call.path], page: 1, pageSize: 1 });
    if (call.path === '/api/dashboard/overview') {
      return json({ companies: 3, buildings: 7, projects: 2, facilities: 41, devices: null, gateways: null, openIssues: 4 });
    }
    return extra(call);
  });
}

describe('route guard', () => {
  it('sends a visitor without a token to sign-in, passing the attempted path', async () => {
    backend();
    const { router } = renderRoutes(routes, '/companies/table?x=1');
    expect(await screen.findByRole('heading', { name: 'Hygiene management system' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe('/companies/table?x=1');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('tells a cleaner that companies are off limits', async () => {
    backend();
    signInAs('cleaner');
    renderRoutes(routes, '/companies/table');
    expect(await screen.findByRole('heading', { name: 'Access denied!' })).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { hidden: true })[0];
    expect(within(nav).queryByText('Companies')).not.toBeInTheDocument();
  });

  it('shows "Page not found!" with a link back for unknown paths', async () => {
    backend();
    signInAs('admin');
    renderRoutes(routes, '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the start page' })).toHaveAttribute('href', '/dashboard');
  });

  it('gives the administrator the full menu, footer and a dashboard with counts', async () => {
    backend();
    signInAs('admin');
    renderRoutes(routes, '/dashboard');
    const nav = (await screen.findAllByRole('navigation', { hidden: true }))[0];
    expect(nav).toHaveAttribute('aria-label', 'Main menu');
    const labels = [...nav.querySelectorAll('a, button')].map((item) => item.textContent?.trim());
    expect(labels).toEqual([
      'Dashboard', 'Companies', 'Users', 'Projects', 'Buildings', 'Facilities', 'Devices', 'Staff', 'Issues', 'Inventory', 'Feedback', 'Usage', 'Visits', 'Webhooks',
    ]);
    expect(screen.getByText(`Powered by IoT Solutions © ${new Date().getFullYear()}`)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByText('41')).toBeInTheDocument();
    expect(await screen.findByText('Welcome back, Ada Admin')).toBeInTheDocument();
  });

  it('shows a skeleton while the dashboard loads', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockFetch(async (call) => {
      if (call.path === '/api/authn/me') return json(me);
      await gate;
      if (call.path === '/api/dashboard/overview') return json({ companies: null, buildings: 5, projects: 5, facilities: 5, devices: null, gateways: null, openIssues: 5 });
      return json({ items: [], total: 5, page: 1, pageSize: 1 });
    });
    signInAs('ll-manager');
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByTestId('dashboard-skeleton')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-skeleton')).not.toBeInTheDocument();
    // A landlord manager has no companies screen, so no companies count.
    expect(screen.queryByText('Companies')).not.toBeInTheDocument();
  });

  it('signs out from the user menu even when the server call fails', async () => {
    const { calls } = backend((call) => (call.path === '/api/authn/sign-in' ? json({ message: 'boom', violations: [] }, 500) : undefined));
    signInAs('admin');
    const { router } = renderRoutes(routes, '/user/area/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    await user.click(await screen.findByRole('menuitem', { name: /Sign out/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getTokens()).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/authn/sign-in')).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Hygiene management system' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});

describe('console discovery', () => {
  const discover = async (path: string) => {
    const patched: { routeId: string | null; children: unknown[] }[] = [];
    await discoverConsole({
      path,
      matches: [],
      fetcherKey: undefined,
      signal: new AbortController().signal,
      patch: (routeId, children) => patched.push({ routeId, children }),
    });
    return patched;
  };

  it('adds the console screens to the layout on the way to one of them', async () => {
    expect(await discover('/dashboard')).toEqual([{ routeId: 'console', children: consoleRoutes }]);
    expect(await discover('/no/such/page')).toEqual([{ routeId: 'console', children: consoleRoutes }]);
  });

  it('leaves the pages shown signed out without the console table', async () => {
    expect(await discover('/')).toEqual([]);
    expect(await discover('/visit/tok-123')).toEqual([]);
    expect(await discover('/reset-password')).toEqual([]);
  });
});
