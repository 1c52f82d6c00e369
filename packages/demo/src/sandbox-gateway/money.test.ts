import { describe, expect, it } from 'vitest';
import { formatAmount } from './money.ts';

describe('formatAmount', () => {
  it("uses the currency's symbol and decimals by integer arithmetic", () => {
    expect(formatAmount(499, 'USD')).toBe('$4.99 USD');
    expect(formatAmount(5, 'USD')).toBe('$0.05 USD');
    expect(formatAmount(15000, 'TWD')).toBe('NT$150.00 TWD');
    expect(formatAmount(6000, 'KRW')).toBe('₩6000 KRW');
    expect(formatAmount(29, 'EUR')).toBe('€0.29 EUR');
    expect(formatAmount(123456, 'IDR')).toBe('Rp123456 IDR');
    expect(formatAmount(1999, 'GBP')).toBe('19.99 GBP');
  });
});
