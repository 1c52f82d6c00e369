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

let owner: { id: string; headers: Headers; sessionHeaders: Headers };
let dragonOwner: { id: string; headers: Headers; sessionHeaders: Headers };

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
      owner.sessionHeaders,
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
    const list = await call('GET', '/api/console/staff', owner.sessionHeaders);
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
      owner.sessionHeaders,
      newStaff('analyst.one@topup.test', 'analyst', ['watt', 'dragon']),
    );
    expect(body.code).toBe(1);
    expect(body.data.password).toMatch(/^[\w-]{20,}$/);
  });

  it('grants only brands the owner has, and refuses bad input with -400, changing nothing', async () => {
    const foreign = await call(
      'POST',
      '/api/console/staff',
      dragonOwner.sessionHeaders,
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
      const res = await call('POST', '/api/console/staff', dragonOwner.sessionHeaders, bad);
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
  it("changes role and brands of a member whose brands are all the owner's", async () => {
    const member = await createTestStaff(t.app, { role: 'support', tenantIds: ['watt', 'dragon'] });
    const res = await call('PATCH', `/api/console/staff/${member.id}`, owner.sessionHeaders, {
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
    expect([...row!.tenantIds]).toEqual(['dragon']);

    // The new role counts from the next call on.
    const staffList = await call('GET', '/api/console/staff', member.sessionHeaders);
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

  it("never lets an owner of some of a member's brands change or disable them (-403)", async () => {
    // Issue 28, item 14: a watt-only owner made a watt+dragon+ko analyst an owner of all three,
    // then disabled the all-brands owner.
    const wattOwner = await createTestStaff(t.app, { role: 'owner', tenantIds: ['watt'] });
    const analyst = await createTestStaff(t.app, {
      role: 'analyst',
      tenantIds: ['watt', 'dragon', 'ko'],
    });
    const allOwner = await createTestStaff(t.app, {
      role: 'owner',
      tenantIds: ['watt', 'dragon', 'ko'],
    });
    const promote = await call(
      'PATCH',
      `/api/console/staff/${analyst.id}`,
      wattOwner.sessionHeaders,
      {
        role: 'owner',
      },
    );
    expect(promote).toMatchObject({ status: 403, body: { code: -403 } });
    const rebrand = await call(
      'PATCH',
      `/api/console/staff/${analyst.id}`,
      wattOwner.sessionHeaders,
      {
        tenantIds: ['watt'],
      },
    );
    expect(rebrand).toMatchObject({ status: 403, body: { code: -403 } });
    const disable = await call(
      'POST',
      `/api/console/staff/${allOwner.id}/disable`,
      wattOwner.sessionHeaders,
    );
    expect(disable).toMatchObject({ status: 403, body: { code: -403 } });
    const rows = await t.app.db.select().from(staffAccounts);
    expect(rows.find((r) => r.id === analyst.id)).toMatchObject({
      role: 'analyst',
      tenantIds: ['watt', 'dragon', 'ko'],
    });
    expect(rows.find((r) => r.id === allOwner.id)!.disabledAt).toBeNull();

    // The owner of all three may.
    const ok = await call('PATCH', `/api/console/staff/${analyst.id}`, allOwner.sessionHeaders, {
      role: 'operator',
      tenantIds: ['watt'],
    });
    expect(ok.body).toMatchObject({ code: 1, data: { role: 'operator', tenantIds: ['watt'] } });
  });

  it('disables a member: their token stops at once; nobody disables or demotes themselves', async () => {
    const member = await createTestStaff(t.app, { role: 'support', tenantIds: ['watt'] });
    const res = await call('POST', `/api/console/staff/${member.id}/disable`, owner.sessionHeaders);
    expect(res.body).toMatchObject({ code: 1, data: { disabled: true } });
    const me = await call('GET', '/api/console/me', member.headers);
    expect(me.body.code).toBe(-600);

    const self = await call('POST', `/api/console/staff/${owner.id}/disable`, owner.sessionHeaders);
    expect(self).toMatchObject({ status: 400, body: { code: -400 } });
    const demote = await call('PATCH', `/api/console/staff/${owner.id}`, owner.sessionHeaders, {
      role: 'analyst',
    });
    expect(demote.status).toBe(400);
    const empty = await call('PATCH', `/api/console/staff/${member.id}`, owner.sessionHeaders, {});
    expect(empty.status).toBe(400);
  });
});

describe('API tokens and staff accounts', () => {
  it("refuses an owner's API token on every staff route with -403 (no owners, no TOTP secrets)", async () => {
    const target = await createTestStaff(t.app, { role: 'support', tenantIds: ['watt'] });
    const answers = [
      await call('GET', '/api/console/staff', owner.headers),
      await call(
        'POST',
        '/api/console/staff',
        owner.headers,
        newStaff('token-made-owner@t.test', 'owner', ['watt']),
      ),
      await call('PATCH', `/api/console/staff/${target.id}`, owner.headers, { role: 'owner' }),
      await call('POST', `/api/console/staff/${target.id}/disable`, owner.headers),
    ];
    for (const a of answers) {
      expect(a).toMatchObject({ status: 403, body: { code: -403, data: null } });
      expect(a.body.msg).toMatch(/API tokens may not/);
    }
    const rows = await t.app.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.email, 'token-made-owner@t.test'));
    expect(rows).toEqual([]);
  });

  it('records who created an account; disabling a member disables what their tokens made', async () => {
    const member = await createTestStaff(t.app, { role: 'owner', tenantIds: ['watt'] });
    const made = await call(
      'POST',
      '/api/console/staff',
      member.sessionHeaders,
      newStaff('made-in-console@t.test', 'support', ['watt']),
    );
    const [row] = await t.app.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.id, made.body.data.staff.id));
    expect(row).toMatchObject({ createdByStaffId: member.id, createdByTokenId: null });

    // An account made through the member's token before tokens were refused (issue 28).
    const viaToken = await createTestStaff(t.app, {
      role: 'owner',
      tenantIds: ['watt'],
      createdBy: { staffId: member.id, tokenId: member.tokenId },
    });
    const res = await call('POST', `/api/console/staff/${member.id}/disable`, owner.sessionHeaders);
    expect(res.body).toMatchObject({ code: 1, data: { disabled: true } });
    for (const h of [viaToken.headers, viaToken.sessionHeaders]) {
      expect((await call('GET', '/api/console/me', h)).body.code).toBe(-600);
    }
    // Made by the person while logged in: stays (colleagues do not leave with their onboarder).
    const rows = await t.app.db.select().from(staffAccounts);
    expect(rows.find((r) => r.id === row!.id)!.disabledAt).toBeNull();
    const audit = await t.app.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.target, viaToken.id));
    expect(audit).toMatchObject([{ action: 'staff.disable', staffId: owner.id }]);
  });
});

