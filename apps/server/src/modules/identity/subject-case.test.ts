import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/tables/accounts.ts';
import { accountIdentities } from '../../db/tables/identity.ts';
import type { HttpTransport } from '../../lib/http-transport.ts';
import { createTestApp, hosts, type TestApp } from '../../test/create-test-app.ts';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';
import { createIdentityLinks } from './links.ts';

// Huawei's UnionID (the ID token's `sub`) is case-sensitive: two people's ids may differ only in
// case. The shop's Huawei adapter talks to a token endpoint played here, which hands out an ID
// token for whichever UnionID the case names (signed PS256, no nonce: Huawei's documented shape);
// everything else (the flow, the links, the accounts) is the real app.
let t: TestApp;
let key: CryptoKey;
let jwk: JWK;
let nextSubject = '';
beforeAll(async () => {
  const pair = await generateKeyPair('PS256', { extractable: true });
  key = pair.privateKey;
  jwk = { ...(await exportJWK(pair.publicKey)), kid: 'hw1', alg: 'PS256' };
  t = await createTestApp({}, { identityTransport: (app) => huaweiPlayedHere(app) });
});
afterAll(() => t.close());

function huaweiPlayedHere(app: Parameters<typeof createInjectTransport>[0]): HttpTransport {
  const passOn = createInjectTransport(app);
  return async (url, init) => {
    const { pathname, origin } = new URL(url);
    if (pathname === '/demo-idp/huawei/jwks') {
      return { status: 200, body: JSON.stringify({ keys: [jwk] }) };
    }
    if (pathname === '/demo-idp/huawei/token') {
      const form = new URLSearchParams(init.body);
      const now = Math.floor(Date.now() / 1000);
      const idToken = await new SignJWT({})
        .setProtectedHeader({ alg: 'PS256', kid: 'hw1' })
        .setIssuer(`${origin}/demo-idp/huawei`)
        .setAudience(form.get('client_id')!)
        .setSubject(nextSubject)
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(key);
      return { status: 200, body: JSON.stringify({ access_token: 'at', id_token: idToken }) };
    }
    return passOn(url, init);
  };
}

const VOLTAGE = '11103';
const host = hosts.wattLocal;
const back = `http://${host}/oauth-return`;
type Answer = { code: number; msg: string; data: Record<string, unknown> | null };

/** A whole Huawei login (start, then finish in the same browser) of the UnionID `subject`. */
async function huaweiLogin(subject: string): Promise<{ status: number; body: Answer }> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/util/login/social_start',
    headers: { host },
    payload: { method: 'huawei', client_id: VOLTAGE, redirect_uri: back },
  });
  const { state } = (started.json() as Answer).data as { state: string };
  const cookie = started.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  nextSubject = subject;
  const res = await t.app.inject({
    method: 'POST',
    url: '/util/login/huawei_auth',
    headers: { host, ...(cookie ? { cookie } : {}) },
    payload: { authorization_code: 'hw-code', state, redirect_uri: back, client_id: VOLTAGE },
  });
  return { status: res.statusCode, body: res.json() as Answer };
}

describe('provider subjects are kept exactly', () => {
  it('two Huawei UnionIDs differing only in case are two accounts, never a 500', async () => {
    const upper = await huaweiLogin('MDFAMGxl4pQHm7Qkqt2T9Pk1wTHY5A');
    expect(upper.status).toBe(200);
    expect(upper.body, upper.body.msg).toMatchObject({ code: 1 });
    const lower = await huaweiLogin('mdfamgxl4pqhm7qkqt2t9pk1wthy5a');
    expect(lower.status).toBe(200);
    expect(lower.body, lower.body.msg).toMatchObject({ code: 1 });
    expect(lower.body.data?.suid).not.toBe(upper.body.data?.suid);

    // Each comes back to its own account.
    expect((await huaweiLogin('MDFAMGxl4pQHm7Qkqt2T9Pk1wTHY5A')).body.data?.suid).toBe(
      upper.body.data?.suid,
    );
    expect((await huaweiLogin('mdfamgxl4pqhm7qkqt2t9pk1wthy5a')).body.data?.suid).toBe(
      lower.body.data?.suid,
    );

    // The links keep the subjects as Huawei sent them; the usernames stay lower-case and unique
    // (support looks accounts up by them).
    const rows = await t.app.db
      .select({ subject: accountIdentities.subject, username: accounts.username })
      .from(accountIdentities)
      .innerJoin(accounts, eq(accounts.suid, accountIdentities.suid))
      .where(eq(accountIdentities.provider, 'huawei'));
    expect(rows.map((r) => r.subject).sort()).toEqual([
      'MDFAMGxl4pQHm7Qkqt2T9Pk1wTHY5A',
      'mdfamgxl4pqhm7qkqt2t9pk1wthy5a',
    ]);
    for (const r of rows) expect(r.username).toBe(r.username.toLowerCase());
    expect(new Set(rows.map((r) => r.username)).size).toBe(2);
    expect(rows.map((r) => r.username)).toContain('huawei:101:mdfamgxl4pqhm7qkqt2t9pk1wthy5a');
  });

  it('first logins at once of a subject whose label is taken by its case twin: one account', async () => {
    const links = createIdentityLinks(t.app.db);
    const key = (subject: string) => ({
      tenantId: 'watt',
      gpId: 101,
      identity: { provider: 'huawei' as const, subject },
    });
    const now = new Date();
    const first = await links.findOrCreate(key('Q7aBcD'), now);
    const racers = await Promise.all(
      Array.from({ length: 4 }, () => links.findOrCreate(key('q7abcd'), now)),
    );
    expect(new Set(racers.map((r) => r.account.suid)).size).toBe(1);
    expect(racers.filter((r) => r.created)).toHaveLength(1);
    expect(racers[0]!.account.suid).not.toBe(first.account.suid);
    expect(racers[0]!.account.username).toBe(`huawei:101:q7abcd:${racers[0]!.account.suid}`);
    expect((await links.findOrCreate(key('Q7aBcD'), now)).account.suid).toBe(first.account.suid);
  });
});
