import { describe, expect, it } from 'vitest';
import { fromCodaPrice, toCodaPrice } from './amounts.ts';

describe('Codapay amounts', () => {
  it('writes zero-decimal and decimal currencies in major units', () => {
    expect(toCodaPrice(150000, 'IDR')).toBe('150000');
    expect(toCodaPrice(500, 'JPY')).toBe('500');
    expect(toCodaPrice(499, 'USD')).toBe('4.99');
    expect(toCodaPrice(5, 'MYR')).toBe('0.05');
    expect(toCodaPrice(1000, 'PHP')).toBe('10.00');
    expect(toCodaPrice(1234, 'KWD')).toBe('1.234');
  });

  it('sends whole TWD (Coda takes no decimals for it) and refuses TWD cents', () => {
    expect(toCodaPrice(15000, 'TWD')).toBe('150');
    expect(() => toCodaPrice(15050, 'TWD')).toThrow(RangeError);
  });

  it('refuses non-positive or fractional minor units', () => {
    expect(() => toCodaPrice(0, 'USD')).toThrow(RangeError);
    expect(() => toCodaPrice(1.5, 'USD')).toThrow(RangeError);
  });

  it('reads notification and inquiry prices back to minor units', () => {
    expect(fromCodaPrice('1426935.00', 'IDR')).toBe(1426935);
    expect(fromCodaPrice(150000, 'IDR')).toBe(150000);
    expect(fromCodaPrice('12.5', 'USD')).toBe(1250);
    expect(fromCodaPrice('150', 'TWD')).toBe(15000);
    expect(fromCodaPrice('1.234', 'KWD')).toBe(1234);
    expect(fromCodaPrice('1.005', 'USD')).toBeNull();
    expect(fromCodaPrice('12.5', 'IDR')).toBeNull();
    expect(fromCodaPrice('-1', 'USD')).toBeNull();
    expect(fromCodaPrice('1e3', 'USD')).toBeNull();
  });
});
