import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@topup/contracts/languages';

const messages: Partial<Record<Language, Record<string, unknown>>> = {
  en: {
    greeting: 'Hello',
    error: { network: 'Network error, please try again later' },
    only: 'English only',
  },
  ja: { greeting: 'こんにちは' },
  ar: { greeting: 'مرحبا' },
};
const load = vi.fn(async (lang: Language) => messages[lang] ?? {});

async function fresh() {
  vi.resetModules();
  return import('./i18n.ts');
}

beforeEach(() => {
  // A browser language we do not ship, so the brand default decides unless a test says otherwise.
  vi.stubGlobal('navigator', { ...navigator, language: 'nl-NL', languages: ['nl-NL'] });
  localStorage.clear();
  load.mockClear();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('i18n', () => {
  it('picks a browser language the brand offers', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'ja-JP', languages: ['ja-JP', 'en'] });
    const { initI18n } = await fresh();
    await expect(initI18n({ defaultLanguage: 'en', load, search: '' })).resolves.toBe('ja');
  });

  it("fetches only the language's own dictionary: every shipped one is complete (locales.test.ts)", async () => {
    const { initI18n, i18n } = await fresh();
    const lang = await initI18n({ defaultLanguage: 'ja', load, search: '' });
    expect(lang).toBe('ja');
    expect(i18n.t('greeting')).toBe('こんにちは');
    expect(load.mock.calls.map((c) => c[0])).toEqual(['ja']);
  });

  it('switching to English after a feature added English texts still loads the English dictionary', async () => {
    const { initI18n, changeLanguage, i18n } = await fresh();
    await initI18n({ defaultLanguage: 'ja', load, search: '' });
    // What use-feature-texts.ts does on a screen with its own texts: English beside the page's.
    i18n.addResourceBundle('en', 'translation', { order: { title: 'Order' } });
    await changeLanguage('en');
    expect([i18n.t('greeting'), i18n.t('only'), i18n.t('order.title')]).toEqual([
      'Hello',
      'English only',
      'Order',
    ]);
    expect(load.mock.calls.map((c) => c[0])).toEqual(['ja', 'en']);
  });

  it('uses English for every key of a language without a locale file', async () => {
    const { initI18n, i18n } = await fresh();
    await initI18n({ defaultLanguage: 'th', load, search: '' });
    expect(i18n.t('greeting')).toBe('Hello');
    expect(load.mock.calls.map((c) => c[0])).toEqual(['th', 'en']);
  });

  it('sets <html lang> and dir=rtl for Arabic', async () => {
    const { initI18n, changeLanguage } = await fresh();
    await initI18n({ defaultLanguage: 'ar', load, search: '' });
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await changeLanguage('ja');
    expect(document.documentElement.lang).toBe('ja');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('changeLanguage loads the language and remembers it for the next visit', async () => {
    const { initI18n, changeLanguage, i18n, currentLanguage } = await fresh();
    await initI18n({ defaultLanguage: 'en', load, search: '' });
    await changeLanguage('zh-tw');
    expect(currentLanguage()).toBe('zh-tw');
    expect(JSON.parse(localStorage.getItem('perfLang')!).value).toBe('zh-tw');
    expect(i18n.t('greeting')).toBe('Hello');

    const again = await fresh();
    await expect(again.initI18n({ defaultLanguage: 'en', load, search: '' })).resolves.toBe(
      'zh-tw',
    );
  });

  it('spec_lang from the game wins when the brand offers it', async () => {
    const { initI18n } = await fresh();
    localStorage.setItem('perfLang', JSON.stringify({ value: 'ko', expires: Date.now() + 1e9 }));
    await expect(
      initI18n({
        defaultLanguage: 'en',
        offered: ['en', 'ja', 'ko'],
        load,
        search: '?spec_lang=ja',
      }),
    ).resolves.toBe('ja');
    const other = await fresh();
    await expect(
      other.initI18n({
        defaultLanguage: 'en',
        offered: ['en', 'ko'],
        load,
        search: '?spec_lang=ja',
      }),
    ).resolves.toBe('ko');
  });

  it('translate() works before init and after', async () => {
    const { initI18n, translate } = await fresh();
    expect(translate('error.network', 'fallback text')).toBe('fallback text');
    await initI18n({ defaultLanguage: 'ja', load, search: '' });
    // A key the dictionary lacks: the caller's own words.
    expect(translate('error.network', 'fallback text')).toBe('fallback text');
    expect(translate('greeting', 'fallback text')).toBe('こんにちは');
  });
});
