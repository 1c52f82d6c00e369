import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfoSchema } from '@topup/contracts/auth';
import { encodeCredential } from '@topup/contracts/credentials';
import { accounts, authTokens } from '../../db/tables/accounts.ts';
import { createTestApp, hosts, type TestApp } from '../../test/create-test-app.ts';
import { loginAs } from '../../test/login.ts';
import { hashToken } from './tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each test its own client address, so the per-IP failure counter of one does not leak.
let ipSeq = 0;
const nextIp = () => `10.0.1.${(ipSeq += 1)}`;

function auth(payload: unknown, host: string = hosts.watt, remoteAddress = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/util/login/auth',
    headers: { host },
    remoteAddress,
    payload: payload as Record<string, unknown>,
  });
}

const creds = (username: string, password: string, extra: Record<string, unknown> = {}) => ({
  username: encodeCredential(username),
  password: encodeCredential(password),
  client_id: '11103',
  ...extra,
});

const userInfo = (token: string, clientId = '11103', host: string = hosts.watt) =>
  t.app.inject({
    url: `/util/login/get_user_info?oauth_token=${encodeURIComponent(token)}&client_id=${clientId}`,
    headers: { host },
  });

describe('POST /util/login/auth', () => {
  it('logs demo in and the token reads the user info back', async () => {
    const res = await auth(creds('demo', 'demo1234'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(1);
    const data = userInfoSchema.parse(body.data);
    expect(data).toMatchObject({
      username: 'demo',
      suid: '10000001',
      gp_id: 101,
      real_name_verified: true,
    });
    expect(data.oauth_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(data.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const info = await userInfo(data.oauth_token);
    expect(info.json()).toEqual({ code: 1, msg: 'ok', data });
    // Another client id of the same game product (android) accepts it too.
    expect((await userInfo(data.oauth_token, '11101')).json().code).toBe(1);
  });

  it('trims and case-folds the account name; the password is trimmed but case-sensitive', async () => {
    const padded = {
      username: '0ab' + Buffer.from('  DeMo \t').toString('base64'),
      password: 'f00' + Buffer.from(' demo1234  ').toString('base64'),
      client_id: '11103',
    };
    expect((await auth(padded)).json().data.username).toBe('demo');
    expect((await auth(creds('demo', 'DEMO1234'))).json().code).toBe(-3100);
  });

  it('answers -400 for malformed encodings and missing or empty fields, never 500', async () => {
    const bad = [
      { ...creds('demo', 'demo1234'), username: 'demo1234' }, // no hex prefix
      { ...creds('demo', 'demo1234'), password: 'xyzZGVtbzEyMzQ=' }, // prefix not hex
      { ...creds('demo', 'demo1234'), password: 'abcZGVt*bzE=' }, // not base64
      { ...creds('demo', 'demo1234'), username: 'abc' + Buffer.from('   ').toString('base64') },
      {
        ...creds('demo', 'demo1234'),
        username: 'abc' + Buffer.from([0xff, 0xfe]).toString('base64'),
      },
    ];
    for (const payload of bad) {
      const res = await auth(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: -400, msg: 'Invalid login parameters', data: null });
    }
    const invalid = [
      { password: encodeCredential('demo1234'), client_id: '11103' },
      { username: encodeCredential('demo'), client_id: '11103' },
      { username: encodeCredential('demo'), password: encodeCredential('demo1234') },
      { ...creds('demo', 'demo1234'), login_type: 'email' },
      { ...creds('demo', 'demo1234'), username: 42 },
      {},
    ];
    for (const payload of invalid) {
      const res = await auth(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: -400, data: null });
    }
    const noBody = await t.app.inject({
      method: 'POST',
      url: '/util/login/auth',
      headers: { host: hosts.watt, 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().code).toBe(-400);
  });

  it('answers the same -3100 for a wrong password and an unknown account', async () => {
    const wrong = await auth(creds('demo', 'nope'));
    const unknown = await auth(creds('nobody-here', 'demo1234'));
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ code: -3100, msg: 'Incorrect account or password', data: null });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('logs a card account in by card number (spaces and dashes ignored), not by card mode for names', async () => {
    const res = await auth(
      creds('8800 0000-0000 0001', 'card1234', { login_type: 'card', client_id: '11201' }),
    );
    expect(res.json().data).toMatchObject({ suid: '10000003', gp_id: 102 });
    const byName = await auth(creds('demo', 'demo1234', { login_type: 'card' }));
    expect(byName.json().code).toBe(-3100);
    const letters = await auth(creds('88OO-0001', 'card1234', { login_type: 'card' }));
    expect(letters.json().code).toBe(-3100);
  });

  it('lets an unverified account log in (purchase calls refuse it later)', async () => {
    const res = await auth(creds('unverified', 'demo1234'));
    expect(res.json().data).toMatchObject({ suid: '10000004', real_name_verified: false });
  });

  it('answers -3001 for a client id this tenant does not have', async () => {
    expect((await auth(creds('demo', 'demo1234', { client_id: '424242' }))).json()).toEqual({
      code: -3001,
      msg: 'Game not found',
      data: null,
    });
    // dragon's client id on watt's host
    expect((await auth(creds('demo', 'demo1234', { client_id: '12101' }))).json().code).toBe(-3001);
  });

  it('stores scrypt hashes, never the password, and only the hash of a token', async () => {
    const rows = await t.app.db.select().from(accounts).where(eq(accounts.tenantId, 'watt'));
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(row.passwordHash).not.toMatch(/demo1234|card1234/);
    }
    const { oauth_token: token } = await loginAs(t.app, hosts.watt, { clientId: '11103' });
    const stored = await t.app.db.select().from(authTokens);
    expect(JSON.stringify(stored)).not.toContain(token);
    const own = stored.filter((row) => row.tokenHash === hashToken(token));
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ tenantId: 'watt', suid: '10000001', gpId: 101 });
  });
});

describe('POST /util/login/auth request limit', () => {
  it('answers -429 past 60 requests a minute from one address, whatever they carry', async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i < 60; i += 1) expect((await auth({}, hosts.watt, ip)).statusCode).toBe(400);
    const over = await auth(creds('demo', 'demo1234'), hosts.watt, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: -429, data: null });
    expect((await auth(creds('demo', 'demo1234'))).json().code).toBe(1);
  });
});

