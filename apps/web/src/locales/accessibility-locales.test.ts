import { describe, expect, it } from 'vitest';
import { languages } from '@topup/contracts/languages';
import { checkDictionary, dottedNames, flatten, type Tree } from './locale-rules.ts';

// The accessibility statement's own dictionaries (features/accessibility/statement-texts.ts loads
// them with the page), held to the same rules as the main ones in locales.test.ts.
const files = import.meta.glob<Tree>('./accessibility/*.json', { eager: true, import: 'default' });
const dictionaries = Object.fromEntries(
  Object.entries(files).map(([path, tree]) => [
    path.slice('./accessibility/'.length, -'.json'.length),
    tree,
  ]),
);

const english = flatten(dictionaries.en ?? {});
const others = languages.filter((l) => l !== 'en');
const check = (lang: string) => checkDictionary(english, flatten(dictionaries[lang] ?? {}), lang);

describe('accessibility statement locale files', () => {
  it('exist for every supported language and nothing else', () => {
    expect(Object.keys(dictionaries).sort()).toEqual([...languages].sort());
  });

  it('interpolate the brand and the contact instead of naming them', () => {
    expect(english.get('status.claim')).toBe(
      '{{brand}} is partially conformant with WCAG 2.2 level AA.',
    );
    expect(english.get('contact.email')).toContain('<mail>{{email}}</mail>');
  });

  it.each([...languages])('%s nests keys and has no empty values', (lang) => {
    expect(dottedNames(dictionaries[lang] ?? {})).toEqual([]);
    expect(check(lang).empty).toEqual([]);
  });

  it.each(others)('%s has exactly the keys of en.json', (lang) => {
    const { missing, extra } = check(lang);
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(others)('%s keeps the placeholders and tags of English', (lang) => {
    expect(check(lang).mismatched).toEqual([]);
  });

  it.each(others)('%s is translated, not an English copy', (lang) => {
    const dict = flatten(dictionaries[lang] ?? {});
    const copied = [...english].filter(([k, v]) => dict.get(k) === v).map(([k]) => k);
    expect(copied).toEqual([]);
  });
});
