import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { DocumentTitle } from '@/components/layout/document-title';
import { Toaster } from '@/components/ui/toaster';
import { system } from '@/components/ui/system';
import { clearOnSignOut, createQueryClient } from '@/lib/react-query';
import { appStore } from '@/lib/store';
import { I18nProvider } from './i18n-provider';

/** The server-state cache; it empties when the user signs out or another one signs in. */
export function QueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  useEffect(() => clearOnSignOut(client), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient());
  return (
    <JotaiProvider store={appStore}>
      <QueryProvider client={queryClient}>
        <ChakraProvider value={system}>
          <I18nProvider>
            <DocumentTitle />
            {children}
            <Toaster />
          </I18nProvider>
        </ChakraProvider>
      </QueryProvider>
    </JotaiProvider>
  );
}
