import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LANGUAGE, type Language } from '@/config/locale';

export type Messages = Record<string, MessageFormatElement[]>;

/**
 * A language's catalogue comes in two parts (vite.config.ts, `catalogueParts`): `public`, the
 * messages of the app shell and the pages shown signed out, and `console`, all the others.
 */
export type CataloguePart = 'public' | 'console';

/** One dynamic import per locale and part, so each is its own chunk. */
const loaders: Record<Language, Record<CataloguePart, () => Promise<{ default: unknown }>>> = {
  en: {
    public: () => import('@/lang/compiled/en.json?catalogue=public'),
    console: () => import('@/lang/compiled/en.json?catalogue=console'),
  },
  zh: {
    public: () => import('@/lang/compiled/zh.json?catalogue=public'),
    console: () => import('@/lang/compiled/zh.json?catalogue=console'),
  },
};

async function loadParts(language: Language, parts: CataloguePart[]): Promise<Messages> {
  const loaded = await Promise.all(parts.map((part) => loaders[language][part]()));
  return Object.assign({}, ...loaded.map((module) => module.default as Messages)) as Messages;
}

export async function loadMessages(language: Language, parts: CataloguePart[] = ['public', 'console']): Promise<Messages> {
  try {
    return await loadParts(language, parts);
  } catch (error) {
    console.error('I18n initialization error', error);
    if (language === DEFAULT_LANGUAGE) throw error;
    return loadParts(DEFAULT_LANGUAGE, parts);
  }
}
