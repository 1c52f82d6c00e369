import { describe, expect, it } from 'vitest';
import type { PricedProductRow } from '../catalog/repository.ts';
import { giftGems } from './base-rate.ts';

const goods = (value: number, amountMinor: number) => ({ value, amountMinor }) as PricedProductRow;

describe('gift card base rate', () => {
  it('uses the cheapest product, the plainer one on a tie, and floors', () => {
    const list = [goods(300, 499), goods(300, 99), goods(60, 99)];
    expect(giftGems(1000, list)).toBe(606);
    expect(giftGems(99, list)).toBe(60);
    expect(giftGems(98, list)).toBe(59);
  });

  it('is exact for large amounts and null without goods', () => {
    expect(giftGems(2_400_000_000, [goods(60, 25000)])).toBe(5_760_000);
    expect(giftGems(1000, [])).toBeNull();
  });
});
