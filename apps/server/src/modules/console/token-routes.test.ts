import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { staffApiTokens, staffAudit } from '../../db/tables/console.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { hashToken } from '../accounts/tokens.ts';
import { consoleHost, createTestStaff } from './test-kit.ts';
import { MAX_ACTIVE_TOKENS } from './token-routes.ts';

// API tokens (issue 16): each staff member's own, shown once, kept as SHA-256 only.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
    const created = await call('POST', '/api/console/tokens', s.headers, {
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

    const list = await call('GET', '/api/console/tokens', s.headers);
    const listed = list.body.data.items.find((i: { id: string }) => i.id === item.id);
    expect(listed).toMatchObject({ name: 'nightly export', revokedAt: null });
    expect(listed.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(list.body)).not.toContain(token);

    const revoked = await call('DELETE', `/api/console/tokens/${item.id}`, s.headers);
    expect(revoked.body.data.revokedAt).not.toBeNull();
    expect((await call('GET', '/api/console/me', bearer(token))).body.code).toBe(-600);

    const audit = await t.app.db.select().from(staffAudit).where(eq(staffAudit.target, item.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['token.create', 'token.revoke']);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('is for every role, analysts too (their scripts read with their rights)', async () => {
    const analyst = await createTestStaff(t.app, { role: 'analyst', tenantIds: ['watt'] });
    const created = await call('POST', '/api/console/tokens', analyst.headers, { name: 'bi' });
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
    const made = await call('POST', '/api/console/tokens', b.headers, { name: 'b' });
    const id = made.body.data.item.id;
    for (const other of [a, sameBrand]) {
      const list = await call('GET', '/api/console/tokens', other.headers);
      expect(list.body.data.items.map((i: { id: string }) => i.id)).not.toContain(id);
      const revoke = await call('DELETE', `/api/console/tokens/${id}`, other.headers);
      expect(revoke).toMatchObject({ status: 404, body: { code: -404 } });
    }
    const [row] = await t.app.db.select().from(staffApiTokens).where(eq(staffApiTokens.id, id));
    expect(row!.revokedAt).toBeNull();
  });

  it('refuses bad input, too many tokens, and callers who are not logged in', async () => {
    const s = await createTestStaff(t.app, { role: 'operator', tenantIds: ['watt'] });
    for (const bad of [{}, { name: '   ' }, { name: 'x'.repeat(81) }]) {
      const res = await call('POST', '/api/console/tokens', s.headers, bad);
      expect(res, JSON.stringify(bad)).toMatchObject({ status: 400, body: { code: -400 } });
    }
    // The test kit's own token is one; fill up to the cap.
    for (let i = 1; i < MAX_ACTIVE_TOKENS; i++) {
      expect((await call('POST', '/api/console/tokens', s.headers, { name: `t${i}` })).status).toBe(
        200,
      );
    }
    const over = await call('POST', '/api/console/tokens', s.headers, { name: 'one too many' });
    expect(over).toMatchObject({ status: 400, body: { code: -400 } });

    const anonymous = await call('GET', '/api/console/tokens', { host: consoleHost });
    expect(anonymous).toMatchObject({ status: 401, body: { code: -600 } });
  });
});
