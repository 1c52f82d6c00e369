import { afterEach, describe, expect, it } from 'vitest';
import { setOperatorLocale } from './operator-locale.ts';
import {
  formatAmountWithCode,
  formatMoney,
  minorDigits,
  moneyInput,
  moneyText,
  parseMoney,
  readMoney,
} from './money.ts';

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

  it("formats in the operator's locale, exactly, and keeps Arabic's currency sign whole", () => {
    expect(formatMoney(123456, 'EUR', 'de')).toBe('1.234,56\u00a0€');
    expect(formatMoney(100000, 'KRW', 'ja')).toBe('₩100,000');
    expect(formatMoney(9007199254740991, 'USD', 'fr')).toMatch(
      /^90\s071\s992\s547\s409,91\s\$US$/u,
    );
    // Right to left: a left-to-right mark after "US$" so it never shows as "$US".
    const arabic = formatMoney(99, 'USD', 'ar');
    expect(arabic.endsWith('US$\u200e')).toBe(true);
    expect(arabic).toContain('0.99');
    expect(formatAmountWithCode(123456, 'EUR', 'de')).toBe('1.234,56 EUR');
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
      ['1,00', 'USD'],
      ['1,0000', 'USD'],
      ['-1', 'USD'],
      ['1e3', 'USD'],
      ['$4.99', 'USD'],
      ['99999999999999999', 'USD'],
    ] as const) {
      expect({ text, minor: parseMoney(text, currency) }).toEqual({ text, minor: null });
    }
  });

  it('reads grouping and the decimal sign of the locale', () => {
    expect(parseMoney('1,000', 'KRW')).toBe(1000);
    expect(parseMoney('1,234,567.89', 'USD')).toBe(123456789);
    expect(parseMoney('9,99', 'EUR', 'de')).toBe(999);
    expect(parseMoney('1.000,5', 'EUR', 'de')).toBe(100050);
    // In German the point groups thousands: "9.99" is not an amount there.
    expect(parseMoney('9.99', 'EUR', 'de')).toBeNull();
    // French and Russian group with a no-break space; a plain space typed reads the same.
    expect(parseMoney('1 000,25', 'EUR', 'fr')).toBe(100025);
    expect(parseMoney('1\u00a0000', 'RUB', 'ru')).toBe(100000);
  });

  it('refuses more decimals than the currency has, never rounding', () => {
    expect(readMoney('1.999', 'USD')).toEqual({ error: 'decimals', digits: 2 });
    expect(readMoney('1.5', 'JPY')).toEqual({ error: 'decimals', digits: 0 });
    expect(readMoney('1.5', 'KRW')).toEqual({ error: 'decimals', digits: 0 });
    expect(readMoney('1.2345', 'KWD')).toEqual({ error: 'decimals', digits: 3 });
    expect(readMoney('1.234', 'KWD')).toEqual({ minor: 1234 });
    expect(readMoney('0.001', 'BHD')).toEqual({ minor: 1 });
    expect(readMoney('1.10', 'USD')).toEqual({ minor: 110 });
    expect(readMoney('abc', 'USD')).toEqual({ error: 'format' });
    expect(readMoney('99999999999999999', 'USD')).toEqual({ error: 'range' });
  });

  it('formats exactly, even past what a float divides cleanly', () => {
    expect(formatMoney(119, 'USD')).toBe('$1.19');
    expect(formatMoney(1234, 'KWD')).toBe('KWD\u00a01.234');
    expect(formatMoney(1200, 'JPY')).toBe('¥1,200');
    // 2^53 - 1 cents: dividing by 100 in floating point would lose the last cent.
    expect(formatMoney(9007199254740991, 'USD')).toBe('$90,071,992,547,409.91');
    expect(formatMoney(-5, 'USD')).toBe('-$0.05');
    expect(formatAmountWithCode(123456, 'USD')).toBe('1,234.56 USD');
    expect(formatAmountWithCode(1000, 'KRW')).toBe('1,000 KRW');
  });

  it('turns minor units back into the text a form starts with', () => {
    expect(moneyInput(499, 'USD')).toBe('4.99');
    expect(moneyInput(5, 'USD')).toBe('0.05');
    expect(moneyInput(1000, 'KRW')).toBe('1000');
    expect(moneyInput(1, 'KWD')).toBe('0.001');
    expect(moneyInput(-5, 'USD')).toBe('-0.05');
    for (const minor of [0, 1, 99, 100, 115, 123456789]) {
      expect(parseMoney(moneyInput(minor, 'USD'), 'USD')).toBe(minor);
    }
  });

  describe("in the operator's language", () => {
    afterEach(() => setOperatorLocale('en'));

    it("starts a form with the locale's decimal sign and reads it back exactly", () => {
      expect(moneyText(499, 'USD', 'de')).toBe('4,99');
      expect(moneyText(123456789, 'EUR', 'fr')).toBe('1234567,89');
      expect(moneyText(499, 'USD', 'ar')).toBe('4.99');
      expect(moneyText(1000, 'KRW', 'de')).toBe('1000');
      for (const locale of ['en', 'de', 'es', 'fr', 'pt', 'ru', 'tr', 'ar', 'ja']) {
        for (const minor of [0, 5, 115, 123456789]) {
          expect(parseMoney(moneyText(minor, 'USD', locale), 'USD', locale)).toBe(minor);
        }
      }
    });

    it('reads and writes in the language the console is shown in, unless told', () => {
      setOperatorLocale('de');
      expect(moneyText(150, 'USD')).toBe('1,50');
      expect(parseMoney('1,50', 'USD')).toBe(150);
      expect(parseMoney('1.000,50', 'USD')).toBe(100050);
      // "1.50" is one thousand fifty in a German hand, half-grouped: refused, never guessed.
      expect(readMoney('1.50', 'USD')).toEqual({ error: 'format' });
      setOperatorLocale('es');
      expect(parseMoney('3,01', 'USD')).toBe(301);
    });
  });
});
