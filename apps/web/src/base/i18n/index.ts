import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { id } from './id';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'id', label: 'Bahasa Indonesia' },
] as const;

const STORAGE_KEY = 'back-office.language';

/** Starts in the language chosen before (English at first); the page's `lang` follows every change. */
export function initI18n() {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
  const language = stored === 'id' ? 'id' : 'en';
  if (globalThis.document) document.documentElement.lang = language;
  void i18next.use(initReactI18next).init({
    resources: { en: { translation: en }, id: { translation: id } },
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
  i18next.on('languageChanged', (language) => {
    globalThis.localStorage?.setItem(STORAGE_KEY, language);
    if (globalThis.document) document.documentElement.lang = language;
  });
  return i18next;
}
