import { describe, expect, it } from 'vitest';
import { normalizeLanguage } from './normalize-language.ts';

describe('normalizeLanguage', () => {
  it.each([
    ['zh-CN', 'zh-cn'],
    ['zh-Hans', 'zh-cn'],
    ['zh-Hans-CN', 'zh-cn'],
    ['zh-SG', 'zh-cn'],
    ['zh', 'zh-cn'],
    ['zh-TW', 'zh-tw'],
    ['zh-HK', 'zh-tw'],
    ['zh-Hant', 'zh-tw'],
    ['zh-Hant-HK', 'zh-tw'],
    ['zh_TW', 'zh-tw'],
    ['pt-BR', 'pt'],
    ['en-US', 'en'],
    ['es-419', 'es'],
    ['ko-KR', 'ko'],
    ['in-ID', 'id'],
    ['AR', 'ar'],
  ])('%s -> %s', (tag, expected) => {
    expect(normalizeLanguage(tag)).toBe(expected);
  });

  it.each(['nl-NL', 'he', '', null, undefined])('%s -> null', (tag) => {
    expect(normalizeLanguage(tag)).toBeNull();
  });
});

describe('normalizeLanguage with prototype keys', () => {
  // The alias table once was a plain object: 'constructor' answered Object itself.
  it.each([
    'constructor',
    '__proto__',
    'toString',
    'hasOwnProperty',
    'constructor-XX',
    '__proto__-x',
  ])('%s is no language', (tag) => {
    expect(normalizeLanguage(tag)).toBeNull();
  });
});
