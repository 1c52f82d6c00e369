import { describe, expect, it } from 'vitest';
import { formatMoney, minorDigits, moneyInput, parseMoney } from './money.ts';

describe('money', () => {
  it("knows each currency's minor unit, the brands' table before ISO 4217", () => {
    expect(minorDigits('USD')).toBe(2);
    expect(minorDigits('KRW')).toBe(0);
    expect(minorDigits('JPY')).toBe(0);
    // ISO says 2; the storefront and the server count IDR in whole rupiah.
    expect(minorDigits('IDR')).toBe(0);
    // Not in the table: Intl's ISO data (the dinar has three digits).
    expect(minorDigits('KWD')).toBe(3);
  });

  it('formats minor units with the sign and digits of the currency', () => {
    expect(formatMoney(499, 'USD')).toBe('$4.99');
    expect(formatMoney(1000, 'KRW')).toBe('₩1,000');
    expect(formatMoney(123456, 'EUR')).toBe('€1,234.56');
    expect(formatMoney(500, 'JPY')).toBe('¥500');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
    expect(formatMoney(15000, 'IDR')).toBe('IDR\u00a015,000');
  });

  it('parses what a person types into exact minor units', () => {
    expect(parseMoney('4.99', 'USD')).toBe(499);
    // The classic float trap: 1.15 * 100 = 114.99999999999999.
    expect(parseMoney('1.15', 'USD')).toBe(115);
    expect(parseMoney('0.29', 'USD')).toBe(29);
    expect(parseMoney('4.9', 'USD')).toBe(490);
    expect(parseMoney('4', 'USD')).toBe(400);
    expect(parseMoney('.5', 'USD')).toBe(50);
    expect(parseMoney(' 12. ', 'USD')).toBe(1200);
    expect(parseMoney('1000', 'KRW')).toBe(1000);
    expect(parseMoney('0', 'USD')).toBe(0);
  });

  it('refuses text that is not a plain amount in the currency', () => {
    for (const [text, currency] of [
      ['', 'USD'],
      ['.', 'USD'],
      ['4.999', 'USD'],
      ['1.5', 'KRW'],
      ['4,99', 'EUR'],
      ['1,000', 'KRW'],
      ['-1', 'USD'],
      ['1e3', 'USD'],
      ['$4.99', 'USD'],
      ['99999999999999999', 'USD'],
    ] as const) {
      expect({ text, minor: parseMoney(text, currency) }).toEqual({ text, minor: null });
    }
  });

  it('turns minor units back into the text a form starts with', () => {
    expect(moneyInput(499, 'USD')).toBe('4.99');
    expect(moneyInput(5, 'USD')).toBe('0.05');
    expect(moneyInput(1000, 'KRW')).toBe('1000');
    for (const minor of [0, 1, 99, 100, 115, 123456789]) {
      expect(parseMoney(moneyInput(minor, 'USD'), 'USD')).toBe(minor);
    }
  });
});
