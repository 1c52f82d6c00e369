import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
// The storefront's rules for a dictionary against en.json (keys, plural forms per CLDR,
// placeholders, tags), shared rather than copied: the console's dictionaries obey the same ones.
import {
  checkDictionary,
  dottedNames,
  flatten,
  type Tree,
} from '../../../web/src/locales/locale-rules.ts';
import { consoleLanguages } from '../shared/i18n.ts';

// Every language of the console has exactly en.json's keys. Keys added to en.json later fail here
// until each language has them: `npx vitest run --project console apps/console/src/locales`.
const files = import.meta.glob<Tree>('./*.json', { eager: true, import: 'default' });
const dictionaries = Object.fromEntries(
  Object.entries(files).map(([path, tree]) => [path.slice(2, -'.json'.length), tree]),
);
const english = flatten(dictionaries.en ?? {});
const others = consoleLanguages.filter((l) => l !== 'en');
const check = (lang: string) => checkDictionary(english, flatten(dictionaries[lang] ?? {}), lang);

describe('console locale files', () => {
  it('exist for every language of the menu and nothing else', () => {
    expect(Object.keys(dictionaries).sort()).toEqual([...consoleLanguages].sort());
  });

  it.each([...consoleLanguages])('%s nests keys instead of naming them with dots', (lang) => {
    expect(dottedNames(dictionaries[lang] ?? {})).toEqual([]);
  });

  it('en.json has no empty values and both of its own plural forms', () => {
    const { missing, empty } = check('en');
    expect({ missing, empty }).toEqual({ missing: [], empty: [] });
  });

  it.each(others)('%s has every key of en.json and the plural forms its rules need', (lang) => {
    const { missing, empty, extra } = check(lang);
    expect({ missing, empty, extra }).toEqual({ missing: [], empty: [], extra: [] });
  });

  it.each(others)('%s keeps the placeholders and tags of English', (lang) => {
    expect(check(lang).mismatched).toEqual([]);
  });

  it.each(others)('%s is translated, not an English copy', (lang) => {
    const dict = flatten(dictionaries[lang] ?? {});
    const copied = [...english].filter(([k, v]) => dict.get(k) === v).map(([k]) => k);
    // Provider names (Adyen, PayPal…), "CSV", "iOS" are the same in every language.
    expect(copied.length).toBeLessThanOrEqual(Math.floor(english.size * 0.1));
  });
});

describe('counted wording through i18next', () => {
  async function translator(lang: string) {
    const instance = i18next.createInstance();
    await instance.init({
      lng: lang,
      fallbackLng: 'en',
      lowerCaseLng: true,
      load: 'currentOnly',
      resources: {
        en: { translation: dictionaries.en ?? {} },
        [lang]: { translation: dictionaries[lang] ?? {} },
      },
      interpolation: { escapeValue: false },
    });
    return instance.t.bind(instance);
  }

  it('English: 1 day, 7 days; KRW has no smaller unit', async () => {
    const t = await translator('en');
    expect(t('tokens.days', { count: 1 })).toBe('1 day');
    expect(t('tokens.days', { count: 7 })).toBe('7 days');
    expect(t('money.decimals', { count: 0, currency: 'KRW', example: '1000' })).toMatch(
      /^KRW has no smaller unit/,
    );
  });

  it('Russian: 1 день, 3 дня, 11 дней', async () => {
    const t = await translator('ru');
    expect(t('tokens.days', { count: 1 })).toBe('1 день');
    expect(t('tokens.days', { count: 3 })).toBe('3 дня');
    expect(t('tokens.days', { count: 11 })).toBe('11 дней');
  });

  it('Arabic: dual and 3-10 forms', async () => {
    const t = await translator('ar');
    expect(t('tokens.days', { count: 2 })).toBe('يومان');
    expect(t('tokens.days', { count: 5 })).toBe('5 أيام');
  });

  it('Simplified Chinese: one form for every count', async () => {
    const t = await translator('zh-cn');
    expect(t('tokens.days', { count: 1 })).toBe('1 天');
    expect(t('tokens.days', { count: 30 })).toBe('30 天');
  });
});
