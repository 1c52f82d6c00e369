import { describe, expect, it } from 'vitest';
import { discountedMinor, levelFor, nextLevel, pointsFor } from './levels.ts';

const levels = [
  { levelId: 1, name: 'B', showName: 'V1', needPoints: 0 },
  { levelId: 2, name: 'S', showName: 'V2', needPoints: 500 },
  { levelId: 3, name: 'G', showName: 'V3', needPoints: 2000 },
];

describe('levels and points', () => {
  it('follows the points', () => {
    expect(levelFor(levels, 0)?.levelId).toBe(1);
    expect(levelFor(levels, 499)?.levelId).toBe(1);
    expect(levelFor(levels, 500)?.levelId).toBe(2);
    expect(levelFor(levels, 99_999)?.levelId).toBe(3);
    expect(levelFor(levels.slice(1), 10)).toBeNull();
    expect(nextLevel(levels, 500)?.needPoints).toBe(2000);
    expect(nextLevel(levels, 2000)).toBeNull();
  });

  it('rounds points and prices down with integer arithmetic', () => {
    expect(pointsFor(499, { points: 10, perMinor: 100 })).toBe(49);
    expect(pointsFor(1000, null)).toBe(0);
    expect(pointsFor(9_007_199_254_740, { points: 1000, perMinor: 3 })).toBe(3_002_399_751_580_000);
    expect(discountedMinor(499, 85)).toBe(424); // 424.15
    expect(discountedMinor(1100, 95)).toBe(1045);
    expect(discountedMinor(1, 95)).toBe(0);
  });
});
