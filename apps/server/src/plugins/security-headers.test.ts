import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenants } from '@topup/tenants/all-tenants';
import { createTestApp, hosts, type TestApp } from '../test/create-test-app.ts';

// One brand whose icon lives on a CDN: its pages may load images from there.
const withCdnIcon = loadTenants().map((tenant) =>
  tenant.id === 'dragon' ? { ...tenant, icon: 'https://cdn.dragon-saga.example/icon.svg' } : tenant,
);

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicErrorReportUrl: 'https://errors.ops.example/report' });
  proxied = await createTestApp(
    { trustProxy: true, hstsMaxAge: 600, cspFrameSrc: ['https://checkoutshopper-live.adyen.com'] },
    { tenants: withCdnIcon },
  );
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});

const get = (url: string, host: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { host, ...headers } });

/** The policy as directive -> sources. */
function policyOf(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** What every answer carries, whatever it is. */
function expectBaseline(res: LightMyRequestResponse) {
  const policy = policyOf(res);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  // Issue 28: camera, microphone, geolocation… off; payment for the shop's own pages.
  const permissions = String(res.headers['permissions-policy']);
  for (const off of ['camera=()', 'microphone=()', 'geolocation=()', 'usb=()']) {
    expect(permissions).toContain(off);
  }
  expect(permissions).toMatch(/(^|, )payment=\(self\b/);
  // Plain HTTP (or an untrusted proxy's claim): no HSTS.
  expect(res.headers['strict-transport-security']).toBeUndefined();
  return policy;
}

describe('security headers', () => {
  it('index.html: scripts and styles only from the shop, its one <style> by nonce', async () => {
    const res = await get('/', hosts.watt);
    expect(res.statusCode).toBe(200);
    const policy = expectBaseline(res);
    const nonce = /<style nonce="([0-9a-f]{32})">/.exec(res.body)?.[1];
    expect(nonce).toBeDefined();
    expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    // No script runs inline: the boot JSON is a data block.
    expect(res.body).toContain('<script id="boot" type="application/json">');
    expect(res.body.match(/<script\b[^>]*>/g)).toEqual([
      '<script id="boot" type="application/json">',
      '<script type="module" src="/assets/app-abc123.js">',
    ]);
    expect(policy.get('script-src')).toEqual([
      "'self'",
      'https://pay-bak1.watt-games.example',
      'https://pay-bak2.watt-cdn.example',
      expect.stringMatching(/^'nonce-[0-9a-f]{32}'$/),
    ]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    // The brand's backup hosts (SPEC §9 failover) and the error-report URL's origin.
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://pay-bak1.watt-games.example',
      'https://pay-bak2.watt-cdn.example',
      'https://errors.ops.example',
    ]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    // No frames but the shop's own unless CSP_FRAME_SRC names a provider's card fields.
    expect(policy.get('frame-src')).toEqual(["'self'"]);
    const framed = policyOf(await proxied.app.inject({ url: '/', headers: { host: hosts.watt } }));
    expect(framed.get('frame-src')).toEqual(["'self'", 'https://checkoutshopper-live.adyen.com']);

    // A fresh nonce for every response.
    const again = await get('/', hosts.watt);
    const second = /<style nonce="([0-9a-f]{32})">/.exec(again.body)?.[1];
    expect(second).not.toBe(nonce);
    expect(policyOf(again).get('style-src')).toEqual(["'self'", `'nonce-${second}'`]);
  });

  it('a local page may call its local backup hosts on this port, a demo page only demo ones', async () => {
    const local = policyOf(await get('/', hosts.wattLocal));
    expect(local.get('connect-src')).toEqual([
      "'self'",
      `http://api1.watt.localhost:${t.config.port}`,
      `http://api2.watt.localhost:${t.config.port}`,
      'https://errors.ops.example',
    ]);
    const demo = policyOf(await get('/', 'demo.watt.localhost:5173'));
    expect(demo.get('connect-src')).toEqual([
      "'self'",
      `http://api1.demo.watt.localhost:${t.config.port}`,
      `http://api2.demo.watt.localhost:${t.config.port}`,
      'https://errors.ops.example',
    ]);
    // No brand's backups are another brand's.
    const dragon = policyOf(await get('/', 'pay.dragon-saga.example'));
    expect(dragon.get('connect-src')).not.toContain('https://pay-bak1.watt-games.example');
  });

  it('on API answers and errors too, a policy that allows nothing and names no nonce', async () => {
    const api = await get('/api/tenant', hosts.watt);
    expect(api.statusCode).toBe(200);
    const policy = expectBaseline(api);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    const goods = await get('/api/pay/getGoodsList?client_id=11103', hosts.watt);
    expect(goods.json()).toMatchObject({ code: 1 });
    expect(String(goods.headers['content-security-policy'])).not.toContain('nonce');
    expect(policyOf(goods).get('default-src')).toEqual(["'none'"]);

    const missing = await get('/api/no-such-call', hosts.watt);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: expect.any(Number), data: null });
    expectBaseline(missing);

    const invalid = await t.app.inject({
      method: 'POST',
      url: '/util/login/auth',
      headers: { host: hosts.watt, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(invalid.statusCode).toBeGreaterThanOrEqual(400);
    expectBaseline(invalid);

    const unknownHost = await get('/', hosts.unknown);
    expect(unknownHost.statusCode).toBe(404);
    const page = expectBaseline(unknownHost);
    const nonce = /<style nonce="([0-9a-f]{32})">/.exec(unknownHost.body)?.[1];
    expect(page.get('style-src')).toContain(`'nonce-${nonce}'`);
  });

  it('on hashed assets only what a script file needs (issue 32: lean headers)', async () => {
    const asset = await get('/assets/app-abc123.js', hosts.watt);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options']) {
      expect(asset.headers[name]).toBeUndefined();
    }
    const bytes = Object.entries(asset.headers)
      .map(([name, value]) => `${name}: ${String(value)}\r\n`)
      .join('').length;
    expect(bytes).toBeLessThan(400);
  });

  it('lets a framed provider checkout (CSP_FRAME_SRC) use payment, and nothing else', async () => {
    const res = await proxied.app.inject({ url: '/', headers: { host: hosts.watt } });
    const permissions = String(res.headers['permissions-policy']);
    expect(permissions).toContain('payment=(self "https://checkoutshopper-live.adyen.com")');
    expect(permissions).toContain('camera=()');
    expect((await get('/', hosts.watt)).headers['permissions-policy']).toContain('payment=(self)');
  });

  it('on a URL the router refuses', async () => {
    const res = await get('/api/%E0%A4%A', hosts.watt);
    expect(res.statusCode).toBe(400);
    expectBaseline(res);
  });

  it('the brand chooser styles its colours by classes under its nonce, no style attributes', async () => {
    const res = await get('/', 'localhost:8080');
    expect(res.statusCode).toBe(200);
    const policy = expectBaseline(res);
    expect(res.body).not.toMatch(/\sstyle="/);
    const nonce = /<style nonce="([0-9a-f]{32})">/.exec(res.body)?.[1];
    expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(res.body).toMatch(/\.swatch-0\{background:#[0-9a-f]{6}\}/i);
  });
});

describe('the API docs', () => {
  it('allow Swagger UI its run-time <style> elements, and nothing else inline', async () => {
    const res = await get('/api/docs', 'localhost');
    expect(res.statusCode).toBe(200);
    const policy = expectBaseline(res);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    // The app's pages keep their nonce.
    expect(policyOf(await get('/', hosts.watt)).get('style-src')).not.toContain("'unsafe-inline'");
  });
});

describe('img-src', () => {
  it("adds a brand's icon origin when its icon is an absolute URL", async () => {
    const dragon = await proxied.app.inject({ url: '/', headers: { host: 'dragon.localhost' } });
    expect(policyOf(dragon).get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://cdn.dragon-saga.example',
    ]);
    const watt = await proxied.app.inject({ url: '/', headers: { host: hosts.wattLocal } });
    expect(policyOf(watt).get('img-src')).toEqual(["'self'", 'data:']);
  });
});

describe('HSTS', () => {
  const viaProxy = (proto: string) =>
    proxied.app.inject({
      url: '/api/tenant',
      headers: { host: hosts.watt, 'x-forwarded-proto': proto },
    });

  it('only when the request came over TLS, as a trusted proxy says', async () => {
    const tls = await viaProxy('https');
    expect(tls.headers['strict-transport-security']).toBe('max-age=600; includeSubDomains');
    expect((await viaProxy('http')).headers['strict-transport-security']).toBeUndefined();
  });

  it('not from a forwarded proto the server does not trust', async () => {
    const res = await get('/api/tenant', hosts.watt, { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('a revalidated file (304)', () => {
  it('carries no policy, so the browser keeps the one its kept copy came with', async () => {
    const first = await get('/robots.txt', hosts.watt);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).not.toBe('undefined');
    const again = await get('/robots.txt', hosts.watt, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    // The browser merges a 304's headers into its copy: a locked-down policy here blocked the
    // scripts of a kept oauth-return.html (the second social login).
    expect(again.headers['content-security-policy']).toBeUndefined();
  });
});
