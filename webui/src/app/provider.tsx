import { ChakraProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { system } from '@/components/ui/system';
import { appStore } from '@/lib/store';
import { I18nProvider } from './i18n-provider';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={appStore}>
      <ChakraProvider value={system}>
        <I18nProvider>
          {children}
          <Toaster />
        </I18nProvider>
      </ChakraProvider>
    </JotaiProvider>
  );
}
