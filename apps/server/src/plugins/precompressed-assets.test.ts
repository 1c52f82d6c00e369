import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../../scripts/precompress.mjs';
import {
  assetBody,
  createTestApp,
  createWebDist,
  hosts,
  type TestApp,
} from '../test/create-test-app.ts';

// Issue 32: assets are compressed once at build time (scripts/precompress.mjs, brotli 11 and
// gzip 9) and sent as those files; per-request compression is for dynamic answers only.
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await createWebDist();
  await precompressDir(dist);
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { host: hosts.watt, ...headers } });
const asset = '/assets/app-abc123.js';

describe('precompressed assets', () => {
  it('sends the build-time brotli file as it is, immutable, with lean headers', async () => {
    const res = await get(asset, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toContain('accept-encoding');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The very bytes of the file: nothing recompressed them on the way.
    const onDisk = await readFile(path.join(dist, 'assets', 'app-abc123.js.br'));
    expect(Buffer.compare(res.rawPayload, onDisk)).toBe(0);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(assetBody);
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the gzip file to a browser without brotli, and the plain file to one without either', async () => {
    const gz = await get(asset, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const onDisk = await readFile(path.join(dist, 'assets', 'app-abc123.js.gz'));
    expect(Buffer.compare(gz.rawPayload, onDisk)).toBe(0);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(assetBody);

    const plain = await get(asset);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(assetBody);
  });

  it('still compresses dynamic answers per request', async () => {
    const res = await get('/api/pay/getGoodsList?client_id=11103', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString());
    expect(body).toMatchObject({ code: 1, data: { currency: 'USD' } });
  });
});
