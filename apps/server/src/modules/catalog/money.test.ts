import { describe, expect, it } from 'vitest';
import { formatMinor } from './money.ts';

describe('formatMinor', () => {
  it('puts the decimal point by the currency exponent', () => {
    expect(formatMinor(499, 'USD')).toBe('4.99');
    expect(formatMinor(99, 'EUR')).toBe('0.99');
    expect(formatMinor(5, 'USD')).toBe('0.05');
    expect(formatMinor(3000, 'TWD')).toBe('30.00');
    expect(formatMinor(123456789, 'USD')).toBe('1234567.89');
  });

  it('has no decimals for KRW, JPY, VND and IDR', () => {
    expect(formatMinor(6000, 'KRW')).toBe('6000');
    expect(formatMinor(160, 'JPY')).toBe('160');
    expect(formatMinor(25000, 'VND')).toBe('25000');
    expect(formatMinor(16000, 'IDR')).toBe('16000');
  });

  it('keeps the sign and refuses non-integers', () => {
    expect(formatMinor(-150, 'USD')).toBe('-1.50');
    expect(() => formatMinor(4.99, 'USD')).toThrow(RangeError);
  });
});
