import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { staffAccounts, staffAudit } from '../../db/tables/console.ts';
import { createTestApp, hosts, type TestApp } from '../../test/create-test-app.ts';
import { CONSOLE_COOKIE } from './auth-plugin.ts';
import { consoleHost, createTestStaff, TEST_STAFF_PASSWORD } from './test-kit.ts';
import { totpCode } from './totp.ts';

// The console's front door: password + TOTP, a session cookie with a CSRF token, API tokens for
// scripts, and nothing of it on the players' brand hosts.
let t: TestApp;
let clock = new Date('2026-11-27T08:00:00Z');
const tick = (ms: number) => (clock = new Date(clock.getTime() + ms));

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(async () => t?.close());

type Body = { code: number; msg: string; data: Record<string, unknown> | null };

async function login(email: string, password: string, code: string, ip = '10.0.0.1') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/console/login',
    headers: { host: `${consoleHost}:8080` },
    remoteAddress: ip,
    payload: { email, password, code },
  });
  return { res, body: res.json<Body>() };
}

const cookieOf = (res: { cookies: Array<{ name: string; value: string }> }) =>
  res.cookies.find((c) => c.name === CONSOLE_COOKIE)?.value ?? '';

describe('console login', () => {
  it('logs in with password and TOTP, sets an HTTP-only SameSite cookie and answers the CSRF token', async () => {
    const s = await createTestStaff(t.app, { role: 'support', tenantIds: ['watt'] });
    tick(60_000);
    const { res, body } = await login(s.email, TEST_STAFF_PASSWORD, totpCode(s.totpSecret, clock));
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({
      staff: { email: s.email, role: 'support', tenantIds: ['watt'] },
      csrfToken: expect.any(String),
    });
    expect((body.data!.staff as { permissions: string[] }).permissions).toContain('orders:write');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/console/me',
      headers: { host: consoleHost },
      cookies: { [CONSOLE_COOKIE]: cookieOf(res) },
    });
    expect(me.json<Body>().data).toMatchObject({
      staff: { email: s.email },
      csrfToken: body.data!.csrfToken,
    });
    const audit = await t.app.db.select().from(staffAudit).where(eq(staffAudit.staffId, s.id));
    expect(audit.map((a) => a.action)).toEqual(['session.login']);
  });

  it('refuses a wrong password, a wrong code and a code used once already, with one message', async () => {
    const s = await createTestStaff(t.app, { role: 'owner', tenantIds: ['watt'] });
    tick(60_000);
    const code = totpCode(s.totpSecret, clock);
    const wrongPassword = await login(s.email, 'nope', code, '10.0.1.1');
    const wrongCode = await login(
      s.email,
      TEST_STAFF_PASSWORD,
      code === '000000' ? '111111' : '000000',
      '10.0.1.1',
    );
    const noAccount = await login('nobody@test.example', TEST_STAFF_PASSWORD, code, '10.0.1.1');
    for (const { res, body } of [wrongPassword, wrongCode, noAccount]) {
      expect(res.statusCode).toBe(401);
      expect(body).toMatchObject({ code: -3100, msg: 'Wrong email, password or code' });
      expect(cookieOf(res)).toBe('');
    }
    expect((await login(s.email, TEST_STAFF_PASSWORD, code, '10.0.1.1')).body.code).toBe(1);
    // RFC 6238 §5.2: the same code is not accepted twice.
    const replay = await login(s.email, TEST_STAFF_PASSWORD, code, '10.0.1.1');
    expect(replay.body.code).toBe(-3100);
  });

  it('locks an address out of an account after 5 failures for 15 minutes, other addresses still log in', async () => {
    const s = await createTestStaff(t.app, { role: 'analyst', tenantIds: ['watt'] });
    for (let i = 0; i < 5; i++) await login(s.email, 'wrong', '123456', '10.0.2.1');
    tick(60_000);
    const locked = await login(
      s.email,
      TEST_STAFF_PASSWORD,
      totpCode(s.totpSecret, clock),
      '10.0.2.1',
    );
    expect(locked.res.statusCode).toBe(429);
    expect(locked.body.code).toBe(-429);
    const elsewhere = await login(
      s.email,
      TEST_STAFF_PASSWORD,
      totpCode(s.totpSecret, clock),
      '10.0.2.2',
    );
    expect(elsewhere.body.code).toBe(1);
    tick(16 * 60_000);
    const later = await login(
      s.email,
      TEST_STAFF_PASSWORD,
      totpCode(s.totpSecret, clock),
      '10.0.2.1',
    );
    expect(later.body.code).toBe(1);
  });

  it('refuses a disabled staff member, and drops their sessions and tokens at once', async () => {
    const s = await createTestStaff(t.app, { role: 'owner', tenantIds: ['watt'] });
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/console/me',
      headers: s.headers,
    });
    expect(before.json<Body>().code).toBe(1);
    await t.app.db
      .update(staffAccounts)
      .set({ disabledAt: clock })
      .where(eq(staffAccounts.id, s.id));
    tick(60_000);
    expect(
      (await login(s.email, TEST_STAFF_PASSWORD, totpCode(s.totpSecret, clock))).body.code,
    ).toBe(-3100);
    const after = await t.app.inject({ method: 'GET', url: '/api/console/me', headers: s.headers });
    expect(after.statusCode).toBe(401);
    expect(after.json<Body>().code).toBe(-600);
  });
});

