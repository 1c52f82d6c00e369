import { describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('createTtlCache', () => {
  it('loads once within the lifetime and again after it', async () => {
    let t = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, now: () => t });
    const load = vi.fn(async () => 42);
    expect(await cache.get('a', load)).toBe(42);
    t = 999;
    expect(await cache.get('a', load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
    t = 1000;
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000 });
    const load = vi.fn(() => new Promise<string>((r) => setTimeout(() => r('x'), 5)));
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b]).toEqual(['x', 'x']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not remember a failed load', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000 });
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow();
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('evicts the oldest entry past the size bound', async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 2 });
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('c', async () => 3);
    const load = vi.fn(async () => 10);
    expect(await cache.get('a', load)).toBe(10);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
