import { describe, expect, it } from 'vitest';
import { fromNaverpayAmount, toNaverpayAmount } from './amounts.ts';

describe('NaverPay amounts (whole won, KRW exponent 0)', () => {
  it('passes KRW through and refuses anything else', () => {
    expect(toNaverpayAmount(6000, 'KRW')).toBe(6000);
    expect(toNaverpayAmount(499, 'USD')).toBeNull();
    expect(toNaverpayAmount(0, 'KRW')).toBeNull();
    expect(toNaverpayAmount(10.5, 'KRW')).toBeNull();
  });

  it('reads whole won back and nothing else', () => {
    expect(fromNaverpayAmount(12000)).toBe(12000);
    expect(fromNaverpayAmount(0)).toBe(0);
    expect(fromNaverpayAmount('12000')).toBeNull();
    expect(fromNaverpayAmount(12000.5)).toBeNull();
    expect(fromNaverpayAmount(-1)).toBeNull();
  });
});
