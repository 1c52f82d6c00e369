import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { staffAccounts, staffAudit } from '../../db/tables/console.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { CONSOLE_COOKIE } from './auth-plugin.ts';
import { consoleHost, createTestStaff, TEST_STAFF_PASSWORD } from './test-kit.ts';
import { totpCode } from './totp.ts';

// Issue 28, item 15: refused console logins and logouts leave audit rows. The caller learns
// nothing from them (one answer for every refusal); the operators read who tried, from where and
// why, never the password or the code.
let clock = new Date('2031-05-06T09:00:00Z');
const tick = (ms: number) => (clock = new Date(clock.getTime() + ms));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(() => t?.close());

async function login(email: string, password: string, code: string, ip: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/console/login',
    headers: { host: consoleHost },
    remoteAddress: ip,
    payload: { email, password, code },
  });
  return { status: res.statusCode, body: res.json(), cookies: res.cookies, headers: res.headers };
}

const auditOf = (action: string) =>
  t.app.db
    .select()
    .from(staffAudit)
    .where(eq(staffAudit.action, action))
    .orderBy(asc(staffAudit.id));

describe('console login audit', () => {
  it('records refused logins with the e-mail, address and reason, and answers them all alike', async () => {
    const s = await createTestStaff(t.app, { role: 'owner', tenantIds: ['watt'] });
    tick(60_000);
    const code = totpCode(s.totpSecret, clock);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const unknown = await login('Nobody@Test.example', 'guess-1', code, '10.15.0.1');
    const wrongPassword = await login(s.email, 'guess-2', code, '10.15.0.2');
    const badCode = await login(s.email, TEST_STAFF_PASSWORD, wrongCode, '10.15.0.2');
    expect((await login(s.email, TEST_STAFF_PASSWORD, code, '10.15.0.2')).body.code).toBe(1);
    const replay = await login(s.email, TEST_STAFF_PASSWORD, code, '10.15.0.2');

    // Whether the e-mail exists is not told: the same status, body and headers' shape.
    for (const refused of [wrongPassword, badCode, replay]) {
      expect(refused.status).toBe(unknown.status);
      expect(refused.body).toEqual(unknown.body);
      expect(refused.cookies).toEqual(unknown.cookies);
      expect(Object.keys(refused.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    }
    expect(unknown.body).toMatchObject({ code: -3100, msg: 'Wrong email, password or code' });

    const rows = await auditOf('session.login-failed');
    expect(
      rows.map(({ staffId, staffEmail, tenantId, target, after, at }) => ({
        staffId,
        staffEmail,
        tenantId,
        target,
        after,
        at,
      })),
    ).toEqual([
      {
        staffId: '',
        staffEmail: 'nobody@test.example',
        tenantId: null,
        target: 'nobody@test.example',
        after: { address: '10.15.0.1', reason: 'unknown-email', locked: false },
        at: clock,
      },
      ...(['password', 'code', 'code-used'] as const).map((reason) => ({
        staffId: s.id,
        staffEmail: s.email,
        tenantId: null,
        target: s.id,
        after: { address: '10.15.0.2', reason, locked: false },
        at: clock,
      })),
    ]);
    for (const row of rows) expect(row.requestId).toEqual(expect.any(String));
    const stored = JSON.stringify(rows);
    for (const secret of ['guess-1', 'guess-2', TEST_STAFF_PASSWORD, code, wrongCode]) {
      expect(stored).not.toContain(secret);
    }
  });

  it('marks the refusal that locks the address out, writes none for the refused attempts after it, and names a disabled member', async () => {
    const s = await createTestStaff(t.app, { role: 'analyst', tenantIds: ['watt'] });
    const ip = '10.15.1.1';
    for (let i = 0; i < 6; i += 1) await login(s.email, `wrong-${i}`, '123456', ip);
    const mine = (await auditOf('session.login-failed')).filter((row) => row.staffId === s.id);
    expect(mine.map((row) => (row.after as { locked: boolean }).locked)).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);

    await t.app.db
      .update(staffAccounts)
      .set({ disabledAt: clock })
      .where(eq(staffAccounts.id, s.id));
    tick(60_000);
    await login(s.email, TEST_STAFF_PASSWORD, totpCode(s.totpSecret, clock), '10.15.1.2');
    const [last] = (await auditOf('session.login-failed')).slice(-1);
    expect(last).toMatchObject({ staffId: s.id, after: { reason: 'disabled' } });
  });

  it('records a logout that ended a session, and nothing for a logout without one', async () => {
    const s = await createTestStaff(t.app, { role: 'support', tenantIds: ['watt'] });
    tick(60_000);
    const { body, cookies } = await login(
      s.email,
      TEST_STAFF_PASSWORD,
      totpCode(s.totpSecret, clock),
      '10.15.2.1',
    );
    const session = cookies.find((c) => c.name === CONSOLE_COOKIE)!.value;
    const logout = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/console/logout',
        headers: { host: consoleHost, 'x-csrf-token': String(body.data.csrfToken) },
        cookies: { [CONSOLE_COOKIE]: session },
      });
    expect((await logout()).json().code).toBe(1);
    // The session is gone: a second logout ends nothing and records nothing.
    expect((await logout()).json().code).toBe(1);
    const rows = (await auditOf('session.logout')).filter((row) => row.staffId === s.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      staffEmail: s.email,
      tenantId: null,
      target: s.id,
      requestId: expect.any(String),
    });
  });
});
