import { describe, expect, it } from 'vitest';
import { normalizeLanguage, pickLanguage } from './pick-language.ts';

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

describe('pickLanguage', () => {
  it('prefers the saved choice', () => {
    expect(pickLanguage('ja', ['ko-KR'], 'en')).toBe('ja');
  });

  it('then the first browser language we offer', () => {
    expect(pickLanguage(null, ['nl-NL', 'pt-BR', 'en'], 'ko')).toBe('pt');
    expect(pickLanguage('garbage', ['zh-HK'], 'en')).toBe('zh-tw');
  });

  it('then the brand default', () => {
    expect(pickLanguage(null, ['nl', 'sv'], 'ko')).toBe('ko');
    expect(pickLanguage(null, [], 'ja')).toBe('ja');
  });

  it('skips languages the brand does not offer, but always allows its default', () => {
    expect(pickLanguage('ar', ['de-DE', 'ja-JP'], 'ko', ['ko', 'ja'])).toBe('ja');
    expect(pickLanguage('ko', [], 'ko', ['en'])).toBe('ko');
    expect(pickLanguage(null, ['fr'], 'en', ['ja'])).toBe('en');
  });
});
