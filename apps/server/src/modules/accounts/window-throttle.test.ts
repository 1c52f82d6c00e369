import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ResultCode } from '@topup/contracts/result-codes';
import { loginThrottle } from '../../db/tables/accounts.ts';
import { AppError } from '../../plugins/app-error.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createWindowThrottle } from './window-throttle.ts';

// The counters behind every guess limit (issue 28, item 10): an attempt is counted before its
// secret is checked, a refused one counts nothing, and a success gives back only what it may.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const now = new Date('2031-06-01T10:00:00Z');
const tenant = 'window-throttle-test';
const throttleOf = () =>
  createWindowThrottle(t.app.db, {
    windowMs: 15 * 60_000,
    limitOf: (key) => (key.startsWith('wide:') ? 10 : 3),
    lockedMessage: (minutes) => ({ en: `locked ${minutes}`, in: () => `locked ${minutes}` }),
    nameOf: () => 'test',
  });

async function count(key: string) {
  const [row] = await t.app.db
    .select()
    .from(loginThrottle)
    .where(and(eq(loginThrottle.tenantId, tenant), eq(loginThrottle.key, key)));
  return row?.failures ?? 0;
}

const refused = (err: unknown) => err instanceof AppError && err.code === ResultCode.RateLimited;

describe('window throttle reservations', () => {
  it('admits exactly the limit of 20 concurrent attempts, and the refused ones count nothing', async () => {
    const throttle = throttleOf();
    const keys = ['narrow:a', 'wide:a'];
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => throttle.reserve(tenant, keys, keys, now)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((r) => r.status === 'rejected' && refused(r.reason))).toHaveLength(17);
    expect(await count('narrow:a')).toBe(3);
    expect(await count('wide:a')).toBe(3);
  });

  it('a success clears what was counted up to it, but keeps the attempts counted after it', async () => {
    const throttle = throttleOf();
    const key = ['narrow:b'];
    await throttle.reserve(tenant, key, key, now);
    const right = await throttle.reserve(tenant, key, key, now);
    await throttle.reserve(tenant, key, key, now);
    await throttle.release(right, key);
    // The third attempt (counted after the success) keeps its slot: two more, then refused.
    expect(await count('narrow:b')).toBe(1);
    await throttle.reserve(tenant, key, key, now);
    await throttle.reserve(tenant, key, key, now);
    await expect(throttle.reserve(tenant, key, key, now)).rejects.toSatisfy(refused);
  });

  it('a success alone gives back its own slot on the other counters, leaving no row', async () => {
    const throttle = throttleOf();
    const keys = ['narrow:c', 'wide:c'];
    const slot = await throttle.reserve(tenant, keys, keys, now);
    await throttle.release(slot, ['narrow:c']);
    expect(await count('narrow:c')).toBe(0);
    expect(await count('wide:c')).toBe(0);
    const rows = await t.app.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.tenantId, tenant));
    expect(rows.map((row) => row.key)).not.toContain('wide:c');
  });

  it('counts a key that is not checked, without refusing on it', async () => {
    const throttle = throttleOf();
    for (let i = 0; i < 3; i += 1) await throttle.reserve(tenant, ['narrow:d'], ['narrow:d'], now);
    // A known device: the full account-like counter is counted, not checked.
    await throttle.reserve(tenant, ['narrow:d', 'wide:d'], ['wide:d'], now);
    expect(await count('narrow:d')).toBe(4);
  });
});
