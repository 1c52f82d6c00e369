import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, type TestApp } from '../test/create-test-app.ts';

// REDIS_URL (e.g. redis://127.0.0.1:6379) runs the same test against the shared store.
const redisUrl = process.env.REDIS_URL;
const stores = redisUrl ? (['memory', 'redis'] as const) : (['memory'] as const);

describe.each(stores)('rate limit (%s store)', (store) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(store === 'redis' ? { redisUrl } : {});
    const key = `rl-test-${store}-${Date.now()}`;
    t.app.get(
      '/api/test/limited',
      {
        config: {
          rateLimit: { max: 2, timeWindow: '1 minute', keyGenerator: () => key },
        },
      },
      async () => ({ code: 1, msg: 'ok', data: null }),
    );
  });
  afterAll(() => t.close());

  it('lets a route opt in and answers -429 past the limit', async () => {
    const hit = () => t.app.inject({ url: '/api/test/limited', headers: { host: hosts.watt } });
    expect((await hit()).statusCode).toBe(200);
    expect((await hit()).statusCode).toBe(200);
    const third = await hit();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: -429, data: null });
    expect(third.json().msg).toMatch(/^Too many requests, retry in \d+ s$/);
  });

  it('leaves other routes unlimited', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await t.app.inject({ url: '/api/tenant', headers: { host: hosts.watt } });
      expect(res.statusCode).toBe(200);
    }
  });
});
