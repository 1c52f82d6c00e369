import { describe, expect, it } from 'vitest';
import { fromEbanxAmount, toEbanxAmount } from './amounts.ts';

describe('EBANX amounts', () => {
  it('writes major units with the currency decimals', () => {
    expect(toEbanxAmount(499, 'USD')).toBe('4.99');
    expect(toEbanxAmount(10050, 'BRL')).toBe('100.50');
    expect(toEbanxAmount(7, 'MXN')).toBe('0.07');
    expect(toEbanxAmount(5000, 'CLP')).toBe('5000');
    expect(toEbanxAmount(1234, 'PYG')).toBe('1234');
    // Not in EBANX's currency table (currencies.ts): refused, not converted.
    expect(toEbanxAmount(6000, 'KRW')).toBeNull();
    expect(fromEbanxAmount('6000', 'KRW')).toBeNull();
    expect(toEbanxAmount(1.5, 'USD')).toBeNull();
  });

  it('reads EBANX decimal strings and numbers back exactly', () => {
    expect(fromEbanxAmount('150.00', 'USD')).toBe(15000);
    expect(fromEbanxAmount(100.5, 'BRL')).toBe(10050);
    expect(fromEbanxAmount('5000', 'CLP')).toBe(5000);
    expect(fromEbanxAmount('5000.50', 'CLP')).toBeNull();
    expect(fromEbanxAmount('1.2345', 'USD')).toBeNull();
    expect(fromEbanxAmount(undefined, 'USD')).toBeNull();
  });
});
