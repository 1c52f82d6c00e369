import { describe, expect, it } from 'vitest';
import { fromKakaopayAmount, toKakaopayAmount } from './amounts.ts';

describe('KakaoPay amounts (whole won)', () => {
  it('passes KRW through and refuses anything else', () => {
    expect(toKakaopayAmount(6000, 'KRW')).toBe(6000);
    expect(toKakaopayAmount(499, 'USD')).toBeNull();
    expect(toKakaopayAmount(0, 'KRW')).toBeNull();
    expect(toKakaopayAmount(10.5, 'KRW')).toBeNull();
  });

  it('reads integers back and nothing else', () => {
    expect(fromKakaopayAmount(2200)).toBe(2200);
    expect(fromKakaopayAmount(0)).toBe(0);
    expect(fromKakaopayAmount('2200')).toBeNull();
    expect(fromKakaopayAmount(2200.5)).toBeNull();
    expect(fromKakaopayAmount(-1)).toBeNull();
  });
});
