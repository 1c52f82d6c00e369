import { describe, expect, it } from 'vitest';
import { pickLanguage } from './pick-language.ts';

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
