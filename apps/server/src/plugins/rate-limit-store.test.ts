import type { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFallbackStore, createMemoryStore } from './rate-limit-store.ts';

type Counted = { current: number; ttl: number };

/** Just what the store uses of ioredis: status, defineCommand and the command it defines. */
function fakeRedis() {
  const counts = new Map<string, number>();
  const fake = {
    status: 'ready',
    failing: false as false | Error,
    calls: 0,
    defineCommand: vi.fn(),
    topupRateLimit: async (key: string, windowMs: number) => {
      fake.calls += 1;
      if (fake.failing) throw fake.failing;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return [counts.get(key)!, windowMs] as [number, number];
    },
    counts,
  };
  return fake;
}

const log = { warn: vi.fn(), info: vi.fn() };
afterEach(() => vi.useRealTimers());

function storeOver(fake: ReturnType<typeof fakeRedis>) {
  const Store = createFallbackStore(fake as unknown as Redis, log, 2_000);
  return new Store({}).child({ routeInfo: { method: 'POST', url: '/util/login/auth' } } as never);
}

const incr = (store: ReturnType<typeof storeOver>, key: string) =>
  new Promise<Counted>((resolve, reject) =>
    store.incr(key, (err, res) => (err ? reject(err) : resolve(res!)), 60_000, 3),
  );

describe('rate-limit store with its in-memory fallback', () => {
  it('counts in Redis per route while it answers', async () => {
    const fake = fakeRedis();
    const store = storeOver(fake);
    expect(await incr(store, '1.2.3.4')).toEqual({ current: 1, ttl: 60_000 });
    expect(await incr(store, '1.2.3.4')).toMatchObject({ current: 2 });
    expect([...fake.counts.keys()]).toEqual(['topup-rl-POST/util/login/auth-1.2.3.4']);
  });

  it('keeps counting in memory when Redis fails, then leaves Redis alone for a while', async () => {
    vi.useFakeTimers();
    const fake = fakeRedis();
    const store = storeOver(fake);
    fake.failing = new Error('Command timed out');
    const counts = [];
    for (let i = 0; i < 5; i += 1) counts.push((await incr(store, '5.6.7.8')).current);
    // Not fail-open: the 4th and 5th are over a limit of 3.
    expect(counts).toEqual([1, 2, 3, 4, 5]);
    // One failed call, then the breaker kept the others in memory.
    expect(fake.calls).toBe(1);
    expect(log.warn).toHaveBeenCalledTimes(1);

    fake.failing = false;
    vi.advanceTimersByTime(2_001);
    expect(await incr(store, '5.6.7.8')).toMatchObject({ current: 1 });
    expect(fake.calls).toBe(2);
    expect(log.info).toHaveBeenCalledWith(
      {},
      'rate-limit store reachable again: counting in Redis',
    );
  });

  it('does not even try while the connection is down', async () => {
    const fake = fakeRedis();
    fake.status = 'reconnecting';
    const store = storeOver(fake);
    expect(await incr(store, '9.9.9.9')).toMatchObject({ current: 1 });
    expect(await incr(store, '9.9.9.9')).toMatchObject({ current: 2 });
    expect(fake.calls).toBe(0);
  });
});

describe('rate-limit store in memory (no Redis)', () => {
  const route = (url: string) => ({ routeInfo: { method: 'POST', url } }) as never;

  it('answers each of a burst its own count, per route and key', async () => {
    const Store = createMemoryStore();
    const login = new Store({}).child(route('/util/login/auth'));
    const other = new Store({}).child(route('/api/console/login'));
    // Started together, as concurrent requests are: each must see its own count (the plugin's
    // LocalStore handed them all one object, read after an await, so all saw the last count).
    const burst = await Promise.all(Array.from({ length: 5 }, () => incr(login, '1.2.3.4')));
    expect(burst.map((c) => c.current)).toEqual([1, 2, 3, 4, 5]);
    expect(await incr(other, '1.2.3.4')).toMatchObject({ current: 1 });
    expect(await incr(login, '1.2.3.5')).toMatchObject({ current: 1 });
  });

  it('starts a new window when the old one has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const login = new (createMemoryStore())({}).child(route('/util/login/auth'));
    await incr(login, '1.2.3.4');
    expect(await incr(login, '1.2.3.4')).toMatchObject({ current: 2, ttl: 60_000 });
    vi.advanceTimersByTime(60_000);
    expect(await incr(login, '1.2.3.4')).toMatchObject({ current: 1 });
  });
});
