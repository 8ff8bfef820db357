import { PageSpinner } from '@/components/page-spinner';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LANGUAGE, type Language } from '@/config/locale';
import { loadMessages, type Messages } from '@/lib/i18n';
import { languageAtom } from '@/lib/session-atoms';

/** BCP 47 tags for Intl formatting. */
const LOCALE_TAG: Record<Language, string> = { en: 'en', zh: 'zh-CN' };

interface Catalogue {
  language: Language;
  messages: Messages;
}

function onIntlError(error: { code?: string; message: string }) {
  // Missing translations fall back to English; tests catch gaps in zh.json.
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}

/** Loads the chosen language's catalogue (one chunk per locale) and reloads it on a switch. */
export function I18nProvider({ children, initial }: { children: ReactNode; initial?: Catalogue }) {
  const language = useAtomValue(languageAtom);
  const [catalogue, setCatalogue] = useState<Catalogue | null>(initial ?? null);

  useEffect(() => {
    let active = true;
    loadMessages(language)
      .then((messages) => active && setCatalogue({ language, messages }))
      .catch(() => active && setCatalogue({ language: DEFAULT_LANGUAGE, messages: {} }));
    return () => {
      active = false;
    };
  }, [language]);

  useEffect(() => {
    if (catalogue) document.documentElement.lang = LOCALE_TAG[catalogue.language];
  }, [catalogue]);

  if (!catalogue) {
    return <PageSpinner />;
  }
  return (
    <IntlProvider
      key={catalogue.language}
      locale={LOCALE_TAG[catalogue.language]}
      defaultLocale="en"
      messages={catalogue.messages}
      onError={onIntlError}
    >
      {children}
    </IntlProvider>
  );
}
