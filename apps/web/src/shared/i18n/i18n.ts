import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, rtlLanguages, type Language } from '@topup/contracts/languages';
import { getItem, setItem } from '../storage/storage.ts';
import { normalizeLanguage } from '@topup/contracts/normalize-language';
import { pickLanguage } from './pick-language.ts';
import { loadFont } from '../fonts/load-font.ts';

type Messages = Record<string, unknown>;
export type LocaleLoader = (lang: Language) => Promise<Messages>;

// Its own instance, so tests and previews never share state with a global one.
export const i18n = i18next.createInstance().use(initReactI18next);

// Each language is its own chunk; only the chosen one is fetched (English too where it has none).
const files = import.meta.glob<Messages>('../../locales/*.json', { import: 'default' });

export const loadLocaleFile: LocaleLoader = async (lang) => {
  const load = files[`../../locales/${lang}.json`];
  // A language without a file still works: every key falls back to English.
  return load ? load() : {};
};

let loader: LocaleLoader = loadLocaleFile;

// Whether each language's main dictionary is in i18n and has texts. Not hasResourceBundle: a
// feature's texts (use-feature-texts.ts) are added under the same namespace, English's included.
const loaded = new Map<Language, Promise<boolean>>();

function loadMain(lang: Language): Promise<boolean> {
  let done = loaded.get(lang);
  if (!done) {
    done = loader(lang).then((messages) => {
      i18n.addResourceBundle(lang, 'translation', messages, true, true);
      return Object.keys(messages).length > 0;
    });
    // A failed fetch is tried again on the next call.
    done.catch(() => loaded.delete(lang));
    loaded.set(lang, done);
  }
  return done;
}

/**
 * The language's dictionary, and English's only where it has none: every shipped dictionary has
 * every key of en.json and the plural forms its language needs (locales.test.ts), so English
 * beside it would never be read; a non-English first page saves its 4 KiB brotli.
 */
async function ensureLoaded(lang: Language): Promise<void> {
  const hasTexts = await loadMain(lang);
  if (lang !== 'en' && !hasTexts) await loadMain('en');
}

function applyToDocument(lang: Language): void {
  // The server rendering a page sets <html lang dir> in its own markup.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang;
  document.documentElement.dir = rtlLanguages.includes(lang) ? 'rtl' : 'ltr';
  // Until the language's web font loads, or if it never does, system fonts show the text.
  loadFont(lang);
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

export type InitI18nOptions = {
  defaultLanguage: Language;
  offered?: Language[];
  /** Replaces the locale-file loader (tests, previews). */
  load?: LocaleLoader;
  /** Defaults to the page's query; spec_lang there (sent by games) beats the saved choice. */
  search?: string;
  /** Defaults to navigator.languages; the server passes the request's Accept-Language. */
  browser?: readonly string[];
};

/** Picks the language, loads its messages and English, and sets <html lang dir>. */
export async function initI18n(opts: InitI18nOptions): Promise<Language> {
  if (opts.load) loader = opts.load;
  const offered = opts.offered ?? [...languages];
  const requested = normalizeLanguage(
    new URLSearchParams(opts.search ?? window.location.search).get('spec_lang'),
  );
  const lang =
    requested && (offered.includes(requested) || requested === opts.defaultLanguage)
      ? requested
      : pickLanguage(
          getItem<string>('perfLang'),
          opts.browser ?? browserLanguages(),
          opts.defaultLanguage,
          offered,
        );
  if (!i18n.isInitialized) {
    await i18n.init({
      lng: lang,
      fallbackLng: 'en',
      supportedLngs: [...languages],
      lowerCaseLng: true,
      load: 'currentOnly',
      partialBundledLanguages: true,
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  await ensureLoaded(lang);
  await i18n.changeLanguage(lang);
  applyToDocument(lang);
  return lang;
}

/** Switches language and remembers the player's choice (perfLang). */
export async function changeLanguage(lang: Language): Promise<void> {
  await ensureLoaded(lang);
  await i18n.changeLanguage(lang);
  applyToDocument(lang);
  setItem('perfLang', lang);
}

export function currentLanguage(): Language {
  // Not resolvedLanguage: a language whose file is still empty resolves to English.
  return normalizeLanguage(i18n.language) ?? 'en';
}

/** Translation for code outside React; `fallback` covers the moments before init. */
export function translate(key: string, fallback: string): string {
  if (!i18n.isInitialized) return fallback;
  return i18n.t(key, { defaultValue: fallback });
}
