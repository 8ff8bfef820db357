import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { languageAtom, tokensAtom } from '@/lib/session-atoms';
import { CatalogueProvider, type Catalogue } from './catalogue-provider';

export { useConsoleCatalogue } from './catalogue-provider';

/**
 * The catalogue of the language chosen in the console's store, reloaded on a switch: signed
 * out only the public part, the whole of it once someone signs in.
 */
export function I18nProvider({ children, initial }: { children: ReactNode; initial?: Catalogue }) {
  const language = useAtomValue(languageAtom);
  const signedIn = Boolean(useAtomValue(tokensAtom));
  return (
    <CatalogueProvider language={language} signedIn={signedIn} initial={initial}>
      {children}
    </CatalogueProvider>
  );
}