describe('GET /util/login/get_user_info and POST /util/login/logout', () => {
  it('refuses an unknown token, and missing parameters with -400', async () => {
    expect((await userInfo('x'.repeat(43))).json()).toEqual({
      code: -600,
      msg: 'Please log in first.',
      data: null,
    });
    const missing = await t.app.inject({
      url: '/util/login/get_user_info?client_id=11103',
      headers: { host: hosts.watt },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe(-400);
  });

  it('revokes the token; a second logout is harmless', async () => {
    const { oauth_token: token } = await loginAs(t.app, hosts.watt, { clientId: '11103' });
    const logout = () =>
      t.app.inject({
        method: 'POST',
        url: '/util/login/logout',
        headers: { host: hosts.watt },
        payload: { oauth_token: token, client_id: '11103' },
      });
    expect((await logout()).json()).toEqual({ code: 1, msg: 'ok', data: { revoked: true } });
    expect((await userInfo(token)).json().code).toBe(-600);
    const [row] = await t.app.db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.tokenHash, hashToken(token))));
    const firstRevocation = row!.revokedAt;
    expect(firstRevocation).toBeInstanceOf(Date);
    expect((await logout()).json().data).toEqual({ revoked: true });
    const [again] = await t.app.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect(again!.revokedAt).toEqual(firstRevocation);
  });

  it("does not revoke another brand's token", async () => {
    const { oauth_token: token } = await loginAs(t.app, hosts.watt, { clientId: '11103' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/util/login/logout',
      headers: { host: hosts.dragonLocal },
      payload: { oauth_token: token, client_id: '12101' },
    });
    expect(res.json().data).toEqual({ revoked: false });
    expect((await userInfo(token)).json().code).toBe(1);
  });
});
