import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../../scripts/precompress.mjs';
import { createTestApp, hosts, type TestApp } from '../test/create-test-app.ts';

// The publisher console is served on CONSOLE_HOSTS only (issue 16): there it replaces the
// unknown-host page, and neither side ever serves the other's app.
const consoleIndex =
  '<!doctype html><html><head><title>Topup console</title></head><body><div id="root"></div>' +
  '<script type="module" src="/assets/index-c0ns0le.js"></script></body></html>';
const consoleAsset = 'console.log("console");\n';
// Above the 1 KiB below which scripts/precompress.mjs writes no copy.
const bigAsset = `console.log(${JSON.stringify('staff '.repeat(600))});\n`;

const goodsPicture = '<svg xmlns="http://www.w3.org/2000/svg"/>';
const webTemplate = '<!doctype html><html><!--app-head--></html>';

let dist: string;
let webDist: string;
let t: TestApp;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'topup-console-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), consoleIndex);
  await writeFile(path.join(dist, 'assets', 'index-c0ns0le.js'), consoleAsset);
  await writeFile(path.join(dist, 'assets', 'orders-b1g.js'), bigAsset);
  await precompressDir(dist);
  webDist = await mkdtemp(path.join(tmpdir(), 'topup-web-'));
  await mkdir(path.join(webDist, 'goods'));
  await writeFile(path.join(webDist, 'goods', 'gems-60.svg'), goodsPicture);
  await writeFile(path.join(webDist, 'index.html'), webTemplate);
  t = await createTestApp({
    consoleDistDir: dist,
    webDistDir: webDist,
    consoleHosts: ['console.localhost'],
  });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string, host: string) => t.app.inject({ url, headers: { host } });

describe('console app on the console host', () => {
  it('serves the console page for any page path, revalidated, with the security headers', async () => {
    for (const url of ['/', '/staff', '/orders/B123?x=1', '/index.html']) {
      const res = await get(url, 'console.localhost:8080');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(consoleIndex);
    }
    const res = await get('/', 'console.localhost');
    expect(res.body).toBe(consoleIndex);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('serves hashed assets as immutable and a missing one as a plain 404', async () => {
    const asset = await get('/assets/index-c0ns0le.js', 'console.localhost');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('text/javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe(consoleAsset);

    const gone = await get('/assets/old-chunk.js', 'console.localhost');
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).not.toContain('text/html');
  });

  it('sends the build-time brotli or gzip copy of an asset as it is (issue 32)', async () => {
    const br = await t.app.inject({
      url: '/assets/orders-b1g.js',
      headers: { host: 'console.localhost', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toContain('text/javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const onDisk = await readFile(path.join(dist, 'assets', 'orders-b1g.js.br'));
    expect(Buffer.compare(br.rawPayload, onDisk)).toBe(0);
    expect(Number(br.headers['content-length'])).toBe(onDisk.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigAsset);
    // The size the staff's browser downloads: a fraction of the file.
    expect(onDisk.length).toBeLessThan(Buffer.byteLength(bigAsset) / 10);

    const gz = await t.app.inject({
      url: '/assets/orders-b1g.js',
      headers: { host: 'console.localhost', 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bigAsset);

    const plain = await get('/assets/orders-b1g.js', 'console.localhost');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigAsset);
  });

  it("shows the storefront's own goods pictures (the catalog's /goods/… paths), nothing else of it", async () => {
    const picture = await get('/goods/gems-60.svg', 'console.localhost');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml');
    expect(picture.body).toBe(goodsPicture);
    for (const url of ['/goods/../index.html', '/goods/%2e%2e/index.html', '/index.html']) {
      const res = await get(url, 'console.localhost');
      expect(res.body, url).not.toBe(webTemplate);
    }
  });

  it('never leaves the dist directory', async () => {
    for (const url of ['/..%2f..%2f..%2fetc%2fpasswd', '/assets/..%2f..%2fpackage.json']) {
      const res = await get(url, 'console.localhost');
      expect(res.body).not.toContain('root:');
      expect(res.body).not.toContain('"name"');
    }
  });

  it('never serves the storefront or the players API there', async () => {
    const page = await get('/', 'console.localhost');
    expect(page.body).not.toContain('<script id="boot"');
    const webAsset = await get('/assets/app-abc123.js', 'console.localhost');
    expect(webAsset.statusCode).toBe(404);

    const boot = await get('/api/boot', 'console.localhost');
    expect(boot.statusCode).toBe(404);
    expect(boot.json()).toMatchObject({ code: -3013 });
  });

  it('keeps the console API and the probes', async () => {
    const me = await get('/api/console/me', 'console.localhost');
    expect(me.json()).toMatchObject({ code: -600 });
    expect((await get('/healthz', 'console.localhost')).statusCode).toBe(200);
  });
});

describe('brand hosts', () => {
  it('never serve the console', async () => {
    const page = await get('/', hosts.watt);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Topup console');
    expect(page.body).toContain('<script id="boot"');

    const asset = await get('/assets/index-c0ns0le.js', hosts.wattLocal);
    expect(asset.body).not.toContain(consoleAsset.trim());

    const api = await get('/api/console/me', hosts.watt);
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: -404 });
  });

  it('an unknown host still gets the unknown-host page', async () => {
    const res = await get('/', hosts.unknown);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Topup console');
  });
});

describe('configuration', () => {
  it('refuses a console host that is also a brand host', async () => {
    await expect(createTestApp({ consoleHosts: ['watt.localhost'] })).rejects.toThrow(
      /CONSOLE_HOSTS: watt\.localhost is a host of brand watt/,
    );
  });

  it('without console hosts, console.localhost is an unknown host', async () => {
    const plain = await createTestApp({ consoleHosts: [] });
    try {
      const res = await plain.app.inject({ url: '/', headers: { host: 'console.localhost' } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Topup console');
    } finally {
      await plain.close();
    }
  });

  it('answers 503 with a clear page when the console is not built', async () => {
    const empty = await createTestApp({
      consoleDistDir: path.join(dist, 'missing'),
      consoleHosts: ['console.localhost'],
    });
    try {
      const res = await empty.app.inject({ url: '/', headers: { host: 'console.localhost' } });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('Console not built');
    } finally {
      await empty.close();
    }
  });
});
