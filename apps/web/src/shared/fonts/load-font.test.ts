import { afterEach, describe, expect, it, vi } from 'vitest';
import { languages } from '@topup/contracts/languages';
import { fontCss, fontCssFor, loadFont, resetLoadedFonts } from './load-font.ts';

// Tests stub CSS, so a ?url import is '' here (and loadFont adds nothing in other tests); each
// font's address is its package name instead, to see which one a language gets.
vi.mock('@fontsource-variable/inter?url', () => ({ default: 'inter' }));
vi.mock('@fontsource-variable/noto-sans-thai?url', () => ({ default: 'noto-sans-thai' }));

afterEach(() => resetLoadedFonts());

describe('fontCssFor', () => {
  it.each([
    ['th', 'noto-sans-thai'],
    ['en', 'inter'],
  ])('%s uses @fontsource-variable/%s', (lang, font) => {
    expect(fontCssFor(lang)).toBe(font);
  });

  it('gives the Latin and Cyrillic languages the English font (Inter)', () => {
    for (const lang of ['de', 'es', 'fr', 'id', 'it', 'ms', 'pl', 'pt', 'ru', 'tr', 'vi']) {
      expect(fontCssFor(lang), lang).toBe(fontCss.en);
    }
  });

  it('leaves Arabic, Chinese, Japanese, Korean and unknown languages to the system fonts', () => {
    for (const lang of [
      'ar',
      'zh-cn',
      'zh-tw',
      'ja',
      'ko',
      'xx',
      'zh',
      'EN',
      '',
      'toString',
      '__proto__',
    ]) {
      expect(fontCssFor(lang), lang).toBeUndefined();
    }
  });

  it('has a web font for every language but Arabic and the CJK ones (issue 32)', () => {
    expect(languages.filter((lang) => !fontCssFor(lang)).sort()).toEqual(
      ['ar', 'ja', 'ko', 'zh-cn', 'zh-tw'].sort(),
    );
  });

  it('uses two distinct stylesheets', () => {
    expect(new Set(Object.values(fontCss)).size).toBe(2);
  });
});

describe('loadFont', () => {
  it('adds the stylesheet of the language once, however often it is called', () => {
    const add = vi.fn();
    loadFont('th', add);
    loadFont('th', add);
    expect(add).toHaveBeenCalledTimes(1);
    expect(add).toHaveBeenCalledWith(fontCss.th);
  });

  it('adds a font shared by two languages once', () => {
    const add = vi.fn();
    loadFont('en', add);
    loadFont('ru', add);
    loadFont('de', add);
    expect(add.mock.calls).toEqual([[fontCss.en]]);
  });

  it('adds each language of a switch back and forth once', () => {
    const add = vi.fn();
    for (const lang of ['th', 'en', 'th', 'ja', 'en']) loadFont(lang, add);
    expect(add.mock.calls).toEqual([[fontCss.th], [fontCss.en]]);
  });

  it('adds nothing for Arabic, Japanese or an unknown language', () => {
    const add = vi.fn();
    loadFont('ar', add);
    loadFont('ja', add);
    loadFont('xx', add);
    expect(add).not.toHaveBeenCalled();
  });

  it('adds a <link rel="stylesheet"> to the head by default', () => {
    const append = vi.spyOn(document.head, 'append').mockImplementation(() => {});
    loadFont('th');
    expect(append).toHaveBeenCalledTimes(1);
    const link = append.mock.calls[0]![0] as HTMLLinkElement;
    expect(link.tagName).toBe('LINK');
    expect(link.rel).toBe('stylesheet');
    expect(link.getAttribute('href')).toBe(fontCss.th);
  });

  it('adds none when the page came with it linked (a server-rendered page)', () => {
    const linked = Object.assign(document.createElement('link'), { rel: 'stylesheet' });
    linked.setAttribute('href', fontCss.en);
    document.head.append(linked);
    const append = vi.spyOn(document.head, 'append');
    try {
      loadFont('de');
      expect(append).not.toHaveBeenCalled();
    } finally {
      linked.remove();
    }
  });
});