describe('brands and roles', () => {
  it('an owner of brand A gets -404 or nothing for staff of brand B only, on every route', async () => {
    const wattOnly = await createTestStaff(t.app, { role: 'support', tenantIds: ['watt'] });
    const list = await call('GET', '/api/console/staff', dragonOwner.sessionHeaders);
    const ids = list.body.data.items.map((s: { id: string }) => s.id);
    expect(ids).not.toContain(wattOnly.id);
    expect(ids).toContain(dragonOwner.id);
    // Members of both brands show only the shared one.
    for (const s of list.body.data.items) expect(s.tenantIds).toEqual(['dragon']);

    expect(
      (await call('GET', '/api/console/staff?tenantId=watt', dragonOwner.sessionHeaders)).status,
    ).toBe(404);
    const patch = await call(
      'PATCH',
      `/api/console/staff/${wattOnly.id}`,
      dragonOwner.sessionHeaders,
      {
        role: 'owner',
      },
    );
    expect(patch).toMatchObject({ status: 404, body: { code: -404 } });
    const disable = await call(
      'POST',
      `/api/console/staff/${wattOnly.id}/disable`,
      dragonOwner.sessionHeaders,
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
        await call('GET', '/api/console/staff', s.sessionHeaders),
        await call(
          'POST',
          '/api/console/staff',
          s.sessionHeaders,
          newStaff(`${role}-x@t.test`, role, ['watt']),
        ),
        await call('PATCH', `/api/console/staff/${target.id}`, s.sessionHeaders, { role: 'owner' }),
        await call('POST', `/api/console/staff/${target.id}/disable`, s.sessionHeaders),
      ];
      for (const a of answers) expect(a, role).toMatchObject({ status: 403, body: { code: -403 } });
    }
    const anonymous = await call('GET', '/api/console/staff', { host: consoleHost });
    expect(anonymous).toMatchObject({ status: 401, body: { code: -600 } });
  });
});
