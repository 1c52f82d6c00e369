import { describe, expect, it } from 'vitest';
import type { HttpTransport } from '../../lib/http-transport.ts';
import { publishedEndpoints } from './endpoints.ts';
import { createFacebookProvider } from './facebook.ts';
import { IdentityRefused } from './identity-provider.ts';

// The Facebook adapter against Graph answers shaped like the documented debug_token response
// (https://developers.facebook.com/docs/graph-api/reference/debug_token).
const NOW = new Date('2026-11-20T12:00:00Z');
const nowS = NOW.getTime() / 1000;
const client = { tenantId: 'watt', clientId: '718204556130021', secret: 'app-secret' };

function graph(data: Record<string, unknown>, me: Record<string, unknown> = { id: '10001' }) {
  const calls: URL[] = [];
  const transport: HttpTransport = async (url) => {
    const u = new URL(url);
    calls.push(u);
    const body = u.pathname.endsWith('/debug_token') ? { data } : me;
    return { status: 200, body: JSON.stringify(body) };
  };
  return {
    calls,
    provider: createFacebookProvider({
      endpoints: publishedEndpoints.facebook,
      transport,
      now: () => NOW,
    }),
  };
}

const valid = {
  app_id: client.clientId,
  type: 'USER',
  is_valid: true,
  expires_at: nowS + 3600,
  user_id: '10001',
};

async function reason(p: Promise<unknown>) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(IdentityRefused);
  return (err as IdentityRefused).reason;
}

describe('Facebook adapter', () => {
  it('checks the token with the app token and reads /me with appsecret_proof', async () => {
    const { provider, calls } = graph(valid, { id: '10001', name: 'Alice' });
    expect(await provider.finish(client, { accessToken: 'EAAtok' }, null)).toEqual({
      provider: 'facebook',
      subject: '10001',
      name: 'Alice',
    });
    expect(calls[0]!.searchParams.get('access_token')).toBe('718204556130021|app-secret');
    expect(calls[0]!.searchParams.get('input_token')).toBe('EAAtok');
    // hex HMAC-SHA256 of the token keyed with the app secret (openssl dgst -sha256 -hmac app-secret)
    expect(calls[1]!.searchParams.get('appsecret_proof')).toBe(
      'b82596ee0e543d236f2dc3dd77157ad71cd2102a7a26f0056c485b706d750d14',
    );
  });

  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['invalid', { ...valid, is_valid: false }, /not valid/],
    ['another app (wrong audience)', { ...valid, app_id: '999' }, /another app/],
    ['expired', { ...valid, expires_at: nowS - 1 }, /expired/],
    ['an app token', { ...valid, type: 'APP' }, /not a user/],
  ];
  for (const [name, data, why] of cases) {
    it(`refuses a token: ${name}`, async () => {
      expect(await reason(graph(data).provider.finish(client, { accessToken: 't' }, null))).toMatch(
        why,
      );
    });
  }

  it('refuses when /me names someone else', async () => {
    const { provider } = graph(valid, { id: '20002' });
    expect(await reason(provider.finish(client, { accessToken: 't' }, null))).toMatch(/differs/);
  });
});
