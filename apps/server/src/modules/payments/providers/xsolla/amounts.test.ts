import { describe, expect, it } from 'vitest';
import { isoExponent as currencyExponent } from '../../provider-kit/currency-exponents.ts';
import { fromXsollaAmount, toXsollaAmount } from './amounts.ts';

describe('Xsolla amounts (decimal major units) <-> minor units', () => {
  it('uses the ISO 4217 exponent', () => {
    expect(currencyExponent('USD')).toBe(2);
    expect(currencyExponent('jpy')).toBe(0);
    expect(currencyExponent('KRW')).toBe(0);
    expect(currencyExponent('VND')).toBe(0);
    expect(currencyExponent('KWD')).toBe(3);
    expect(currencyExponent('BHD')).toBe(3);
    expect(currencyExponent('IDR')).toBe(2);
  });

  it('writes the JSON numbers Xsolla documents (9.99 USD)', () => {
    expect(JSON.stringify(toXsollaAmount(999, 'USD'))).toBe('9.99');
    expect(JSON.stringify(toXsollaAmount(1999, 'EUR'))).toBe('19.99');
    expect(JSON.stringify(toXsollaAmount(1500, 'JPY'))).toBe('1500');
    expect(JSON.stringify(toXsollaAmount(12345, 'KWD'))).toBe('12.345');
    expect(JSON.stringify(toXsollaAmount(10, 'USD'))).toBe('0.1');
    expect(() => toXsollaAmount(1.5, 'USD')).toThrow(RangeError);
    expect(() => toXsollaAmount(-1, 'USD')).toThrow(RangeError);
  });

  it('reads numbers and decimal strings back to minor units', () => {
    expect(fromXsollaAmount(200, 'USD')).toBe(20000);
    expect(fromXsollaAmount(9.99, 'USD')).toBe(999);
    expect(fromXsollaAmount(19.99, 'USD')).toBe(1999);
    expect(fromXsollaAmount(7.96, 'RUB')).toBe(796);
    expect(fromXsollaAmount('10', 'USD')).toBe(1000);
    expect(fromXsollaAmount('1.50', 'USD')).toBe(150);
    expect(fromXsollaAmount(1500, 'JPY')).toBe(1500);
    expect(fromXsollaAmount(12.345, 'KWD')).toBe(12345);
  });

  it('refuses amounts finer than the currency or not amounts at all', () => {
    expect(fromXsollaAmount(100.5, 'JPY')).toBeNull();
    expect(fromXsollaAmount(1.234, 'USD')).toBeNull();
    expect(fromXsollaAmount(-1, 'USD')).toBeNull();
    expect(fromXsollaAmount('1e3', 'USD')).toBeNull();
    expect(fromXsollaAmount('abc', 'USD')).toBeNull();
    expect(fromXsollaAmount(Number.NaN, 'USD')).toBeNull();
  });
});
