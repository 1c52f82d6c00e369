import { describe, expect, it } from 'vitest';
import { createBuckets, createEventLimiter } from './event-limiter.ts';

const events = (n: number, session?: string) =>
  Array.from({ length: n }, (_, i) => ({ id: `e${i}`, ...(session ? { session } : {}) }));

describe('createEventLimiter', () => {
  const limits = {
    perAddress: { burst: 100, perMinute: 60 },
    perSession: { burst: 10, perMinute: 6 },
  };

  it('keeps a burst per session, then refills at the per-minute rate', () => {
    const limiter = createEventLimiter(limits);
    expect(limiter.admit('watt', '1.1.1.1', events(15, 's1'), 0)).toMatchObject({ dropped: 5 });
    expect(limiter.admit('watt', '1.1.1.1', events(3, 's1'), 0).kept).toHaveLength(0);
    // 6 a minute: one every 10 s.
    expect(limiter.admit('watt', '1.1.1.1', events(3, 's1'), 20_000).kept).toHaveLength(2);
    // Another session from the same address has its own bucket.
    expect(limiter.admit('watt', '1.1.1.1', events(10, 's2'), 20_000).kept).toHaveLength(10);
  });

  it('caps an address across sessions, and brands count apart', () => {
    const limiter = createEventLimiter(limits);
    let kept = 0;
    for (let s = 0; s < 20; s++)
      kept += limiter.admit('watt', '2.2.2.2', events(10, `s${s}`), 0).kept.length;
    expect(kept).toBe(100);
    expect(limiter.admit('dragon', '2.2.2.2', events(5, 'x'), 0).kept).toHaveLength(5);
    expect(limiter.admit('watt', '3.3.3.3', events(5, 'y'), 0).kept).toHaveLength(5);
  });

  it('events without a session share one bucket per address', () => {
    const limiter = createEventLimiter(limits);
    expect(limiter.admit('watt', '4.4.4.4', events(25), 0).kept).toHaveLength(10);
  });
});

describe('createBuckets', () => {
  it('stays bounded: the least recently used key goes first', () => {
    const buckets = createBuckets({ burst: 2, perMinute: 1 }, 3);
    for (const key of ['a', 'b', 'c']) buckets.take(key, 2, 0);
    buckets.take('a', 0, 0); // touch a: b is now the oldest
    buckets.take('d', 2, 0);
    expect(buckets.size()).toBe(3);
    expect(buckets.available('a', 0)).toBe(0);
    expect(buckets.available('b', 0)).toBe(2); // forgotten: a fresh bucket
  });
});
