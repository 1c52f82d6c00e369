import { createPublicKey, verify } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HttpTransport } from '../../lib/http-transport.ts';
import { appleClientSecret } from './apple-client-secret.ts';
import { demoAppleKey } from './demo-secrets.ts';
import { publishedEndpoints } from './endpoints.ts';
import { IdentityRefused, type StartedFlow } from './identity-provider.ts';
import { createOidcCodeProvider } from './oidc-code.ts';

// The OIDC adapter against keys and ID tokens made here: the token endpoint is a transport that
// answers like Google's, handing out whatever ID token the case made, each code once.
const NOW = new Date('2026-11-20T12:00:00Z');
const nowS = Math.floor(NOW.getTime() / 1000);
const CLIENT = '410233871-watt.apps.googleusercontent.example';
const client = { tenantId: 'watt', clientId: CLIENT, secret: 'shh-secret' };
const flow: StartedFlow = {
  redirectUri: 'https://pay.watt-games.example/oauth-return',
  nonce: 'n-0S6_WzA2Mj',
  codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
  tokenSecret: null,
};

let key: CryptoKey;
let otherKey: CryptoKey;
let jwks: ReturnType<typeof createLocalJWKSet>;
beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  ({ privateKey: otherKey } = await generateKeyPair('RS256'));
  // The set publishes only `pair`'s public key under kid k1; `key` signs as k1 too below, so a
  // token signed with it is a bad signature, not an unknown key.
  key = pair.privateKey;
  jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1' }] });
});

type Claims = Record<string, unknown>;
async function idToken(claims: Claims = {}, signWith?: CryptoKey): Promise<string> {
  const { iss = 'https://accounts.google.com', aud = CLIENT, exp = nowS + 600, ...rest } = claims;
  return new SignJWT({ nonce: flow.nonce, ...rest })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(iss as string)
    .setAudience(aud as string)
    .setSubject('110169484474386276334')
    .setIssuedAt(nowS - 10)
    .setExpirationTime(exp as number)
    .sign(signWith ?? key);
}

/** A token endpoint: each code once (RFC 6749 §4.1.2), the form recorded for the asserts. */
function tokenEndpoint(token: () => Promise<string>) {
  const used = new Set<string>();
  const forms: URLSearchParams[] = [];
  const transport: HttpTransport = async (_url, init) => {
    const form = new URLSearchParams(init.body);
    forms.push(form);
    const code = form.get('code')!;
    if (used.has(code)) return { status: 400, body: '{"error":"invalid_grant"}' };
    used.add(code);
    return { status: 200, body: JSON.stringify({ access_token: 'at', id_token: await token() }) };
  };
  return { transport, forms };
}

function google(transport: HttpTransport) {
  return createOidcCodeProvider({
    method: 'google',
    endpoints: publishedEndpoints.google,
    transport,
    now: () => NOW,
    jwks,
  });
}

const proof = { code: '4/P7q7W91', redirectUri: flow.redirectUri };

async function refusal(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(IdentityRefused);
  return (err as IdentityRefused).reason;
}

