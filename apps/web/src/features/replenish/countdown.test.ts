import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft, showsCountdown } from './countdown.ts';

describe('the replenish countdown (SPEC §4, §9)', () => {
  it('runs only while 0 < valid_time < 86400 s', () => {
    expect([0, -5, 1, 1800, 86_399, 86_400, 200_000].map(showsCountdown)).toEqual([
      false,
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('shows minutes and seconds, minutes not folded into hours', () => {
    expect(formatCountdown(1800)).toBe('30:00');
    expect(formatCountdown(1799)).toBe('29:59');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(5)).toBe('00:05');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-3)).toBe('00:00');
    expect(formatCountdown(86_399)).toBe('1439:59');
  });

  it('counts from when the answer arrived, never below zero', () => {
    expect(secondsLeft(1800, 1_000_000, 1_000_000)).toBe(1800);
    expect(secondsLeft(1800, 1_000_000, 1_000_999)).toBe(1800);
    expect(secondsLeft(1800, 1_000_000, 1_001_000)).toBe(1799);
    expect(secondsLeft(10, 0, 60_000)).toBe(0);
    // A clock read before the answer arrived never adds time.
    expect(secondsLeft(1800, 1_000_000, 999_000)).toBe(1800);
  });
});
