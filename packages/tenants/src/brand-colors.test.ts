import { describe, expect, it } from 'vitest';
import {
  brandInk,
  brandPalette,
  contrastRatio,
  contrastText,
  DEFAULT_BRAND_COLOR,
  isHexColor,
  resolveBrandColor,
  validHexOr,
  withAlpha,
} from './brand-colors.ts';

describe('hex colour validation', () => {
  it('accepts 6-digit hex colours in either case', () => {
    expect(isHexColor('#f5a623')).toBe(true);
    expect(isHexColor('#ABCDEF')).toBe(true);
  });

  it.each(['f5a623', '#fff', '#f5a6231', '#g5a623', 'red', '', ' #f5a623', null, undefined, 123])(
    'rejects %j',
    (value) => {
      expect(isHexColor(value)).toBe(false);
      expect(validHexOr(value)).toBe(DEFAULT_BRAND_COLOR);
    },
  );

  it('normalises a valid colour to lower case and honours a custom fallback', () => {
    expect(validHexOr('#ABCDEF')).toBe('#abcdef');
    expect(validHexOr('nope', '#111111')).toBe('#111111');
  });

  it('prefers a valid page-config colour, then the tenant colour, then the default', () => {
    expect(resolveBrandColor('#111111', '#222222')).toBe('#222222');
    expect(resolveBrandColor('#111111', 'bad')).toBe('#111111');
    expect(resolveBrandColor('#111111')).toBe('#111111');
    expect(resolveBrandColor('bad', 'bad')).toBe(DEFAULT_BRAND_COLOR);
  });

  it('picks readable text and tints', () => {
    expect(contrastText('#ffffff')).toBe('#000000');
    expect(contrastText('#1a1a1a')).toBe('#ffffff');
    expect(withAlpha('#ff8000', 0.5)).toBe('rgba(255, 128, 0, 0.5)');
  });
});

describe('brandInk', () => {
  it('keeps a dark brand colour and darkens a light one until it reads on white', () => {
    expect(brandInk('#1a3c8f')).toBe('#1a3c8f');
    for (const light of ['#f5a623', '#ffd400', '#7ed321', '#00c2ff', '#ffffff']) {
      const ink = brandInk(light);
      expect(contrastRatio(ink, '#ffffff')).toBeGreaterThanOrEqual(5);
      expect(ink).not.toBe('#000000');
    }
  });

  it('measures contrast like WCAG', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe('brandPalette', () => {
  it('gives every colour variable of the brand, for the server head and the app alike', () => {
    expect(brandPalette('#C0392B')).toEqual({
      '--brand-color': '#c0392b',
      '--brand-contrast': '#ffffff',
      '--brand-ink': '#c0392b',
      '--brand-soft': 'rgba(192, 57, 43, 0.12)',
    });
    // A light colour gets black text on it and a darker ink for text on white.
    expect(brandPalette('#f5a623')['--brand-contrast']).toBe('#000000');
    expect(contrastRatio(brandPalette('#f5a623')['--brand-ink'], '#ffffff')).toBeGreaterThan(4.5);
  });

  it('falls back to the default colour for anything that is not a 6-digit hex colour', () => {
    expect(brandPalette('red;}body{x:y')['--brand-color']).toBe(DEFAULT_BRAND_COLOR);
    expect(brandPalette(undefined)['--brand-color']).toBe(DEFAULT_BRAND_COLOR);
  });
});