describe('OIDC code adapter (Google shape)', () => {
  it('accepts a valid ID token and sends code, secret and PKCE verifier', async () => {
    const { transport, forms } = tokenEndpoint(() => idToken({ name: 'Alice' }));
    const who = await google(transport).finish(client, proof, flow);
    expect(who).toEqual({ provider: 'google', subject: '110169484474386276334', name: 'Alice' });
    expect(Object.fromEntries(forms[0]!)).toMatchObject({
      grant_type: 'authorization_code',
      code: proof.code,
      client_id: CLIENT,
      client_secret: 'shh-secret',
      code_verifier: flow.codeVerifier,
      redirect_uri: flow.redirectUri,
    });
  });

  it("accepts Google's other issuer spelling", async () => {
    const { transport } = tokenEndpoint(() => idToken({ iss: 'accounts.google.com' }));
    await expect(google(transport).finish(client, proof, flow)).resolves.toBeTruthy();
  });

  const cases: [string, () => Promise<string>, RegExp][] = [
    ['expired', () => idToken({ exp: nowS - 120 }), /ERR_JWT_EXPIRED/],
    ['wrong audience', () => idToken({ aud: 'someone-else.apps' }), /"aud"/],
    ['wrong issuer', () => idToken({ iss: 'https://evil.example' }), /"iss"/],
    ['bad signature', () => idToken({}, otherKey), /SIGNATURE_VERIFICATION_FAILED/],
    ['nonce mismatch', () => idToken({ nonce: 'other' }), /nonce/],
    ['not a JWT', async () => 'not.a.jwt', /ERR_JW/],
  ];
  for (const [name, token, reason] of cases) {
    it(`refuses an ID token: ${name}`, async () => {
      const { transport } = tokenEndpoint(token);
      expect(await refusal(google(transport).finish(client, proof, flow))).toMatch(reason);
    });
  }

  it('refuses a replayed code (the token endpoint says invalid_grant)', async () => {
    const { transport } = tokenEndpoint(() => idToken());
    const provider = google(transport);
    await provider.finish(client, proof, flow);
    expect(await refusal(provider.finish(client, proof, flow))).toMatch(/invalid_grant/);
  });

  it('refuses without a started flow or with another redirect_uri', async () => {
    const { transport, forms } = tokenEndpoint(() => idToken());
    expect(await refusal(google(transport).finish(client, proof, null))).toMatch(/no started/);
    const other = { ...proof, redirectUri: 'https://pay.watt-games.example/other' };
    expect(await refusal(google(transport).finish(client, other, flow))).toMatch(/redirect_uri/);
    expect(forms).toHaveLength(0);
  });

  it('puts state, nonce and the S256 challenge in the authorization URL', () => {
    const url = new URL(
      google(tokenEndpoint(() => idToken()).transport).authorizationUrl!(client, {
        redirectUri: flow.redirectUri,
        state: 'st',
        nonce: 'nn',
        codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT,
      scope: 'openid',
      state: 'st',
      nonce: 'nn',
      code_challenge_method: 'S256',
    });
  });
});

describe('OIDC code adapter (Huawei shape)', () => {
  const HUAWEI = '104823495';
  const huaweiClient = { tenantId: 'watt', clientId: HUAWEI, secret: 'hw-secret' };
  // Huawei's ID token as documented: iss accounts.huawei.com, sub the UnionID, no nonce unless
  // asked for through its SDKs, signed PS256 or RS256.
  async function huaweiToken(alg: string, signWith: CryptoKey, claims: Claims = {}) {
    return new SignJWT({ azp: HUAWEI, ...claims })
      .setProtectedHeader({ alg, kid: alg })
      .setIssuer('https://accounts.huawei.com')
      .setAudience(HUAWEI)
      .setSubject('MDFAMGxl4pQHm7Qkqt2T9Pk1wTHY5A')
      .setIssuedAt(nowS - 10)
      .setExpirationTime(nowS + 600)
      .sign(signWith);
  }
  const keys: Record<string, CryptoKey> = {};
  let huaweiJwks: ReturnType<typeof createLocalJWKSet>;
  beforeAll(async () => {
    const published = [];
    for (const alg of ['PS256', 'RS256', 'ES256']) {
      const pair = await generateKeyPair(alg, { extractable: true });
      keys[alg] = pair.privateKey;
      published.push({ ...(await exportJWK(pair.publicKey)), kid: alg, alg });
    }
    huaweiJwks = createLocalJWKSet({ keys: published });
  });
  const huawei = (transport: HttpTransport) =>
    createOidcCodeProvider({
      method: 'huawei',
      endpoints: publishedEndpoints.huawei,
      transport,
      now: () => NOW,
      jwks: huaweiJwks,
    });

  for (const alg of ['PS256', 'RS256']) {
    it(`accepts an ID token signed ${alg} without a nonce`, async () => {
      const { transport } = tokenEndpoint(() => huaweiToken(alg, keys[alg]!));
      await expect(huawei(transport).finish(huaweiClient, proof, flow)).resolves.toEqual({
        provider: 'huawei',
        subject: 'MDFAMGxl4pQHm7Qkqt2T9Pk1wTHY5A',
      });
    });
  }

  it('refuses an algorithm Huawei does not document (ES256)', async () => {
    const { transport } = tokenEndpoint(() => huaweiToken('ES256', keys.ES256!));
    expect(await refusal(huawei(transport).finish(huaweiClient, proof, flow))).toMatch(
      /ERR_JOSE_ALG_NOT_ALLOWED/,
    );
  });

  it("sends no nonce in the authorization URL (not in Huawei's parameter table)", () => {
    const url = new URL(
      huawei(tokenEndpoint(() => huaweiToken('PS256', keys.PS256!)).transport).authorizationUrl!(
        huaweiClient,
        { redirectUri: flow.redirectUri, state: 'st', nonce: 'nn', codeChallenge: 'cc' },
      ),
    );
    expect(url.origin + url.pathname).toBe(
      'https://oauth-login.cloud.huawei.com/oauth2/v3/authorize',
    );
    expect(url.searchParams.has('nonce')).toBe(false);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: HUAWEI,
      scope: 'openid',
      state: 'st',
      code_challenge: 'cc',
      code_challenge_method: 'S256',
    });
  });

  it('Google still refuses an ID token without its nonce', async () => {
    const { transport } = tokenEndpoint(() => idToken({ nonce: undefined }));
    expect(await refusal(google(transport).finish(client, proof, flow))).toMatch(/nonce/);
  });
});

describe("Apple's client secret", () => {
  it('is an ES256 JWT that an independent verifier (node:crypto) accepts, with the claims Apple asks', async () => {
    const jwk = demoAppleKey('master-secret-for-this-test-0123456789', 'watt');
    const secret = await appleClientSecret(
      { teamId: 'TEAM123456', keyId: 'KEY1234567', privateKey: jwk as Record<string, string> },
      'example.watt-games.signin',
      'https://appleid.apple.com',
      NOW,
    );
    const [h, p, s] = secret.split('.');
    const { d: _d, ...pub } = jwk;
    const ok = verify(
      'sha256',
      Buffer.from(`${h}.${p}`),
      { key: createPublicKey({ key: pub, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
      Buffer.from(s!, 'base64url'),
    );
    expect(ok).toBe(true);
    expect(JSON.parse(Buffer.from(h!, 'base64url').toString())).toEqual({
      alg: 'ES256',
      kid: 'KEY1234567',
    });
    expect(JSON.parse(Buffer.from(p!, 'base64url').toString())).toEqual({
      iss: 'TEAM123456',
      sub: 'example.watt-games.signin',
      aud: 'https://appleid.apple.com',
      iat: nowS,
      exp: nowS + 300,
    });
  });
});
