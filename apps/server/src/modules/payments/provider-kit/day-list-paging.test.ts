import { describe, expect, it } from 'vitest';
import { readDayPages } from './day-list-paging.ts';
import type { ListedTransaction } from './protocol.ts';

const line = (n: number): ListedTransaction => ({
  kind: 'payment',
  status: 'paid',
  billingNo: `B${n}`,
  providerRef: `P${n}`,
  amountMinor: 100,
  currency: 'USD',
  at: new Date(0),
});

describe('readDayPages', () => {
  it('reads to the last page, paced', async () => {
    const asked: number[] = [];
    const slept: number[] = [];
    const lines = await readDayPages(
      async (i) => {
        asked.push(i);
        return { lines: [line(i)], more: i < 2 };
      },
      { perSecond: 4, sleep: async (ms) => void slept.push(ms) },
    );
    expect(asked).toEqual([0, 1, 2]);
    expect(lines!.map((l) => l.billingNo)).toEqual(['B0', 'B1', 'B2']);
    expect(lines!.truncated).toBeUndefined();
    // A pause after each page but the last, about a quarter of a second.
    expect(slept).toHaveLength(2);
    for (const ms of slept) expect(ms).toBeGreaterThan(200);
  });

  it('stops at the cap and says the day was not read whole', async () => {
    const lines = await readDayPages(async (i) => ({ lines: [line(i)], more: true }), {
      maxPages: 3,
      perSecond: Number.POSITIVE_INFINITY,
    });
    expect(lines).toHaveLength(3);
    expect(lines!.truncated).toBe(true);
  });

  it('is null when a page fails or throws: never half a day', async () => {
    const fast = { perSecond: Number.POSITIVE_INFINITY };
    expect(
      await readDayPages(async (i) => (i === 0 ? { lines: [line(0)], more: true } : null), fast),
    ).toBeNull();
    expect(
      await readDayPages(async () => {
        throw new Error('ECONNRESET');
      }, fast),
    ).toBeNull();
  });
});
