import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { I18nProvider } from '@/app/i18n-provider';
import { Toaster } from '@/components/ui/toaster';
import { system } from '@/components/ui/system';
import en from '@/lang/compiled/en.json';
import type { Messages } from '@/lib/i18n';
import { storeTokens } from '@/lib/session';
import { appStore } from '@/lib/store';
import { makeToken } from './jwt';

export const enMessages = en as unknown as Messages;

/** Signs a test user in with a fresh token pair of `role`. */
export function signInAs(role: string, expiresIn = 3600) {
  storeTokens({ accessToken: makeToken({ role, expiresIn }), refreshToken: `refresh-${role}` });
}

function Providers({ children, liveLanguage }: { children: ReactNode; liveLanguage?: boolean }) {
  return (
    <JotaiProvider store={appStore}>
      <ChakraProvider value={system}>
        {liveLanguage ? (
          <I18nProvider initial={{ language: 'en', messages: enMessages }}>{children}</I18nProvider>
        ) : (
          <IntlProvider locale="en" defaultLocale="en" messages={enMessages}>
            {children}
          </IntlProvider>
        )}
        <Toaster />
      </ChakraProvider>
    </JotaiProvider>
  );
}

/** Renders routes in a memory router at `path`, with every provider of the app. */
export function renderRoutes(routes: RouteObject[], path = '/', { liveLanguage = false } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers liveLanguage={liveLanguage}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}

/** Renders one element at `path` (for screens that read the URL). */
export function renderPage(element: ReactElement, path = '/', routePath = '*') {
  return renderRoutes([{ path: routePath, element }], path);
}
