import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { staffAccounts, staffAudit } from '../../db/tables/console.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { consoleHost, createTestStaff } from './test-kit.ts';
import { totpCode } from './totp.ts';

// Staff administration (issue 16): owners only, each within their own brands.
let t: TestApp;
let clock = new Date('2026-11-27T08:00:00Z');
const tick = (ms: number) => (clock = new Date(clock.getTime() + ms));

type Body = { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
type Headers = Record<string, string>;

let owner: { id: string; headers: Headers };
let dragonOwner: { id: string; headers: Headers };

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  owner = await createTestStaff(t.app, { role: 'owner', tenantIds: ['watt', 'dragon'] });
  dragonOwner = await createTestStaff(t.app, { role: 'owner', tenantIds: ['dragon'] });
});
afterAll(async () => t?.close());

async function call(method: string, url: string, headers: Headers, payload?: unknown) {
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload ? { payload: payload as object } : {}),
  });
  return { status: res.statusCode, body: res.json<Body>() };
}

const newStaff = (email: string, role: string, tenantIds: string[], password?: string) => ({
  email,
  role,
  tenantIds,
  ...(password ? { password } : {}),
});

describe('creating staff', () => {
  it('answers the TOTP secret and otpauth URI once; the new member can log in with them', async () => {
    const { status, body } = await call(
      'POST',
      '/api/console/staff',
      owner.headers,
      newStaff(' Support.One@Topup.Test ', 'support', ['watt'], 'a-long-password-1'),
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      staff: { email: 'support.one@topup.test', role: 'support', tenantIds: ['watt'] },
      password: null,
      totpSecret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      otpauthUri: expect.stringMatching(/^otpauth:\/\/totp\/.*secret=/),
    });
    tick(60_000);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/console/login',
      headers: { host: consoleHost },
      payload: {
        email: 'support.one@topup.test',
        password: 'a-long-password-1',
        code: totpCode(body.data.totpSecret, clock),
      },
    });
    expect(login.json<Body>()).toMatchObject({ code: 1, data: { staff: { role: 'support' } } });

    // The list never carries secrets again.
    const list = await call('GET', '/api/console/staff', owner.headers);
    const listed = list.body.data.items.find(
      (s: { email: string }) => s.email === 'support.one@topup.test',
    );
    expect(listed).toEqual({
      id: body.data.staff.id,
      email: 'support.one@topup.test',
      role: 'support',
      tenantIds: ['watt'],
      disabled: false,
      createdAt: expect.any(String),
      self: false,
    });
    expect(JSON.stringify(list.body)).not.toContain(body.data.totpSecret);

    const [audit] = await t.app.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.target, body.data.staff.id));
    expect(audit).toMatchObject({ action: 'staff.create', staffId: owner.id, tenantId: null });
    expect(JSON.stringify(audit!.after)).not.toContain(body.data.totpSecret);
    expect(JSON.stringify(audit!.after)).not.toContain('scrypt');
  });

  it('makes up a password when none is given, answered once', async () => {
    const { body } = await call(
      'POST',
      '/api/console/staff',
      owner.headers,
      newStaff('analyst.one@topup.test', 'analyst', ['watt', 'dragon']),
    );
    expect(body.code).toBe(1);
    expect(body.data.password).toMatch(/^[\w-]{20,}$/);
  });

  it('grants only brands the owner has, and refuses bad input with -400, changing nothing', async () => {
    const foreign = await call(
      'POST',
      '/api/console/staff',
      dragonOwner.headers,
      newStaff('sneaky@topup.test', 'owner', ['dragon', 'watt']),
    );
    expect(foreign).toMatchObject({ status: 404, body: { code: -404 } });

    for (const bad of [
      newStaff('not-an-email', 'support', ['dragon']),
      newStaff('x@topup.test', 'king', ['dragon']),
      newStaff('x@topup.test', 'support', []),
      newStaff('x@topup.test', 'support', ['dragon'], 'short'),
      newStaff('support.one@topup.test', 'support', ['dragon']), // exists
    ]) {
      const res = await call('POST', '/api/console/staff', dragonOwner.headers, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.code).toBe(-400);
      expect(res.body.msg.length).toBeGreaterThan(5);
    }
    const rows = await t.app.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.email, 'sneaky@topup.test'));
    expect(rows).toEqual([]);
  });
});

