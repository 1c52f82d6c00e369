import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '@topup/contracts/languages';

// The tracker's own dictionaries (track-texts.ts): every language of the shop, the same keys as
// English, no empty text.
const dir = join(import.meta.dirname, 'locales');
const read = (lang: string) =>
  JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')) as Record<string, string>;

describe('the delivery tracker texts', () => {
  const en = read('en');
  it('exist for each of the 18 languages and nothing else', () => {
    expect(readdirSync(dir).sort()).toEqual(languages.map((l) => `${l}.json`).sort());
  });
  it.each(languages)('%s has every English key, each a text', (lang) => {
    const texts = read(lang);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort());
    for (const value of Object.values(texts)) expect(value.trim()).not.toBe('');
  });
});
