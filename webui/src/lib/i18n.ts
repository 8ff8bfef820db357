import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LANGUAGE, type Language } from '@/config/locale';

export type Messages = Record<string, MessageFormatElement[]>;

/** One dynamic import per locale, so each catalogue is its own chunk. */
const loaders: Record<Language, () => Promise<{ default: unknown }>> = {
  en: () => import('@/lang/compiled/en.json'),
  zh: () => import('@/lang/compiled/zh.json'),
};

export async function loadMessages(language: Language): Promise<Messages> {
  try {
    return (await loaders[language]()).default as Messages;
  } catch (error) {
    console.error('I18n initialization error', error);
    if (language === DEFAULT_LANGUAGE) throw error;
    return (await loaders[DEFAULT_LANGUAGE]()).default as Messages;
  }
}
