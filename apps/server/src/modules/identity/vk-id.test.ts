import { describe, expect, it } from 'vitest';
import type { HttpTransport } from '../../lib/http-transport.ts';
import { publishedEndpoints } from './endpoints.ts';
import { IdentityRefused } from './identity-provider.ts';
import { createVkIdProvider } from './vk-id.ts';

// VK ID answers in the documented shapes (/oauth2/auth, /oauth2/user_info).
const client = { tenantId: 'ru', clientId: '51873302', secret: null };
const flow = {
  redirectUri: 'https://pay.sever.example/oauth-return',
  nonce: null,
  codeVerifier: 'v'.repeat(43),
  tokenSecret: null,
};

function vk(token: Record<string, unknown>, userId = '777') {
  const forms: Record<string, string>[] = [];
  const transport: HttpTransport = async (url, init) => {
    forms.push(Object.fromEntries(new URLSearchParams(init.body)));
    if (url.endsWith('/oauth2/auth')) return { status: 200, body: JSON.stringify(token) };
    return { status: 200, body: JSON.stringify({ user: { user_id: userId, first_name: 'Ivan' } }) };
  };
  return { forms, provider: createVkIdProvider({ endpoints: publishedEndpoints.vk, transport }) };
}

const code = {
  kind: 'code' as const,
  code: 'c',
  deviceId: 'dev',
  redirectUri: flow.redirectUri,
  state: 's'.repeat(43),
};

async function reason(p: Promise<unknown>) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(IdentityRefused);
  return (err as IdentityRefused).reason;
}

describe('VK ID adapter', () => {
  it('exchanges the code with verifier and device_id, then reads user_info', async () => {
    const { provider, forms } = vk({ access_token: 'vk2.a.x', user_id: 777, state: code.state });
    expect(await provider.finish(client, code, flow)).toEqual({
      provider: 'vk',
      subject: '777',
      name: 'Ivan',
    });
    expect(forms[0]).toMatchObject({
      grant_type: 'authorization_code',
      code_verifier: flow.codeVerifier,
      device_id: 'dev',
      client_id: client.clientId,
    });
    expect(forms[1]).toEqual({ client_id: client.clientId, access_token: 'vk2.a.x' });
  });

  it('refuses a state mismatch, another user, or a refused code', async () => {
    expect(
      await reason(vk({ access_token: 'a', state: 'other' }).provider.finish(client, code, flow)),
    ).toMatch(/state/);
    expect(
      await reason(vk({ access_token: 'a', user_id: 1 }).provider.finish(client, code, flow)),
    ).toMatch(/another user/);
    const refused: HttpTransport = async () => ({ status: 400, body: '{"error":"invalid_grant"}' });
    const p = createVkIdProvider({ endpoints: publishedEndpoints.vk, transport: refused });
    expect(await reason(p.finish(client, code, flow))).toMatch(/invalid_grant/);
  });

  it("checks SPEC's access token + uid with user_info", async () => {
    const { provider } = vk({}, '42');
    const token = { kind: 'token' as const, accessToken: 't', uid: '42' };
    expect((await provider.finish(client, token, null)).subject).toBe('42');
    expect(await reason(provider.finish(client, { ...token, uid: '43' }, null))).toMatch(
      /another user/,
    );
  });
});
