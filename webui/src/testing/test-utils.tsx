import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { I18nProvider } from '@/app/i18n-provider';
import { QueryProvider } from '@/app/provider';
import { Toaster } from '@/components/ui/toaster';
import { system } from '@/components/ui/system';
import en from '@/lang/compiled/en.json';
import type { Messages } from '@/lib/i18n';
import { createQueryClient, testQueryConfig } from '@/lib/react-query';
import { storeTokens } from '@/lib/session';
import { appStore } from '@/lib/store';
import { makeToken } from './jwt';

export const enMessages = en as unknown as Messages;

/** Signs a test user in with a fresh token pair of `role`. */
export function signInAs(role: string, expiresIn = 3600) {
  storeTokens({ accessToken: makeToken({ role, expiresIn }), refreshToken: `refresh-${role}` });
}

/** A query cache of its own for one test: no retries, no refetch on focus. */
export function createTestQueryClient(): QueryClient {
  return createQueryClient(testQueryConfig);
}

/** A `wrapper` for `renderHook` of hooks that query the server. */
export function queryWrapper(queryClient: QueryClient = createTestQueryClient()) {
  return function QueryWrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  };
}

function Providers({
  children,
  liveLanguage,
  queryClient,
}: {
  children: ReactNode;
  liveLanguage?: boolean;
  queryClient: QueryClient;
}) {
  return (
    <JotaiProvider store={appStore}>
      <QueryProvider client={queryClient}>
        <ChakraProvider value={system}>
          {/* The toaster speaks the user's language too: inside the intl provider, as in the app. */}
          {liveLanguage ? (
            <I18nProvider initial={{ language: 'en', messages: enMessages }}>
              {children}
              <Toaster />
            </I18nProvider>
          ) : (
            <IntlProvider locale="en" defaultLocale="en" messages={enMessages}>
              {children}
              <Toaster />
            </IntlProvider>
          )}
        </ChakraProvider>
      </QueryProvider>
    </JotaiProvider>
  );
}

/** Renders routes in a memory router at `path`, with every provider of the app and a fresh query cache. */
export function renderRoutes(
  routes: RouteObject[],
  path = '/',
  { liveLanguage = false, queryClient = createTestQueryClient() }: { liveLanguage?: boolean; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers liveLanguage={liveLanguage} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}

/** Renders one element at `path` (for screens that read the URL). */
export function renderPage(element: ReactElement, path = '/', routePath = '*') {
  return renderRoutes([{ path: routePath, element }], path);
}

/** Renders `ui` at `path` with a user to act with (`renderPage` and `userEvent.setup`). */
export function renderWithUser(ui: ReactElement, path = '/') {
  return { ...renderPage(ui, path), user: userEvent.setup() };
}

/** Signs in as `role`, then renders `ui` at `path` with a user to act with. */
export function renderAs(role: string, ui: ReactElement, path = '/') {
  signInAs(role);
  return renderWithUser(ui, path);
}
