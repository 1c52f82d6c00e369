import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '@topup/contracts/languages';

// Features' own dictionaries (use-feature-texts.ts: the tracker's, the order page's): each has a
// file for every one of the 18 languages, with exactly English's keys, no text empty, and the
// same {{placeholders}} as English.
const src = join(import.meta.dirname, '..', '..');

function localeDirs(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) return [];
    if (name === 'locales') return path === join(src, 'locales') ? [] : [path];
    return localeDirs(path);
  });
}

function flat(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.assign(
    {},
    ...Object.entries(value as Record<string, unknown>).map(([k, v]) =>
      flat(v, prefix ? `${prefix}.${k}` : k),
    ),
  );
}

const read = (dir: string, lang: string) =>
  flat(JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')));
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const dirs = localeDirs(join(src, 'features'));

describe('feature dictionaries', () => {
  it('exist (the tracker and the order page have theirs)', () => {
    expect(dirs.map((d) => relative(src, d)).sort()).toEqual(
      expect.arrayContaining(['features/order/locales', 'features/result/track/locales']),
    );
  });
  describe.each(dirs.map((d) => [relative(src, d), d]))('%s', (_name, dir) => {
    const en = read(dir, 'en');
    it('has a file for each of the 18 languages and nothing else', () => {
      expect(readdirSync(dir).sort()).toEqual(languages.map((l) => `${l}.json`).sort());
    });
    it.each(languages)('%s: every English key, each a text with its placeholders', (lang) => {
      const texts = read(dir, lang);
      expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort());
      for (const [key, value] of Object.entries(texts)) {
        expect(value.trim(), key).not.toBe('');
        expect(placeholders(value), key).toEqual(placeholders(en[key]!));
      }
    });
  });
});
