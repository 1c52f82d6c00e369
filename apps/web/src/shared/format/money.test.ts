import { describe, expect, it } from 'vitest';
import {
  currencyDecimals,
  formatCount,
  formatMinor,
  formatMoney,
  parseMoney,
  toMinorUnits,
} from './money.ts';

describe('formatMoney', () => {
  it('puts the SPEC §3 symbol before the amount', () => {
    expect(formatMoney('4.99', 'USD')).toBe('$4.99');
    expect(formatMoney('150', 'TWD')).toBe('NT$150.00');
    expect(formatMoney('5500', 'KRW')).toBe('₩5,500');
    expect(formatMoney('610', 'JPY')).toBe('¥610');
    expect(formatMoney('9.9', 'EUR')).toBe('€9.90');
    expect(formatMoney('30', 'RMB')).toBe('¥30.00');
    expect(formatMoney('99', 'TRY')).toBe('₺99.00');
    expect(formatMoney('35', 'THB')).toBe('฿35.00');
  });

  it('separates letter symbols from the digits', () => {
    expect(formatMoney('4.5', 'MYR')).toBe('RM 4.50');
    expect(formatMoney('15000', 'IDR')).toBe('Rp 15,000');
  });

  it('groups thousands and keeps two decimals except for zero-decimal currencies', () => {
    expect(formatMoney('1234567.8', 'USD')).toBe('$1,234,567.80');
    expect(formatMoney('999', 'USD')).toBe('$999.00');
    expect(formatMoney('1000', 'USD')).toBe('$1,000.00');
    expect(formatMoney('25000', 'VND')).toBe('₫25,000');
    expect(formatMoney('1000000', 'KRW')).toBe('₩1,000,000');
    expect(formatMoney(0, 'USD')).toBe('$0.00');
  });

  it('rounds half up in decimal, not through floating point', () => {
    expect(formatMoney('1.005', 'USD')).toBe('$1.01');
    expect(formatMoney('1.004', 'USD')).toBe('$1.00');
    expect(formatMoney('5500.5', 'KRW')).toBe('₩5,501');
    expect(formatMoney('5500.49', 'JPY')).toBe('¥5,500');
    expect(formatMoney(0.1 + 0.2, 'USD')).toBe('$0.30');
  });

  it('shows negative amounts and unknown currencies readably', () => {
    expect(formatMoney('-4.99', 'USD')).toBe('-$4.99');
    expect(formatMoney('12.5', 'XYZ')).toBe('XYZ 12.50');
    expect(formatMoney('n/a', 'USD')).toBe('n/a');
  });
});

describe('formatMinor', () => {
  it('reads minor units with the currency exponent', () => {
    expect(formatMinor(499, 'USD')).toBe('$4.99');
    expect(formatMinor(123456789, 'TWD')).toBe('NT$1,234,567.89');
    expect(formatMinor(5500, 'KRW')).toBe('₩5,500');
    expect(formatMinor(5, 'USD')).toBe('$0.05');
    expect(formatMinor(-1050, 'EUR')).toBe('-€10.50');
  });

  it('knows which currencies have no decimals', () => {
    expect(['KRW', 'JPY', 'VND', 'IDR'].map(currencyDecimals)).toEqual([0, 0, 0, 0]);
    expect(['USD', 'TWD', 'MYR', 'unknown'].map(currencyDecimals)).toEqual([2, 2, 2, 2]);
  });
});

describe('parseMoney', () => {
  it('reads thousands separators and rounds to two decimals', () => {
    expect(parseMoney('1,234.56')).toBe(1234.56);
    expect(parseMoney('1,234,567')).toBe(1234567);
    expect(parseMoney('2.345')).toBe(2.35);
    expect(parseMoney('0.1')).toBe(0.1);
  });

  it('ignores symbols and spaces around the amount', () => {
    expect(parseMoney('₩5,500')).toBe(5500);
    expect(parseMoney('NT$ 1,290.00')).toBe(1290);
    expect(parseMoney('-$3.5')).toBe(-3.5);
  });

  it('is NaN when there is no amount', () => {
    expect(parseMoney('')).toBeNaN();
    expect(parseMoney('abc')).toBeNaN();
    expect(parseMoney('1.2.3')).toBeNaN();
  });
});

describe('toMinorUnits', () => {
  it('returns integer units or null', () => {
    expect(toMinorUnits('4.99', 2)).toBe(499);
    expect(toMinorUnits('.5', 2)).toBe(50);
    expect(toMinorUnits('7', 0)).toBe(7);
    expect(toMinorUnits('-0.001', 2)).toBe(0);
    expect(toMinorUnits('', 2)).toBeNull();
    expect(toMinorUnits('1e3', 2)).toBeNull();
  });
});

describe('formatCount', () => {
  it('writes counts as toLocaleString en-US does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 1234567, -4200]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    }
    expect(formatCount(1.5)).toBe('1.5');
  });
});
