import { describe, expect, it } from 'vitest';
import { fromRazerAmount, toRazerAmount } from './amounts.ts';

describe('Razer amounts', () => {
  it('writes every amount with two decimals, from the currency exponent', () => {
    expect(toRazerAmount(499, 'USD')).toBe('4.99');
    expect(toRazerAmount(2760, 'MYR')).toBe('27.60');
    // The store counts whole rupiah and dong.
    expect(toRazerAmount(15000, 'IDR')).toBe('15000.00');
    expect(toRazerAmount(120000, 'VND')).toBe('120000.00');
  });

  it('refuses what it cannot write exactly', () => {
    expect(toRazerAmount(1234, 'KWD')).toBeNull();
    expect(toRazerAmount(0, 'USD')).toBeNull();
    expect(toRazerAmount(1.5, 'USD')).toBeNull();
  });

  it('reads Razer amounts back into the currency minor units, never rounding', () => {
    expect(fromRazerAmount('4.99', 'USD')).toBe(499);
    expect(fromRazerAmount('15000.00', 'IDR')).toBe(15000);
    expect(fromRazerAmount('15000.50', 'IDR')).toBeNull();
    expect(fromRazerAmount('4.999', 'USD')).toBeNull();
    expect(fromRazerAmount('-1.00', 'USD')).toBeNull();
  });
});
