import { describe, expect, it } from 'vitest';
import { fromAntomAmount, toAntomAmount } from './amounts.ts';

describe('Antom amounts (ISO 4217 minor units as strings)', () => {
  it('writes two-decimal and zero-decimal currencies as their smallest unit', () => {
    expect(toAntomAmount(499, 'USD')).toEqual({ currency: 'USD', value: '499' });
    expect(toAntomAmount(6000, 'KRW')).toEqual({ currency: 'KRW', value: '6000' });
    expect(toAntomAmount(800, 'JPY')).toEqual({ currency: 'JPY', value: '800' });
    expect(toAntomAmount(0, 'USD')).toEqual({ currency: 'USD', value: '0' });
  });

  it("scales the store's whole-rupiah IDR to ISO's two decimals, and RMB to CNY", () => {
    expect(toAntomAmount(16000, 'IDR')).toEqual({ currency: 'IDR', value: '1600000' });
    expect(toAntomAmount(648, 'RMB')).toEqual({ currency: 'CNY', value: '648' });
  });

  it('refuses what is not an exact amount', () => {
    expect(toAntomAmount(4.5, 'USD')).toBeNull();
    expect(toAntomAmount(-1, 'USD')).toBeNull();
    expect(toAntomAmount(10 ** 16, 'USD')).toBeNull();
  });

  it('reads values back to our units', () => {
    expect(fromAntomAmount({ currency: 'USD', value: '499' })).toEqual({
      amountMinor: 499,
      currency: 'USD',
    });
    expect(fromAntomAmount({ currency: 'IDR', value: '1600000' })).toEqual({
      amountMinor: 16000,
      currency: 'IDR',
    });
    expect(fromAntomAmount({ currency: 'CNY', value: '648' })).toEqual({
      amountMinor: 648,
      currency: 'RMB',
    });
  });

  it('refuses values it cannot hold exactly', () => {
    expect(fromAntomAmount({ currency: 'IDR', value: '1600050' })).toBeNull();
    expect(fromAntomAmount({ currency: 'USD', value: '4.99' })).toBeNull();
    expect(fromAntomAmount({ currency: 'USD', value: '-1' })).toBeNull();
    expect(fromAntomAmount({ currency: 'USD' })).toBeNull();
    expect(fromAntomAmount(null)).toBeNull();
  });
});
