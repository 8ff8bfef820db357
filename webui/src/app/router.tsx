import { createBrowserRouter, matchPath, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { RouteError } from '@/components/errors/route-error';
import { paths } from '@/config/paths';
import { publicPaths } from '@/config/public-paths';
import { lazyComponent, withChunkTimeout } from '@/lib/lazy-route';

/** The id of the signed-in layout's route, which the console's screens are added to. */
const CONSOLE = 'console';

const SIGNED_OUT_PATHS = [paths.signIn, publicPaths.visit, publicPaths.resetPassword];

/**
 * Every route of the web client (config/paths.ts): the pages shown signed out, and the layout
 * of the signed-in console around `consoleRoutes` (console-routes.tsx, which tests pass whole).
 */
export function appRoutes(consoleRoutes: RouteObject[] = []): RouteObject[] {
  return [
    {
      path: paths.signIn,
      ErrorBoundary: RouteError,
      HydrateFallback: PageSpinner,
      lazy: lazyComponent(() => import('@/features/auth/routes/sign-in').then((m) => m.SignInRoute)),
    },
    {
      // A facility's public feedback page: no sign-in, no console layout.
      path: publicPaths.visit,
      ErrorBoundary: RouteError,
      HydrateFallback: PageSpinner,
      lazy: lazyComponent(() => import('@/features/visit/routes/visit').then((m) => m.VisitRoute)),
    },
    {
      // A new password through a reset link: no sign-in, no console layout.
      path: publicPaths.resetPassword,
      ErrorBoundary: RouteError,
      HydrateFallback: PageSpinner,
      lazy: lazyComponent(() => import('@/features/auth/routes/reset-password').then((m) => m.ResetPasswordRoute)),
    },
    {
      id: CONSOLE,
      lazy: lazyComponent(() => import('./routes/protected-layout').then((m) => m.ProtectedLayout)),
      ErrorBoundary: RouteError,
      HydrateFallback: PageSpinner,
      children: consoleRoutes,
    },
  ];
}

/**
 * Adds the console's screens on the first navigation to one of them. The router asks again
 * for paths it matched with a parameter (it might know a better match), so the public pages
 * are let through without loading the table.
 */
export const discoverConsole: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (SIGNED_OUT_PATHS.some((pattern) => matchPath(pattern, path))) return;
  const { consoleRoutes } = await withChunkTimeout(import('./console-routes'));
  patch(CONSOLE, consoleRoutes);
};

export function createAppRouter() {
  return createBrowserRouter(appRoutes(), { patchRoutesOnNavigation: discoverConsole });
}
