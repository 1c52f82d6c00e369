import { describe, expect, it } from 'vitest';
import { formatProgress, vipProgress } from './vip-progress.ts';

describe('VIP progress (SPEC §4)', () => {
  it('is points over the next level need, with two decimals', () => {
    expect(vipProgress(250, 1000)).toBe(25);
    expect(vipProgress(1, 3)).toBe(33.33);
    expect(formatProgress(vipProgress(1, 3))).toBe('33.33%');
    expect(formatProgress(vipProgress(1, 8))).toBe('12.50%');
  });

  it('never shows 100 % before the level is reached, and caps at 100 %', () => {
    expect(vipProgress(99_999, 100_000)).toBe(99.99);
    expect(vipProgress(1500, 1000)).toBe(100);
    expect(vipProgress(-5, 1000)).toBe(0);
  });

  it('is 100 % at the top level', () => {
    expect(vipProgress(123, null)).toBe(100);
    expect(formatProgress(vipProgress(0, null))).toBe('100.00%');
  });
});
