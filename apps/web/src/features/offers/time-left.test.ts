import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left.ts';

describe('timeLeft', () => {
  it('splits days off and pads the clock', () => {
    expect(timeLeft(48 * 3600 - 1)).toEqual({ days: 1, clock: '23:59:59' });
    expect(timeLeft(65)).toEqual({ days: 0, clock: '00:01:05' });
  });
  it('never goes below zero', () => {
    expect(timeLeft(-5)).toEqual({ days: 0, clock: '00:00:00' });
  });
});
