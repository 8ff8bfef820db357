import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { PageSpinner } from '@/components/page-spinner';
import { DEFAULT_LANGUAGE, type Language } from '@/config/locale';
import { loadMessages, type CataloguePart, type Messages } from '@/lib/i18n';

/** BCP 47 tags for Intl formatting. */
const LOCALE_TAG: Record<Language, string> = { en: 'en', zh: 'zh-CN' };

export interface Catalogue {
  language: Language;
  messages: Messages;
  /** The parts `messages` holds; a catalogue given whole (tests) holds them all. */
  parts?: CataloguePart[];
}

/** Whether the console's messages are in: true unless the provider is still loading them. */
const ConsoleCatalogueContext = createContext(true);

/** Whether the messages of the signed-in screens are loaded (the layout waits for them). */
export function useConsoleCatalogue(): boolean {
  return useContext(ConsoleCatalogueContext);
}

function onIntlError(error: { code?: string; message: string }) {
  // Missing translations fall back to English; tests catch gaps in zh.json.
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}

/**
 * Loads `language`'s catalogue, signed out only the part the sign-in page and the other public
 * pages need, the whole of it once someone signs in; reloads it when either changes. Knows
 * nothing of the console's store, so the sign-in page's own entry uses it too.
 */
export function CatalogueProvider({
  language,
  signedIn,
  initial,
  children,
}: {
  language: Language;
  signedIn: boolean;
  initial?: Catalogue;
  children: ReactNode;
}) {
  const [catalogue, setCatalogue] = useState<Catalogue | null>(initial ?? null);

  useEffect(() => {
    let active = true;
    const parts: CataloguePart[] = signedIn ? ['public', 'console'] : ['public'];
    loadMessages(language, parts)
      .then((messages) => active && setCatalogue({ language, messages, parts }))
      .catch(() => active && setCatalogue({ language: DEFAULT_LANGUAGE, messages: {}, parts }));
    return () => {
      active = false;
    };
  }, [language, signedIn]);

  useEffect(() => {
    if (catalogue) document.documentElement.lang = LOCALE_TAG[catalogue.language];
  }, [catalogue]);

  if (!catalogue) {
    return <PageSpinner />;
  }
  return (
    <ConsoleCatalogueContext.Provider value={!catalogue.parts || catalogue.parts.includes('console')}>
      <IntlProvider
        key={catalogue.language}
        locale={LOCALE_TAG[catalogue.language]}
        defaultLocale="en"
        messages={catalogue.messages}
        onError={onIntlError}
      >
        {children}
      </IntlProvider>
    </ConsoleCatalogueContext.Provider>
  );
}
