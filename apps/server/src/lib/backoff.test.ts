import { describe, expect, it } from 'vitest';
import { backoffMs, RETRY_CAP_MS } from './backoff.ts';

describe('backoffMs', () => {
  it('doubles from 10 s with the jitter inside [half, full] of the nominal delay', () => {
    const nominal = [10_000, 20_000, 40_000, 80_000, 160_000, 320_000, 640_000];
    nominal.forEach((n, i) => {
      expect(backoffMs(i + 1, () => 0)).toBe(n / 2);
      expect(backoffMs(i + 1, () => 1)).toBe(n);
    });
  });

  it('is capped at 15 minutes however many attempts', () => {
    expect(backoffMs(8, () => 1)).toBe(RETRY_CAP_MS);
    expect(backoffMs(40, () => 1)).toBe(RETRY_CAP_MS);
    expect(backoffMs(40, () => 0)).toBe(RETRY_CAP_MS / 2);
  });
});
