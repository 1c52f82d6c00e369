import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { staffAccounts, staffApiTokens, staffAudit } from '../../db/tables/console.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { hashToken } from '../accounts/tokens.ts';
import { consoleHost, createTestStaff } from './test-kit.ts';
import { MAX_ACTIVE_TOKENS } from './token-routes.ts';

// API tokens (issue 16): each staff member's own, shown once, kept as SHA-256 only.
let t: TestApp;
let clock = new Date('2026-11-27T08:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(async () => t?.close());

type Body = { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
type Headers = Record<string, string>;

async function call(method: string, url: string, headers: Headers, payload?: unknown) {
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload ? { payload: payload as object } : {}),
  });
  return { status: res.statusCode, body: res.json<Body>() };
}

const bearer = (token: string) => ({ host: consoleHost, authorization: `Bearer ${token}` });

describe('API tokens', () => {
  it('creates a token shown once and stored hashed; it works until revoked', async () => {
    const s = await createTestStaff(t.app, { role: 'support', tenantIds: ['watt'] });
    const created = await call('POST', '/api/console/tokens', s.sessionHeaders, {
      name: ' nightly export ',
    });
    expect(created.body).toMatchObject({
      code: 1,
      data: { token: expect.stringMatching(/^tsk_[\w-]{40,}$/), item: { name: 'nightly export' } },
    });
    const { token, item } = created.body.data;
    const [row] = await t.app.db
      .select()
      .from(staffApiTokens)
      .where(eq(staffApiTokens.id, item.id));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const me = await call('GET', '/api/console/me', bearer(token));
    expect(me.body.data.staff.id).toBe(s.id);

    const list = await call('GET', '/api/console/tokens', s.sessionHeaders);
    const listed = list.body.data.items.find((i: { id: string }) => i.id === item.id);
    expect(listed).toMatchObject({ name: 'nightly export', revokedAt: null });
    expect(listed.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(list.body)).not.toContain(token);

    const revoked = await call('DELETE', `/api/console/tokens/${item.id}`, s.sessionHeaders);
    expect(revoked.body.data.revokedAt).not.toBeNull();
    expect((await call('GET', '/api/console/me', bearer(token))).body.code).toBe(-600);

    const audit = await t.app.db.select().from(staffAudit).where(eq(staffAudit.target, item.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['token.create', 'token.revoke']);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('is for every role, analysts too (their scripts read with their rights)', async () => {
    const analyst = await createTestStaff(t.app, { role: 'analyst', tenantIds: ['watt'] });
    const created = await call('POST', '/api/console/tokens', analyst.sessionHeaders, {
      name: 'bi',
    });
    expect(created.body.code).toBe(1);
    // The token carries the analyst's role: a change is still refused.
    const change = await call('POST', '/api/console/staff', bearer(created.body.data.token), {
      email: 'x@t.test',
      role: 'owner',
      tenantIds: ['watt'],
    });
    expect(change.status).toBe(403);
  });

  it("never shows or revokes another member's token, whatever the brand (-404)", async () => {
    const a = await createTestStaff(t.app, { role: 'owner', tenantIds: ['watt'] });
    const b = await createTestStaff(t.app, { role: 'owner', tenantIds: ['dragon'] });
    const sameBrand = await createTestStaff(t.app, { role: 'owner', tenantIds: ['dragon'] });
    const made = await call('POST', '/api/console/tokens', b.sessionHeaders, { name: 'b' });
    const id = made.body.data.item.id;
    for (const other of [a, sameBrand]) {
      const list = await call('GET', '/api/console/tokens', other.sessionHeaders);
      expect(list.body.data.items.map((i: { id: string }) => i.id)).not.toContain(id);
      const revoke = await call('DELETE', `/api/console/tokens/${id}`, other.sessionHeaders);
      expect(revoke).toMatchObject({ status: 404, body: { code: -404 } });
    }
    const [row] = await t.app.db.select().from(staffApiTokens).where(eq(staffApiTokens.id, id));
    expect(row!.revokedAt).toBeNull();
  });

  it('refuses bad input, too many tokens, and callers who are not logged in', async () => {
    const s = await createTestStaff(t.app, { role: 'operator', tenantIds: ['watt'] });
    for (const bad of [{}, { name: '   ' }, { name: 'x'.repeat(81) }]) {
      const res = await call('POST', '/api/console/tokens', s.sessionHeaders, bad);
      expect(res, JSON.stringify(bad)).toMatchObject({ status: 400, body: { code: -400 } });
    }
    // The test kit's own token is one; fill up to the cap.
    for (let i = 1; i < MAX_ACTIVE_TOKENS; i++) {
      expect(
        (await call('POST', '/api/console/tokens', s.sessionHeaders, { name: `t${i}` })).status,
      ).toBe(200);
    }
    const over = await call('POST', '/api/console/tokens', s.sessionHeaders, {
      name: 'one too many',
    });
    expect(over).toMatchObject({ status: 400, body: { code: -400 } });

    const anonymous = await call('GET', '/api/console/tokens', { host: consoleHost });
    expect(anonymous).toMatchObject({ status: 401, body: { code: -600 } });
  });
});

describe('API tokens and access (issue 28)', () => {
  it('refuses a token on every token route with -403: a token never mints, lists or revokes', async () => {
    const s = await createTestStaff(t.app, { role: 'owner', tenantIds: ['watt'] });
    const minted = await call('POST', '/api/console/tokens', s.headers, { name: 'child' });
    expect(minted).toMatchObject({ status: 403, body: { code: -403, data: null } });
    expect(minted.body.msg).toMatch(/API tokens may not/);
    expect(await call('GET', '/api/console/tokens', s.headers)).toMatchObject({
      status: 403,
      body: { code: -403 },
    });
    expect(await call('DELETE', `/api/console/tokens/${s.tokenId}`, s.headers)).toMatchObject({
      status: 403,
      body: { code: -403 },
    });
    const rows = await t.app.db
      .select()
      .from(staffApiTokens)
      .where(eq(staffApiTokens.staffId, s.id));
    expect(rows.map((r) => [r.name, r.revokedAt])).toEqual([['test', null]]);
  });

  it('expires a token after CONSOLE_TOKEN_TTL_DAYS (90 by default), or sooner when asked', async () => {
    const s = await createTestStaff(t.app, { role: 'analyst', tenantIds: ['watt'] });
    const made = await call('POST', '/api/console/tokens', s.sessionHeaders, { name: 'bi' });
    expect(made.body.data.item.expiresAt).toBe(
      new Date(clock.getTime() + 90 * DAY_MS).toISOString(),
    );
    const short = await call('POST', '/api/console/tokens', s.sessionHeaders, {
      name: 'one-off',
      expiresInDays: 1,
    });
    expect(short.body.data.item.expiresAt).toBe(new Date(clock.getTime() + DAY_MS).toISOString());
    const tooLong = await call('POST', '/api/console/tokens', s.sessionHeaders, {
      name: 'forever',
      expiresInDays: 91,
    });
    expect(tooLong).toMatchObject({ status: 400, body: { code: -400 } });
    expect(tooLong.body.msg).toContain('at most 90');

    const start = clock;
    try {
      expect((await call('GET', '/api/console/me', bearer(made.body.data.token))).body.code).toBe(
        1,
      );
      clock = new Date(start.getTime() + 2 * DAY_MS);
      expect((await call('GET', '/api/console/me', bearer(short.body.data.token))).body.code).toBe(
        -600,
      );
      expect((await call('GET', '/api/console/me', bearer(made.body.data.token))).body.code).toBe(
        1,
      );
      clock = new Date(start.getTime() + 90 * DAY_MS);
      expect((await call('GET', '/api/console/me', bearer(made.body.data.token))).body.code).toBe(
        -600,
      );
    } finally {
      clock = start;
    }
  });

  it('revoking a token disables the accounts made through it, and what their tokens made', async () => {
    const owner = await createTestStaff(t.app, { role: 'owner', tenantIds: ['watt'] });
    // Accounts made through the owner's token before tokens were refused, two levels deep.
    const child = await createTestStaff(t.app, {
      role: 'owner',
      tenantIds: ['watt'],
      createdBy: { staffId: owner.id, tokenId: owner.tokenId },
    });
    const grandchild = await createTestStaff(t.app, {
      role: 'owner',
      tenantIds: ['watt'],
      createdBy: { staffId: child.id, tokenId: child.tokenId },
    });
    const bystander = await createTestStaff(t.app, {
      role: 'support',
      tenantIds: ['watt'],
      createdBy: { staffId: owner.id, tokenId: null },
    });
    const revoked = await call(
      'DELETE',
      `/api/console/tokens/${owner.tokenId}`,
      owner.sessionHeaders,
    );
    expect(revoked.body.data.revokedAt).not.toBeNull();
    for (const s of [child, grandchild]) {
      expect((await call('GET', '/api/console/me', s.headers)).body.code).toBe(-600);
      expect((await call('GET', '/api/console/me', s.sessionHeaders)).body.code).toBe(-600);
    }
    expect((await call('GET', '/api/console/me', bystander.headers)).body.code).toBe(1);
    expect((await call('GET', '/api/console/me', owner.sessionHeaders)).body.code).toBe(1);
    const rows = await t.app.db.select().from(staffAccounts);
    expect(rows.find((r) => r.id === child.id)!.disabledAt).not.toBeNull();
    expect(rows.find((r) => r.id === grandchild.id)!.disabledAt).not.toBeNull();
    const audit = await t.app.db.select().from(staffAudit).where(eq(staffAudit.staffId, owner.id));
    expect(audit.map((a) => [a.action, a.target]).sort()).toEqual(
      [
        ['staff.disable', child.id],
        ['staff.disable', grandchild.id],
        ['token.revoke', owner.tokenId],
      ].sort(),
    );
  });
});
