import { ChakraProvider } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { DocumentTitle } from '@/components/layout/document-title';
import { signInSystem } from '@/components/ui/sign-in-system';
import { STORAGE_KEYS } from '@/config/locale';
import { homePathFor } from '@/config/menu';
import type { LogInReply } from '@/features/auth/api/log-in';
import { safeRedirect, SignInPage } from '@/features/auth/components/sign-in-page';
import { roleFromToken } from '@/lib/jwt';
import { readStoredLanguage, readStoredTokens, writeStoredTokens, type Tokens } from '@/lib/stored-session';
import { CatalogueProvider } from './catalogue-provider';

// The sign-in page's own entry: what a visitor without a session opening the console's address
// runs, without the router, the server-state cache or the console's store (main.tsx). Once
// signed in, it hands the page to the console.

/** Stores a pair only when it has a refresh token, where the console reads it; says whether it did. */
function keepSession(reply: LogInReply): boolean {
  if (!reply?.accessToken || !reply.refreshToken) return false;
  writeStoredTokens({ accessToken: reply.accessToken, refreshToken: reply.refreshToken });
  return true;
}

/** Where a session lands: the page asked for, else the first screen of the token's role. */
export function landingPath(redirectTo: string | null, tokens: Tokens | null): string {
  return redirectTo ?? homePathFor(roleFromToken(tokens?.accessToken));
}

/**
 * The sign-in page in the language chosen last, as the console shows it (same page, same
 * strings). `openConsole` starts the console at the given path once a session is stored, here
 * or in another tab.
 */
export function SignInApp({ openConsole }: { openConsole: (path: string) => Promise<void> }) {
  const [language, setLanguage] = useState(readStoredLanguage);
  const [redirectTo] = useState(() => safeRedirect(new URLSearchParams(window.location.search).get('redirectTo')));

  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage) return;
      if (event.key === STORAGE_KEYS.language) setLanguage(readStoredLanguage());
      const tokens = event.key === STORAGE_KEYS.token ? readStoredTokens() : null;
      if (tokens) void openConsole(landingPath(redirectTo, tokens));
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [openConsole, redirectTo]);

  return (
    <ChakraProvider value={signInSystem}>
      <CatalogueProvider language={language} signedIn={false}>
        <DocumentTitle />
        <SignInPage
          redirectTo={redirectTo}
          keepSession={keepSession}
          onSignedIn={() => openConsole(landingPath(redirectTo, readStoredTokens()))}
        />
      </CatalogueProvider>
    </ChakraProvider>
  );
}
