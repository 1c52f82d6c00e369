import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage } from './i18n.ts';

afterEach(() => localStorage.clear());

const browser = (languages: string[]) =>
  vi.stubGlobal('navigator', { ...navigator, language: languages[0], languages });

describe('the operator language on a first visit', () => {
  it('is the first browser language the console speaks', () => {
    browser(['nl-NL', 'de-AT', 'en']);
    expect(detectLanguage()).toBe('de');
    browser(['zh-Hant-HK']);
    expect(detectLanguage()).toBe('zh-tw');
    browser(['pt-BR']);
    expect(detectLanguage()).toBe('pt');
  });

  it('is English when the browser asks for none of them', () => {
    browser(['nl-NL', 'sv']);
    expect(detectLanguage()).toBe('en');
  });

  it('is the one the operator chose before, whatever the browser says', () => {
    browser(['ja-JP']);
    localStorage.setItem('consoleLang', 'ar');
    expect(detectLanguage()).toBe('ar');
    localStorage.setItem('consoleLang', 'xx');
    expect(detectLanguage()).toBe('ja');
  });
});