describe('console sessions', () => {
  it('asks a browser session for the CSRF token on changes, not on reads; logout ends the session', async () => {
    const s = await createTestStaff(t.app, { role: 'owner', tenantIds: ['watt'] });
    tick(60_000);
    const { res, body } = await login(
      s.email,
      TEST_STAFF_PASSWORD,
      totpCode(s.totpSecret, clock),
      '10.0.3.1',
    );
    const cookies = { [CONSOLE_COOKIE]: cookieOf(res) };
    const csrf = String(body.data!.csrfToken);
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/console/logout',
      headers: { host: consoleHost },
      cookies,
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json<Body>()).toMatchObject({ code: -403, msg: 'Missing or wrong CSRF token' });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/console/logout',
      headers: { host: consoleHost, 'x-csrf-token': 'x' },
      cookies,
    });
    expect(wrong.statusCode).toBe(403);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/console/logout',
      headers: { host: consoleHost, 'x-csrf-token': csrf },
      cookies,
    });
    expect(out.json<Body>().code).toBe(1);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/console/me',
      headers: { host: consoleHost },
      cookies,
    });
    expect(me.json<Body>().code).toBe(-600);
  });

  it('ends a session after 12 hours', async () => {
    const s = await createTestStaff(t.app, { role: 'owner', tenantIds: ['watt'] });
    tick(60_000);
    const { res } = await login(
      s.email,
      TEST_STAFF_PASSWORD,
      totpCode(s.totpSecret, clock),
      '10.0.4.1',
    );
    const cookies = { [CONSOLE_COOKIE]: cookieOf(res) };
    tick(11 * 3600_000);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/console/me',
          headers: { host: consoleHost },
          cookies,
        })
      ).json<Body>().code,
    ).toBe(1);
    tick(3600_000 + 1000);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/console/me',
          headers: { host: consoleHost },
          cookies,
        })
      ).json<Body>().code,
    ).toBe(-600);
  });
});

describe('console host', () => {
  it('answers /api/console only on CONSOLE_HOSTS: the brand hosts say -404 even with a valid token', async () => {
    const s = await createTestStaff(t.app, { role: 'owner', tenantIds: ['watt'] });
    for (const host of [hosts.watt, hosts.wattLocal, hosts.unknown]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/console/me',
        headers: { ...s.headers, host },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json<Body>()).toMatchObject({ code: -404, data: null });
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/console/me', headers: s.headers });
    expect(res.json<Body>().code).toBe(1);
  });

  it('refuses an unknown or malformed API token as not logged in', async () => {
    for (const authorization of ['Bearer tsk_forged', 'Bearer something', 'Basic abc']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/console/me',
        headers: { host: consoleHost, authorization },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json<Body>().code).toBe(-600);
    }
  });
});
