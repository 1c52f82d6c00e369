import { describe, expect, it } from 'vitest';
import { minorExponent } from '../../provider-kit/currency-exponents.ts';
import { fromPayermaxAmount, payermaxDecimals, toPayermaxAmount } from './amounts.ts';

describe('PayerMax amounts', () => {
  it('writes two-decimal currencies with their decimals', () => {
    expect(toPayermaxAmount(499, 'USD')).toBe('4.99');
    expect(toPayermaxAmount(5, 'EUR')).toBe('0.05');
    expect(toPayermaxAmount(1000, 'SAR')).toBe('10.00');
  });

  it('writes the store-table zero-decimal currencies whole (KRW, JPY, VND, IDR)', () => {
    expect(toPayermaxAmount(6000, 'KRW')).toBe('6000');
    expect(toPayermaxAmount(800, 'JPY')).toBe('800');
    expect(toPayermaxAmount(120000, 'VND')).toBe('120000');
    expect(toPayermaxAmount(16000, 'IDR')).toBe('16000');
  });

  it('drops decimals PayerMax refuses (TWD, COP, PKR) only when they are zero', () => {
    expect(minorExponent('TWD')).toBe(2);
    expect(payermaxDecimals('TWD')).toBe(0);
    expect(toPayermaxAmount(30000, 'TWD')).toBe('300');
    expect(toPayermaxAmount(30050, 'TWD')).toBeNull();
    expect(toPayermaxAmount(5000000, 'COP')).toBe('50000');
  });

  it('sends three-decimal currencies with the two decimals PayerMax takes', () => {
    expect(minorExponent('KWD')).toBe(3);
    expect(toPayermaxAmount(1230, 'KWD')).toBe('1.23');
    expect(toPayermaxAmount(1234, 'KWD')).toBeNull();
    expect(toPayermaxAmount(500, 'BHD')).toBe('0.50');
  });

  it('refuses what is not a non-negative integer', () => {
    expect(toPayermaxAmount(4.5, 'USD')).toBeNull();
    expect(toPayermaxAmount(-1, 'USD')).toBeNull();
  });

  it('reads strings and JSON numbers back to minor units', () => {
    expect(fromPayermaxAmount('4.99', 'USD')).toBe(499);
    expect(fromPayermaxAmount(9.99, 'USD')).toBe(999);
    expect(fromPayermaxAmount(10, 'SAR')).toBe(1000);
    expect(fromPayermaxAmount('300', 'TWD')).toBe(30000);
    expect(fromPayermaxAmount(16000, 'IDR')).toBe(16000);
    expect(fromPayermaxAmount('1.23', 'KWD')).toBe(1230);
    expect(fromPayermaxAmount('6000.00', 'KRW')).toBe(6000);
  });

  it('refuses amounts it cannot hold exactly', () => {
    expect(fromPayermaxAmount('4.999', 'USD')).toBeNull();
    expect(fromPayermaxAmount('6000.5', 'KRW')).toBeNull();
    expect(fromPayermaxAmount('-1', 'USD')).toBeNull();
    expect(fromPayermaxAmount('1e3', 'USD')).toBeNull();
    expect(fromPayermaxAmount(null, 'USD')).toBeNull();
  });
});
