import { describe, expect, it } from 'vitest';
import { unrecoveredMinor } from './unrecovered-value.ts';

const order = (amountMinor: number, value: number, bonus = 0) => ({ amountMinor, value, bonus });

describe('unrecoveredMinor', () => {
  it('is the share of the price the shortfall is of what the order delivered', () => {
    // 4.99 for 300 + 30 gems; 180 of them already spent.
    expect(unrecoveredMinor(order(499, 300, 30), 180)).toBe(272); // 272.18…
    expect(unrecoveredMinor(order(1000, 100), 25)).toBe(250);
    // The bonus counts as delivered: 50 of 200 units is a quarter of the price.
    expect(unrecoveredMinor(order(800, 150, 50), 50)).toBe(200);
  });

  it('rounds half up, never below 1 minor unit, never above the price', () => {
    expect(unrecoveredMinor(order(3, 2), 1)).toBe(2); // 1.5 -> 2
    expect(unrecoveredMinor(order(10, 3), 1)).toBe(3); // 3.33 -> 3
    expect(unrecoveredMinor(order(100, 100_000), 1)).toBe(1); // 0.001 -> at least 1
    expect(unrecoveredMinor(order(499, 330), 330)).toBe(499);
    // A game reporting more than it was given back costs the price, not more.
    expect(unrecoveredMinor(order(499, 330), 10_000)).toBe(499);
  });

  it('is the whole price when the revoke was given up or nothing was delivered', () => {
    expect(unrecoveredMinor(order(499, 330), 'all')).toBe(499);
    expect(unrecoveredMinor(order(1234, 0), 5)).toBe(1234);
  });

  it('keeps exact integers for large prices (JPY, KRW, IDR)', () => {
    const big = order(9_000_000_000_000, 3);
    expect(unrecoveredMinor(big, 1)).toBe(3_000_000_000_000);
  });

  it('refuses a shortfall that is not a positive whole number', () => {
    expect(() => unrecoveredMinor(order(499, 330), 0)).toThrow(RangeError);
    expect(() => unrecoveredMinor(order(499, 330), 1.5)).toThrow(RangeError);
  });
});
