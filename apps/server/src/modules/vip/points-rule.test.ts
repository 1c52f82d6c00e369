import { describe, expect, it } from 'vitest';
import { earnsPoints } from './points-rule.ts';

describe('earnsPoints', () => {
  it('gives points for money spent, not for repaying a reversed payment', () => {
    expect(earnsPoints({ purpose: 'goods' })).toBe(true);
    expect(earnsPoints({ purpose: 'card' })).toBe(true);
    expect(earnsPoints({ purpose: 'gift' })).toBe(true);
    expect(earnsPoints({ purpose: 'replenish' })).toBe(false);
  });
});
