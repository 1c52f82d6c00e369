import { describe, expect, it } from 'vitest';
import { languages } from '@topup/contracts/languages';
import {
  checkDictionary,
  dottedNames,
  flatten,
  placeholders,
  pluralCategories,
  tags,
  type Tree,
} from './locale-rules.ts';

const files = import.meta.glob<Tree>('./*.json', { eager: true, import: 'default' });
const dictionaries = Object.fromEntries(
  Object.entries(files).map(([path, tree]) => [path.slice(2, -'.json'.length), tree]),
);

const english = flatten(dictionaries.en ?? {});
const others = languages.filter((l) => l !== 'en');
const check = (lang: string) => checkDictionary(english, flatten(dictionaries[lang] ?? {}), lang);

describe('locale files', () => {
  it('exist for every supported language and nothing else', () => {
    expect(Object.keys(dictionaries).sort()).toEqual([...languages].sort());
  });

  it('en.json has the keys code outside components relies on', () => {
    expect(english.get('error.network')).toBe('Network error, please try again later');
  });

  it.each([...languages])('%s nests keys instead of naming them with dots', (lang) => {
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
    // A few words (e.g. "Notifications" in French) are legitimately the same.
    expect(copied.length).toBeLessThanOrEqual(Math.floor(english.size * 0.1));
  });
});

describe('checkDictionary', () => {
  const en = flatten({
    shop: { title: 'Shop', hello: 'Hi {{name}}', items_one: '{{count}} item', items_other: '{{count}} items' },
    legal: { agree: 'Accept the <terms>terms</terms>' },
  });

  it('asks Russian for one/few/many/other and Japanese for other only', () => {
    const ru = flatten({
      shop: { title: 'Магазин', hello: 'Привет, {{name}}', items_one: '{{count}} предмет', items_other: '{{count}} предмета' },
      legal: { agree: 'Примите <terms>условия</terms>' },
    });
    expect(checkDictionary(en, ru, 'ru').missing).toEqual(['shop.items_few', 'shop.items_many']);
    const ja = flatten({
      shop: { title: 'ショップ', hello: '{{name}}さん', items_other: '{{count}}個' },
      legal: { agree: '<terms>規約</terms>に同意' },
    });
    expect(checkDictionary(en, ja, 'ja')).toEqual({ missing: [], empty: [], extra: [], mismatched: [] });
  });

  it('accepts Arabic zero/two forms, rejects plural forms a language never uses', () => {
    const ar = flatten({
      shop: {
        title: 'متجر',
        hello: 'مرحبًا {{name}}',
        items_zero: 'لا عناصر',
        items_one: 'عنصر واحد',
        items_two: 'عنصران',
        items_few: '{{count}} عناصر',
        items_many: '{{count}} عنصرًا',
        items_other: '{{count}} عنصر',
      },
      legal: { agree: 'وافق على <terms>الشروط</terms>' },
    });
    expect(checkDictionary(en, ar, 'ar')).toEqual({ missing: [], empty: [], extra: [], mismatched: [] });
    const de = flatten({
      shop: { title: 'Laden', hello: 'Hallo {{name}}', items_one: '{{count}} Artikel', items_other: '{{count}} Artikel', items_few: 'x' },
      legal: { agree: '<terms>AGB</terms> akzeptieren' },
    });
    expect(checkDictionary(en, de, 'de').extra).toEqual(['shop.items_few']);
  });

  it('reports a lost or renamed placeholder or tag', () => {
    const fr = flatten({
      shop: { title: 'Boutique', hello: 'Salut {{nom}}', items_one: '{{count}} article', items_other: 'articles' },
      legal: { agree: 'Acceptez les conditions' },
    });
    expect(checkDictionary(en, fr, 'fr').mismatched).toEqual([
      'shop.hello: "Salut {{nom}}"',
      'legal.agree: "Acceptez les conditions"',
    ]);
  });

  it('reads plural categories, placeholders, formats and Trans tags', () => {
    expect(pluralCategories('pl')).toEqual(expect.arrayContaining(['one', 'few', 'many', 'other']));
    expect(placeholders('{{b}} and {{a, number}} or {{- c}}')).toEqual(['a', 'b', 'c']);
    expect(tags('Agree to <privacy>this</privacy>')).toEqual(['</privacy>', '<privacy>']);
  });
});
