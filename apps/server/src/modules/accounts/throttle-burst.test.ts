import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCredential } from '@topup/contracts/credentials';
import { ResultCode } from '@topup/contracts/result-codes';
import { createTestApp, hosts, type TestApp } from '../../test/create-test-app.ts';
import { afterRouteWindow, burst } from '../../test/burst.ts';
import { MAX_IP_FAILURES, MAX_PAIR_FAILURES } from './throttle.ts';

// Issue 28, item 10: 100 concurrent wrong passwords used to pass the counter's read together and
// each spend a password check (24–29 evaluated against a limit of 5). Runs on PGlite and, with
// DATABASE_URL, on PostgreSQL (where the requests really run in parallel on a connection pool).
let clock = new Date('2026-05-01T10:00:00Z');
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
const MIN = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(() => t?.close());

async function attempt(username: string, password: string, ip: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/util/login/auth',
    headers: { host: hosts.watt },
    remoteAddress: ip,
    payload: {
      username: encodeCredential(username),
      password: encodeCredential(password),
      client_id: '11103',
    },
  });
  return res.json<{ code: number; msg: string }>();
}

describe('login throttle under a concurrent burst', () => {
  it('evaluates no more than 5 of 100 concurrent wrong passwords; the right one waits for the window', async () => {
    const ip = '10.28.10.1';
    const tally = await burst(100, (i) => attempt('demo', `wrong-${i}`, ip));
    expect(tally).toEqual({
      [ResultCode.LoginFailed]: MAX_PAIR_FAILURES,
      [ResultCode.RateLimited]: 100 - MAX_PAIR_FAILURES,
    });

    // Past the route's own per-minute limit (wall time), the pair's window still refuses.
    advance(MIN);
    await afterRouteWindow(61_000, async () => {
      expect(await attempt('demo', 'demo1234', ip)).toMatchObject({
        code: ResultCode.RateLimited,
        msg: 'Too many failed login attempts. Please try again in 14 minutes.',
      });
      advance(14 * MIN - 1_000);
      expect((await attempt('DEMO', 'demo1234', ip)).code).toBe(ResultCode.RateLimited);
      advance(1_000);
      expect((await attempt('demo', 'demo1234', ip)).code).toBe(1);
    });
  });

  it('evaluates no more than 20 of 100 concurrent guesses over many names from one address', async () => {
    const ip = '10.28.10.2';
    advance(15 * MIN);
    const tally = await burst(100, (i) => attempt(`nobody${i}`, 'wrong', ip));
    // The route's own limit (60 a minute) refuses some first; the address limit refuses the rest.
    expect(tally).toEqual({
      [ResultCode.LoginFailed]: MAX_IP_FAILURES,
      [ResultCode.RateLimited]: 100 - MAX_IP_FAILURES,
    });
  });
});
