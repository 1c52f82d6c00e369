import { describe, expect, it } from 'vitest';
import { applyDiscount, discounted, percentOff, pricesInput, pricesText } from './offer-price.ts';

const regular = {
  prices: [
    { currency: 'USD', amount_minor: 999 },
    { currency: 'KRW', amount_minor: 12900 },
  ],
};

describe('offer price', () => {
  it('starts from the goods’ prices, typed in units', () => {
    expect(pricesText(regular, ['USD', 'KRW', 'JPY'])).toEqual({
      USD: '9.99',
      KRW: '12900',
      JPY: '',
    });
  });

  it('takes a percentage off the regular price in minor units, rounded to the unit', () => {
    expect(discounted(999, 25)).toBe(749);
    expect(discounted(12900, 30)).toBe(9030);
    expect(applyDiscount({ USD: '', KRW: '' }, regular, 20)).toEqual({ USD: '7.99', KRW: '10320' });
    expect(percentOff(749, 999)).toBe(25);
    expect(percentOff(999, 999)).toBeNull();
    expect(percentOff(1200, 999)).toBeNull();
  });

  it('sends prices only when changed, in minor units; refuses what is not an amount', () => {
    const original = { USD: '1.99', KRW: '' };
    expect(pricesInput({ USD: '1.99', KRW: '' }, original)).toBeUndefined();
    expect(pricesInput({ USD: '1.49', KRW: '2000' }, original)).toEqual([
      { currency: 'USD', amount_minor: 149 },
      { currency: 'KRW', amount_minor: 2000 },
    ]);
    expect(pricesInput({ USD: '1.499', KRW: '' }, original)).toBe('invalid');
    expect(pricesInput({ USD: '0', KRW: '' }, original)).toBe('invalid');
  });
});
