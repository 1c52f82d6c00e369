import { describe, expect, it } from 'vitest';
import { fromMyCardAmount, toMyCardAmount } from './amounts.ts';

describe('MyCard amounts', () => {
  it('writes whole amounts as integers and cents with two decimals', () => {
    expect(toMyCardAmount(15000, 'TWD')).toBe('150');
    expect(toMyCardAmount(499, 'USD')).toBe('4.99');
    expect(toMyCardAmount(450, 'HKD')).toBe('4.50');
    expect(toMyCardAmount(5, 'USD')).toBe('0.05');
  });

  it('refuses a third decimal and non-positive amounts', () => {
    // Currencies MyCard's table (currencies.ts: TWD HKD USD) does not take are refused.
    expect(() => toMyCardAmount(1234, 'KWD')).toThrow(RangeError);
    expect(() => toMyCardAmount(150000, 'IDR')).toThrow(RangeError);
    expect(() => toMyCardAmount(0, 'TWD')).toThrow(RangeError);
  });

  it('reads MyCard amounts back', () => {
    expect(fromMyCardAmount('4.99', 'USD')).toBe(499);
    expect(fromMyCardAmount('150', 'TWD')).toBe(15000);
    expect(fromMyCardAmount('150.00', 'TWD')).toBe(15000);
    expect(fromMyCardAmount('150.5', 'JPY')).toBeNull();
    expect(fromMyCardAmount('abc', 'TWD')).toBeNull();
  });
});
