import { describe, expect, it } from 'vitest';
import { adyenMethodType } from './method-types.ts';

describe('adyenMethodType', () => {
  it.each([
    ['card', 'scheme'],
    ['visa', 'scheme'],
    ['mastercard', 'scheme'],
    ['amex', 'scheme'],
    ['scheme', 'scheme'],
    ['ideal', 'ideal'],
    ['ideal_ing', 'ideal'],
    ['ideal_abn', 'ideal'],
    ['gcash', 'gcash'],
  ])('reads our channel %s as Adyen type %s', (channel, type) => {
    expect(adyenMethodType(channel)).toBe(type);
  });
});
