import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';

// The console is English only for now (issue 16); the messages ship in the bundle, so there is no
// loading state. Its own instance, so tests never share state with a global one.
export const i18n = i18next.createInstance().use(initReactI18next);

export async function initI18n(): Promise<void> {
  if (i18n.isInitialized) return;
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = 'en';
}

/** Translation for code outside React. */
export function translate(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, options);
}
