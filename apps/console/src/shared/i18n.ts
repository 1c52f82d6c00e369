import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { rtlLanguages } from '@topup/contracts/languages';
import { normalizeLanguage } from '@topup/contracts/normalize-language';
import en from '../locales/en.json';
import { setOperatorLocale } from './operator-locale.ts';

// The console speaks the storefront's languages where publishers' operators work (issue 31).
// English ships in the bundle (it is every other language's fallback); each other dictionary is its
// own chunk, fetched only when an operator picks it. Its own instance, so tests never share state
// with a global one.
export const consoleLanguages = [
  'en',
  'de',
  'es',
  'fr',
  'pt',
  'ru',
  'tr',
  'ar',
  'ja',
  'ko',
  'zh-cn',
  'zh-tw',
] as const;
export type ConsoleLanguage = (typeof consoleLanguages)[number];

/** Each language in its own name, as a menu of languages shows them (not translated). */
export const languageNames: Record<ConsoleLanguage, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  pt: 'Português',
  ru: 'Русский',
  tr: 'Türkçe',
  ar: 'العربية',
  ja: '日本語',
  ko: '한국어',
  'zh-cn': '简体中文',
  'zh-tw': '繁體中文',
};

type Messages = Record<string, unknown>;
const files = import.meta.glob<Messages>(['../locales/*.json', '!../locales/en.json'], {
  import: 'default',
});

const STORAGE_KEY = 'consoleLang';

export const i18n = i18next.createInstance().use(initReactI18next);

function isConsoleLanguage(value: string | null): value is ConsoleLanguage {
  return value !== null && (consoleLanguages as readonly string[]).includes(value);
}

function remembered(): ConsoleLanguage | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isConsoleLanguage(value) ? value : null;
  } catch {
    return null; // storage blocked: the browser's language decides
  }
}

/** The operator's choice from an earlier visit, else the first browser language we speak. */
export function detectLanguage(): ConsoleLanguage {
  const own = remembered();
  if (own) return own;
  const wanted = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of wanted) {
    const lang = normalizeLanguage(tag);
    if (isConsoleLanguage(lang)) return lang;
  }
  return 'en';
}

function applyToDocument(lang: ConsoleLanguage): void {
  const root = document.documentElement;
  root.lang = lang;
  root.dir = (rtlLanguages as readonly string[]).includes(lang) ? 'rtl' : 'ltr';
  setOperatorLocale(lang);
}

async function ensureLoaded(lang: ConsoleLanguage): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'translation')) return;
  const load = files[`../locales/${lang}.json`];
  // A language without a file still works: every key falls back to English.
  i18n.addResourceBundle(lang, 'translation', load ? await load() : {}, true, true);
}

export async function initI18n(): Promise<void> {
  if (i18n.isInitialized) return;
  const lang = detectLanguage();
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...consoleLanguages],
    // zh-cn and zh-tw are whole languages here, never "zh" plus a region.
    lowerCaseLng: true,
    load: 'currentOnly',
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (lang === 'en') applyToDocument('en');
  else await switchLanguage(lang, false);
  document.title = i18n.t('app.title');
}

/** The language the console is shown in now. */
export function currentLanguage(): ConsoleLanguage {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isConsoleLanguage(lang ?? null) ? (lang as ConsoleLanguage) : 'en';
}

async function switchLanguage(lang: ConsoleLanguage, remember: boolean): Promise<void> {
  await ensureLoaded(lang);
  // Before the change: the pages re-render on it and format numbers in the locale set here.
  applyToDocument(lang);
  await i18n.changeLanguage(lang);
  document.title = i18n.t('app.title');
  if (!remember) return;
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Not remembered in a locked-down browser; it still applies to this visit.
  }
}

/** Shows the console in `lang` (its dictionary fetched first) and remembers it for next time. */
export async function changeLanguage(lang: ConsoleLanguage): Promise<void> {
  await initI18n();
  await switchLanguage(lang, true);
}

/** Translation for code outside React. */
export function translate(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, options);
}
