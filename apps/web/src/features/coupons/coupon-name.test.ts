import { describe, expect, it } from 'vitest';
import { couponName } from './coupon-name.ts';

describe('coupon names (SPEC §3)', () => {
  it('picks the UI language from a JSON locale map, else English, else the first', () => {
    const name = JSON.stringify({ en: '10% off', ja: '10%オフ', 'zh-CN': '九折' });
    expect(couponName(name, 'ja')).toBe('10%オフ');
    expect(couponName(name, 'zh-cn')).toBe('九折');
    expect(couponName(name, 'de')).toBe('10% off');
    expect(couponName(JSON.stringify({ ko: '할인', ja: '割引' }), 'de')).toBe('할인');
  });

  it('keeps plain text, broken JSON and HTML as they are', () => {
    expect(couponName('Weekly 5% off', 'en')).toBe('Weekly 5% off');
    expect(couponName('{not json', 'en')).toBe('{not json');
    expect(couponName('<b>Bold</b>', 'en')).toBe('<b>Bold</b>');
    expect(couponName('{"en":""}', 'en')).toBe('{"en":""}');
  });
});
