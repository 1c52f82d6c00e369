import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@topup/contracts/result-codes';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { afterRouteWindow, burst } from '../../test/burst.ts';
import { consoleHost, createTestStaff, TEST_STAFF_PASSWORD } from './test-kit.ts';
import { totpCode } from './totp.ts';

// Issue 28, item 10: with a staff password known, 100 concurrent TOTP guesses had 16–30 codes
// checked against a limit of 5 per address and account. Runs on PGlite and, with DATABASE_URL,
// on PostgreSQL.
let clock = new Date('2031-04-05T09:00:00Z');
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
const MIN = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(() => t?.close());

async function login(email: string, code: string, ip: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/console/login',
    headers: { host: consoleHost },
    remoteAddress: ip,
    payload: { email, password: TEST_STAFF_PASSWORD, code },
  });
  return res.json<{ code: number; msg: string }>();
}

describe('console login under a concurrent burst', () => {
  it('checks no more than 5 of 100 concurrent TOTP guesses; the right code waits for the window', async () => {
    const s = await createTestStaff(t.app, { role: 'owner', tenantIds: ['watt'] });
    const ip = '10.28.30.1';
    // Codes of no step near now (one step of drift is accepted either way).
    const good = new Set(
      [-30_000, 0, 30_000].map((d) => totpCode(s.totpSecret, new Date(clock.getTime() + d))),
    );
    const guesses = Array.from({ length: 200 }, (_, i) => String(100_000 + i * 4_099))
      .filter((code) => !good.has(code))
      .slice(0, 100);
    const tally = await burst(100, (i) => login(s.email, guesses[i]!, ip));

    expect(tally[ResultCode.LoginFailed]).toBe(5);
    expect(tally[ResultCode.RateLimited]).toBe(95);

    // Past the route's own per-minute limit (wall time), the pair's window still refuses.
    advance(MIN);
    await afterRouteWindow(61_000, async () => {
      expect(await login(s.email, totpCode(s.totpSecret, clock), ip)).toMatchObject({
        code: ResultCode.RateLimited,
        msg: 'Too many failed login attempts. Please try again in 14 minutes.',
      });
      advance(14 * MIN - 1_000);
      const late = await login(s.email, totpCode(s.totpSecret, clock), ip);
      expect(late.code).toBe(ResultCode.RateLimited);
      advance(1_000);
      expect((await login(s.email, totpCode(s.totpSecret, clock), ip)).code).toBe(1);
    });
  });
});