describe('changing staff', () => {
  it('changes role and the brands the owner shares, keeping the others', async () => {
    const member = await createTestStaff(t.app, { role: 'support', tenantIds: ['watt', 'dragon'] });
    // The dragon owner sets the brands it shares with the member; watt is not its to change.
    const res = await call('PATCH', `/api/console/staff/${member.id}`, dragonOwner.headers, {
      role: 'operator',
      tenantIds: ['dragon'],
    });
    expect(res.body).toMatchObject({
      code: 1,
      data: { role: 'operator', tenantIds: ['dragon'] },
    });
    const [row] = await t.app.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.id, member.id));
    expect(row!.role).toBe('operator');
    expect([...row!.tenantIds].sort()).toEqual(['dragon', 'watt']);

    // The new role counts from the next call on.
    const staffList = await call('GET', '/api/console/staff', member.headers);
    expect(staffList.status).toBe(403);

    const [audit] = await t.app.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'staff.update'));
    expect(audit).toMatchObject({
      target: member.id,
      before: { role: 'support' },
      after: { role: 'operator' },
    });
  });

  it('disables a member: their token stops at once; nobody disables or demotes themselves', async () => {
    const member = await createTestStaff(t.app, { role: 'support', tenantIds: ['watt'] });
    const res = await call('POST', `/api/console/staff/${member.id}/disable`, owner.headers);
    expect(res.body).toMatchObject({ code: 1, data: { disabled: true } });
    const me = await call('GET', '/api/console/me', member.headers);
    expect(me.body.code).toBe(-600);

    const self = await call('POST', `/api/console/staff/${owner.id}/disable`, owner.headers);
    expect(self).toMatchObject({ status: 400, body: { code: -400 } });
    const demote = await call('PATCH', `/api/console/staff/${owner.id}`, owner.headers, {
      role: 'analyst',
    });
    expect(demote.status).toBe(400);
    const empty = await call('PATCH', `/api/console/staff/${member.id}`, owner.headers, {});
    expect(empty.status).toBe(400);
  });
});

describe('brands and roles', () => {
  it('an owner of brand A gets -404 or nothing for staff of brand B only, on every route', async () => {
    const wattOnly = await createTestStaff(t.app, { role: 'support', tenantIds: ['watt'] });
    const list = await call('GET', '/api/console/staff', dragonOwner.headers);
    const ids = list.body.data.items.map((s: { id: string }) => s.id);
    expect(ids).not.toContain(wattOnly.id);
    expect(ids).toContain(dragonOwner.id);
    // Members of both brands show only the shared one.
    for (const s of list.body.data.items) expect(s.tenantIds).toEqual(['dragon']);

    expect(
      (await call('GET', '/api/console/staff?tenantId=watt', dragonOwner.headers)).status,
    ).toBe(404);
    const patch = await call('PATCH', `/api/console/staff/${wattOnly.id}`, dragonOwner.headers, {
      role: 'owner',
    });
    expect(patch).toMatchObject({ status: 404, body: { code: -404 } });
    const disable = await call(
      'POST',
      `/api/console/staff/${wattOnly.id}/disable`,
      dragonOwner.headers,
    );
    expect(disable).toMatchObject({ status: 404, body: { code: -404 } });
    const [row] = await t.app.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.id, wattOnly.id));
    expect(row).toMatchObject({ role: 'support', disabledAt: null });
  });

  it('refuses every other role with -403, analysts included', async () => {
    const target = await createTestStaff(t.app, { role: 'support', tenantIds: ['watt'] });
    for (const role of ['operator', 'support', 'analyst'] as const) {
      const s = await createTestStaff(t.app, { role, tenantIds: ['watt', 'dragon'] });
      const answers = [
        await call('GET', '/api/console/staff', s.headers),
        await call(
          'POST',
          '/api/console/staff',
          s.headers,
          newStaff(`${role}-x@t.test`, role, ['watt']),
        ),
        await call('PATCH', `/api/console/staff/${target.id}`, s.headers, { role: 'owner' }),
        await call('POST', `/api/console/staff/${target.id}/disable`, s.headers),
      ];
      for (const a of answers) expect(a, role).toMatchObject({ status: 403, body: { code: -403 } });
    }
    const anonymous = await call('GET', '/api/console/staff', { host: consoleHost });
    expect(anonymous).toMatchObject({ status: 401, body: { code: -600 } });
  });
});
