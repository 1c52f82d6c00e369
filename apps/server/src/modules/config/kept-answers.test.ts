import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { rhinoRushWeb, rhinosHost } from '../console/catalog/test-kit.ts';

// Issue 32: the recharge page config and an anonymous goods list are served like static files:
// an ETag a browser revalidates with (304, no body), compressed copies made once.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const recharge = `/api/config/recharge?client_id=${rhinoRushWeb}&domain_area=universal`;
const goods = `/api/pay/getGoodsList?client_id=${rhinoRushWeb}&domain_area=universal&spec_lang=en`;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { host: rhinosHost, ...headers } });

describe.each([
  ['the recharge page config', recharge],
  ['the goods list of a visitor', goods],
])('%s', (_name, url) => {
  it('carries an ETag and asks to be revalidated', async () => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(1);
    expect(res.headers.etag).toMatch(/^W\/".+"$/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 without a body to a client holding the same bytes', async () => {
    const first = await get(url);
    const etag = String(first.headers.etag);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-security-policy']).toBeUndefined();
    const stale = await get(url, { 'if-none-match': 'W/"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });
});

describe('compressed copies', () => {
  it('sends the goods list brotli- or gzip-compressed as the client takes it, same JSON', async () => {
    const plain = await get(goods);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);

    const br = await get(goods, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(br.headers.etag).toBe(plain.headers.etag);

    const gz = await get(goods, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('leaves the small recharge config as it is', async () => {
    const res = await get(recharge, { 'accept-encoding': 'br' });
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().code).toBe(1);
  });
});
