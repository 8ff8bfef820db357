import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/test-utils';
import { consoleRoutes } from './console-routes';
import { appRoutes } from './router';

const routes = appRoutes(consoleRoutes);

describe('public routes', () => {
  it('opens a facility’s feedback page without signing in, outside the console’s layout', async () => {
    mockFetch((call) =>
      call.path === '/api/public/visit/tok-123' ? json({ facilityName: 'Ladies Ground', buildingName: 'Greenway Plaza', floorLabel: 'Ground' }) : undefined,
    );
    const { router } = renderRoutes(routes, '/visit/tok-123');
    expect(await screen.findByRole('heading', { name: 'Ladies Ground' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/visit/tok-123');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'User menu' })).not.toBeInTheDocument();
  });

  it('opens a password reset link without signing in, outside the console’s layout', async () => {
    const { router } = renderRoutes(routes, '/reset-password?token=abc.def');
    expect(await screen.findByRole('heading', { name: 'Set a new password', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'User menu' })).not.toBeInTheDocument();
  });
});
