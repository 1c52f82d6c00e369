import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCredential } from '@topup/contracts/credentials';
import { createTestApp, hosts, type TestApp } from '../../test/create-test-app.ts';
import { MAX_ACCOUNT_FAILURES, MAX_PAIR_FAILURES } from './throttle.ts';

// The app's clock, moved by the tests to end throttle windows.
let clock = new Date('2026-03-01T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(() => t.close());

const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const MIN = 60_000;

type Attempt = { status: number; code: number; msg: string; data: unknown; cookie?: string };

async function attempt(
  username: string,
  password: string,
  ip: string,
  extra: Record<string, string> = {},
  cookie?: string,
): Promise<Attempt> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/util/login/auth',
    headers: { host: hosts.watt, ...(cookie ? { cookie } : {}) },
    remoteAddress: ip,
    payload: {
      username: encodeCredential(username),
      password: encodeCredential(password),
      client_id: '11103',
      ...extra,
    },
  });
  const device = res.cookies.find((c) => c.name === 'topup_device');
  return {
    status: res.statusCode,
    ...(res.json() as { code: number; msg: string; data: unknown }),
    ...(device ? { cookie: `topup_device=${device.value}` } : {}),
  };
}

describe('failed-login throttle', () => {
  it("an attacker's failures from one address never lock the owner out at another", async () => {
    const attacker = '10.0.0.1';
    for (let i = 0; i < MAX_PAIR_FAILURES; i += 1) {
      expect((await attempt('demo', 'wrong', attacker)).code).toBe(-3100);
    }
    advance(4 * MIN);
    const sixth = await attempt('demo', 'wrong', attacker);
    expect(sixth).toEqual({
      status: 429,
      code: -429,
      msg: 'Too many failed login attempts. Please try again in 11 minutes.',
      data: null,
    });
    // The right password is refused at that address too (checked before the password).
    expect((await attempt('DEMO', 'demo1234', attacker)).code).toBe(-429);
    // The owner, elsewhere, logs in at once; the attacker stays throttled after that.
    const owner = await attempt('demo', 'demo1234', '10.0.0.2');
    expect(owner.code).toBe(1);
    expect((await attempt('demo', 'wrong', attacker)).code).toBe(-429);
    advance(10 * MIN + 30_000);
    expect((await attempt('demo', 'demo1234', attacker)).msg).toBe(
      'Too many failed login attempts. Please try again in 1 minute.',
    );
    advance(MIN);
    expect((await attempt('demo', 'demo1234', attacker)).code).toBe(1);
  });

  it('a spread-out attack fills the account ceiling: new devices wait, the known device logs in', async () => {
    // The owner's device, known from an earlier login (the cookie the server set).
    const first = await attempt('demo', 'demo1234', '10.6.0.1');
    expect(first.code).toBe(1);
    expect(first.cookie).toMatch(/^topup_device=[A-Za-z0-9_-]{43}$/);
    // MAX_ACCOUNT_FAILURES failures, each address under its own pair limit.
    const perAddress = MAX_PAIR_FAILURES - 1;
    for (let i = 0; i < MAX_ACCOUNT_FAILURES; i += 1) {
      const ip = `10.7.${Math.floor(i / perAddress)}.1`;
      expect((await attempt('demo', 'wrong', ip)).code).toBe(-3100);
    }
    // A fresh address without the device cookie is slowed down; so is a forged cookie.
    expect((await attempt('demo', 'demo1234', '10.6.0.2')).code).toBe(-429);
    const forged = `topup_device=${'A'.repeat(43)}`;
    expect((await attempt('demo', 'demo1234', '10.6.0.2', {}, forged)).code).toBe(-429);
    // Another account's device cookie does not open this one.
    const other = await attempt('unverified', 'demo1234', '10.6.0.3');
    expect((await attempt('demo', 'demo1234', '10.6.0.2', {}, other.cookie)).code).toBe(-429);
    // The owner's device logs in, from a new address too, and keeps its token.
    const known = await attempt('demo', 'demo1234', '10.6.0.4', {}, first.cookie);
    expect(known.code).toBe(1);
    expect(known.cookie).toBeUndefined();
    advance(15 * MIN);
    expect((await attempt('demo', 'demo1234', '10.6.0.2')).code).toBe(1);
  });

  it('counts card and username attempts on one account together', async () => {
    for (let i = 0; i < 3; i += 1) await attempt('card-8800000000000001', 'x', '10.2.0.1');
    for (let i = 0; i < 2; i += 1) {
      const card = await attempt('8800000000000001', 'x', '10.2.0.1', { login_type: 'card' });
      expect(card.code).toBe(-3100);
    }
    expect(
      (await attempt('8800000000000001', 'card1234', '10.2.0.1', { login_type: 'card' })).code,
    ).toBe(-429);
    expect(
      (await attempt('8800000000000001', 'card1234', '10.2.0.2', { login_type: 'card' })).code,
    ).toBe(1);
    advance(15 * MIN);
  });

  it('throttles unknown names as well, and a new window counts from zero again', async () => {
    for (let i = 0; i < 5; i += 1) await attempt('ghost', 'x', '10.3.0.1');
    expect((await attempt('ghost', 'x', '10.3.0.1')).code).toBe(-429);
    advance(15 * MIN);
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt('ghost', 'x', '10.3.0.1')).code).toBe(-3100);
    }
    expect((await attempt('ghost', 'x', '10.3.0.1')).msg).toMatch(/in 15 minutes\.$/);
    advance(15 * MIN);
  });

  it("a success resets the address's counter on the account", async () => {
    for (let i = 0; i < 4; i += 1) await attempt('norole', 'x', '10.4.0.1');
    expect((await attempt('norole', 'demo1234', '10.4.0.1')).code).toBe(1);
    for (let i = 0; i < 4; i += 1) {
      expect((await attempt('norole', 'x', '10.4.0.1')).code).toBe(-3100);
    }
    expect((await attempt('norole', 'demo1234', '10.4.0.1')).code).toBe(1);
    advance(15 * MIN);
  });

  it('limits one address to 20 failures across usernames, without locking those accounts elsewhere', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 20; i += 1) {
      expect((await attempt(`user${i}`, 'x', ip)).code).toBe(-3100);
    }
    const blocked = await attempt('demo', 'demo1234', ip);
    expect(blocked.status).toBe(429);
    expect(blocked.msg).toMatch(/try again in 15 minutes\.$/);
    // The same account from another address is fine: only the address is throttled.
    expect((await attempt('demo', 'demo1234', '192.0.2.78')).code).toBe(1);
    advance(15 * MIN);
    expect((await attempt('demo', 'demo1234', ip)).code).toBe(1);
  });

  it('keeps brands apart: failures on one brand do not throttle the same name on another', async () => {
    for (let i = 0; i < 5; i += 1) await attempt('unverified', 'x', '10.5.0.1');
    expect((await attempt('unverified', 'demo1234', '10.5.0.1')).code).toBe(-429);
    const res = await t.app.inject({
      method: 'POST',
      url: '/util/login/auth',
      headers: { host: hosts.dragonLocal },
      remoteAddress: '10.5.0.1',
      payload: {
        username: encodeCredential('unverified'),
        password: encodeCredential('demo1234'),
        client_id: '12101',
      },
    });
    expect(res.json().code).toBe(1);
  });
});
