import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCredential } from '@topup/contracts/credentials';
import { createTestApp, hosts, type TestApp } from '../../test/create-test-app.ts';

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

async function attempt(
  username: string,
  password: string,
  ip: string,
  extra: Record<string, string> = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/util/login/auth',
    headers: { host: hosts.watt },
    remoteAddress: ip,
    payload: {
      username: encodeCredential(username),
      password: encodeCredential(password),
      client_id: '11103',
      ...extra,
    },
  });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string }) };
}

describe('failed-login throttle', () => {
  it('refuses the 6th attempt on an account for the rest of the window, then lets the owner in', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt('demo', 'wrong', `10.1.0.${i}`)).code).toBe(-3100);
    }
    advance(4 * MIN);
    const sixth = await attempt('demo', 'wrong', '10.1.0.9');
    expect(sixth).toEqual({
      status: 429,
      code: -429,
      msg: 'Too many failed login attempts. Please try again in 11 minutes.',
      data: null,
    });
    // The right password is refused too while the window lasts (checked before the password).
    expect((await attempt('DEMO', 'demo1234', '10.1.0.10')).code).toBe(-429);
    advance(10 * MIN + 30_000);
    expect((await attempt('demo', 'demo1234', '10.1.0.11')).msg).toBe(
      'Too many failed login attempts. Please try again in 1 minute.',
    );
    advance(MIN);
    expect((await attempt('demo', 'demo1234', '10.1.0.12')).code).toBe(1);
  });

  it('counts card and username attempts on one account together', async () => {
    for (let i = 0; i < 3; i += 1) await attempt('card-8800000000000001', 'x', `10.2.0.${i}`);
    for (let i = 0; i < 2; i += 1) {
      const card = await attempt('8800000000000001', 'x', `10.2.1.${i}`, { login_type: 'card' });
      expect(card.code).toBe(-3100);
    }
    expect(
      (await attempt('8800000000000001', 'card1234', '10.2.2.0', { login_type: 'card' })).code,
    ).toBe(-429);
    advance(15 * MIN);
  });

  it('throttles unknown names as well, and a new window counts from zero again', async () => {
    for (let i = 0; i < 5; i += 1) await attempt('ghost', 'x', `10.3.0.${i}`);
    expect((await attempt('ghost', 'x', '10.3.1.0')).code).toBe(-429);
    advance(15 * MIN);
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt('ghost', 'x', `10.3.2.${i}`)).code).toBe(-3100);
    }
    expect((await attempt('ghost', 'x', '10.3.3.0')).msg).toMatch(/in 15 minutes\.$/);
    advance(15 * MIN);
  });

  it('a success resets the account counter', async () => {
    for (let i = 0; i < 4; i += 1) await attempt('norole', 'x', `10.4.0.${i}`);
    expect((await attempt('norole', 'demo1234', '10.4.1.0')).code).toBe(1);
    for (let i = 0; i < 4; i += 1) {
      expect((await attempt('norole', 'x', `10.4.2.${i}`)).code).toBe(-3100);
    }
    expect((await attempt('norole', 'demo1234', '10.4.3.0')).code).toBe(1);
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
    for (let i = 0; i < 5; i += 1) await attempt('unverified', 'x', `10.5.0.${i}`);
    expect((await attempt('unverified', 'demo1234', '10.5.1.0')).code).toBe(-429);
    const res = await t.app.inject({
      method: 'POST',
      url: '/util/login/auth',
      headers: { host: hosts.dragonLocal },
      remoteAddress: '10.5.2.0',
      payload: {
        username: encodeCredential('unverified'),
        password: encodeCredential('demo1234'),
        client_id: '12101',
      },
    });
    expect(res.json().code).toBe(1);
  });
});
