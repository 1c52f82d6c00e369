import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenants } from '@topup/tenants/all-tenants';
import { createTestApp, hosts, type TestApp } from '../test/create-test-app.ts';
import { isBrandOrigin } from './cors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const preflight = (host: string, origin: string, url = '/util/login/auth') =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      host,
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, accept-language',
    },
  });

const corsHeaders = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((name) => name.startsWith('access-control-'));

describe('CORS for the app failing over to a backup host (SPEC §9)', () => {
  it('answers the preflight of a brand page calling its backup host with 204', async () => {
    const res = await preflight('pay-bak1.watt-games.example', 'https://pay.watt-games.example');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://pay.watt-games.example');
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
    const allowed = String(res.headers['access-control-allow-headers']);
    for (const name of ['content-type', 'accept-language', 'authorization']) {
      expect(allowed).toContain(name);
    }
    expect(res.headers['access-control-max-age']).toBe('600');
    // The app sends no cookies: no credentials.
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(res.headers.vary)).toMatch(/origin/i);
  });

  it('lets the page read the answer of the backup host', async () => {
    const res = await t.app.inject({
      url: '/api/tenant',
      headers: { host: 'pay-bak2.watt-cdn.example', origin: 'https://topup.watt-games.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.tenant.id).toBe('watt');
    expect(res.headers['access-control-allow-origin']).toBe('https://topup.watt-games.example');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('the local demo: <id>.localhost on any port outside production calls api1.<id>.localhost', async () => {
    const res = await preflight('api1.watt.localhost:8080', 'http://watt.localhost:5173');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://watt.localhost:5173');
    const demo = await preflight(
      'api2.demo.watt.localhost:8080',
      'http://demo.watt.localhost:8080',
    );
    expect(demo.headers['access-control-allow-origin']).toBe('http://demo.watt.localhost:8080');
  });

  it.each([
    ['another brand', 'https://pay.dragon-saga.example'],
    ['another brand’s backup host', 'https://pay2.dragon-saga.example'],
    ['another brand’s local host', 'http://dragon.localhost:8080'],
    ['a look-alike', 'https://pay.watt-games.example.evil.example'],
    ['plain http for an https host', 'http://pay.watt-games.example'],
    ['a different port of an https host', 'https://pay.watt-games.example:8443'],
    ['an unrelated site', 'https://evil.example'],
    ['the opaque origin', 'null'],
  ])('gives %s no CORS headers and its preflight no 204', async (_what, origin) => {
    const pre = await preflight('pay-bak1.watt-games.example', origin);
    expect(pre.statusCode).toBe(404);
    expect(corsHeaders(pre.headers)).toEqual([]);
    const get = await t.app.inject({
      url: '/api/tenant',
      headers: { host: 'pay-bak1.watt-games.example', origin },
    });
    expect(get.statusCode).toBe(200);
    expect(corsHeaders(get.headers)).toEqual([]);
  });

  it('gives an unknown host nothing', async () => {
    const res = await preflight(hosts.unknown, 'https://pay.watt-games.example');
    expect(res.statusCode).toBe(404);
    expect(corsHeaders(res.headers)).toEqual([]);
  });

  it('covers the drop-in confirm call, which has no tenancy of its own', async () => {
    const res = await preflight(
      'api1.watt.localhost:8080',
      'http://watt.localhost:8080',
      '/sandbox/api/dropin/pay_x/confirm',
    );
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://watt.localhost:8080');
  });
});

describe('isBrandOrigin', () => {
  const watt = loadTenants().find((tenant) => tenant.id === 'watt')!;
  const prod = { port: 8080, nodeEnv: 'production' } as const;
  const dev = { port: 8080, nodeEnv: 'development' } as const;

  it('in production, local forms only on this server’s own port', () => {
    expect(isBrandOrigin(watt, 'http://watt.localhost:8080', prod)).toBe(true);
    expect(isBrandOrigin(watt, 'http://api1.watt.localhost:8080', prod)).toBe(true);
    expect(isBrandOrigin(watt, 'http://watt.localhost:5173', prod)).toBe(false);
    expect(isBrandOrigin(watt, 'http://watt.localhost:5173', dev)).toBe(true);
    expect(isBrandOrigin(watt, 'https://watt.localhost:5173', dev)).toBe(false);
  });

  it('configured hosts over https on the default port, backups as written', () => {
    expect(isBrandOrigin(watt, 'https://demo-pay.watt-games.example', prod)).toBe(true);
    expect(isBrandOrigin(watt, 'https://pay-bak2.watt-cdn.example', prod)).toBe(true);
    expect(isBrandOrigin(watt, 'https://pay.watt-games.example/', prod)).toBe(false);
    expect(isBrandOrigin(watt, 'not a url', prod)).toBe(false);
  });
});
