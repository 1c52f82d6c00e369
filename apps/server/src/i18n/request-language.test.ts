import { describe, expect, it } from 'vitest';
import { normalizeLanguage } from '@topup/contracts/normalize-language';
import { requestLanguage } from './request-language.ts';

describe('normalizeLanguage', () => {
  it('maps tags onto the 18 languages', () => {
    expect(normalizeLanguage('ja')).toBe('ja');
    expect(normalizeLanguage('ZH-TW')).toBe('zh-tw');
    expect(normalizeLanguage('zh_Hant_HK')).toBe('zh-tw');
    expect(normalizeLanguage('zh-Hans')).toBe('zh-cn');
    expect(normalizeLanguage('zh')).toBe('zh-cn');
    expect(normalizeLanguage('pt-BR')).toBe('pt');
    expect(normalizeLanguage('nl')).toBeNull();
    expect(normalizeLanguage('')).toBeNull();
  });
});

describe('requestLanguage', () => {
  const headers = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' };
  it('prefers spec_lang in the query, then the body, then bcp47_lang, then the header', () => {
    expect(
      requestLanguage({ query: { spec_lang: 'ko' }, body: { spec_lang: 'ru' }, headers }),
    ).toBe('ko');
    expect(requestLanguage({ query: {}, body: { spec_lang: 'ru' }, headers })).toBe('ru');
    expect(requestLanguage({ body: { bcp47_lang: 'th-TH' }, headers })).toBe('th');
    expect(requestLanguage({ headers })).toBe('fr');
  });

  it("reads spec_lang from the URL, which a route's query schema may have stripped", () => {
    expect(requestLanguage({ url: '/api/x?client_id=1&spec_lang=ja', query: {}, headers })).toBe(
      'ja',
    );
    expect(requestLanguage({ url: '/api/x?client_id=1', query: {}, headers })).toBe('fr');
  });

  it('follows q-values, skips unknown languages and falls back to English', () => {
    expect(requestLanguage({ headers: { 'accept-language': 'nl;q=1, de;q=0.5, ar;q=0.7' } })).toBe(
      'ar',
    );
    expect(requestLanguage({ query: { spec_lang: 'xx' }, headers: {} })).toBe('en');
    expect(requestLanguage({ headers: { 'accept-language': '*' } })).toBe('en');
  });
});
