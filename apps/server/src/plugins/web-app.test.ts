import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenants } from '@topup/tenants/all-tenants';
import { brandLookCss } from '@topup/tenants/brand-themes';
import { assetBody, createTestApp, hosts, type TestApp } from '../test/create-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, host: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { host, ...headers } });

function bootOf(html: string) {
  const match = html.match(/<script id="boot" type="application\/json">(.*?)<\/script>/);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!);
}

describe('index.html per tenant', () => {
  it('injects title, icon, colour and boot JSON of the tenant', async () => {
    const watt = await get('/', hosts.watt);
    expect(watt.statusCode).toBe(200);
    expect(watt.headers['cache-control']).toBe('no-cache');
    expect(watt.body).toContain('<title>Watt Games Top-up Center</title>');
    expect(watt.body).toContain('<meta name="theme-color" content="#f5a623">');
    // The one inline style carries this response's nonce (security-headers.test.ts).
    expect(watt.body).toMatch(
      /<style nonce="[0-9a-f]{32}">html:root\{--brand-color:#f5a623;[^<]*\}<\/style>/,
    );
    // Its look too (issue 29 item 9): type, corners, header and backdrop before any script runs.
    expect(watt.body).toContain(`${brandLookCss('watt', '#f5a623')}</style>`);
    expect(watt.body).toContain('--header-bg:#');
    expect(watt.body).toContain('<link rel="icon" href="/brands/watt.svg">');
    expect(watt.body).not.toContain('<!--app-head-->');
    expect(bootOf(watt.body)).toMatchObject({
      tenant: { id: 'watt' },
      demo: false,
      errorReportUrl: null,
    });

    const dragon = await get('/some/deep/route?x=1', hosts.dragonLocal);
    expect(dragon.statusCode).toBe(200);
    expect(dragon.body).not.toContain('Watt');
    expect(bootOf(dragon.body).tenant.id).toBe('dragon');

    expect(bootOf((await get('/', hosts.wattDemo)).body).demo).toBe(true);
  });

  // Issue 29 item 5: every brand painted in the default blue until the script ran. The head now
  // carries all the brand's colour variables, on the plain shell and on the goods page alike.
  it("carries each brand's whole colour theme in the head, before any script", async () => {
    const themeOf = (html: string) => {
      const head = html.slice(0, html.indexOf('</head>'));
      // The colours' rule, then the brand's look (issue 29 item 9), in the one style element.
      const match =
        /<style nonce="[0-9a-f]{32}">html:root\{([^}]*)\}html:root\{[^}]*\}<\/style>/.exec(head);
      expect(match, 'the head has the brand theme rule').not.toBeNull();
      const vars = Object.fromEntries(match![1]!.split(';').map((d) => d.split(':')));
      return { ...vars, meta: /<meta name="theme-color" content="([^"]+)">/.exec(head)?.[1] };
    };
    const watt = {
      '--brand-color': '#f5a623',
      '--brand-contrast': '#000000',
      '--brand-ink': '#936415',
      '--brand-soft': 'rgba(245, 166, 35, 0.12)',
      meta: '#f5a623',
    };
    const dragon = {
      '--brand-color': '#c0392b',
      '--brand-contrast': '#ffffff',
      '--brand-ink': '#c0392b',
      '--brand-soft': 'rgba(192, 57, 43, 0.12)',
      meta: '#c0392b',
    };
    for (const url of ['/', '/my?client_id=1', '/selectGoods?client_id=1']) {
      expect(themeOf((await get(url, hosts.watt)).body)).toEqual(watt);
      expect(themeOf((await get(url, hosts.dragonLocal)).body)).toEqual(dragon);
    }
  });

  it("names the goods page's chunks and likely messages in its head, and no other page's", async () => {
    // watt offers Arabic (asked for in capitals by a game link), not Japanese.
    const goods = await get('/selectGoods?client_id=1&spec_lang=AR', hosts.watt);
    expect(goods.body).toContain(
      '<link rel="modulepreload" href="/assets/select-goods-page-g1.js">',
    );
    expect(goods.body).toContain(
      '<link rel="preload" as="style" href="/assets/select-goods-page-g1.css">',
    );
    expect(goods.body).toContain('<link rel="modulepreload" href="/assets/en-e1.js">');
    expect(goods.body).toContain('<link rel="modulepreload" href="/assets/ar-a1.js">');
    expect((await get('/selectGoods?spec_lang=ja', hosts.watt)).body).not.toContain('ja-j1.js');
    expect((await get('/selectGame', hosts.watt)).body).not.toContain('modulepreload');
    // The manifest is the server's, not a public file.
    expect((await get('/.vite/manifest.json', hosts.watt)).body).not.toContain('select-goods-page');
  });

  it('never serves the raw template', async () => {
    const res = await get('/index.html', hosts.watt);
    expect(res.body).not.toContain('<!--app-head-->');
    expect(res.body).toContain('<title>Watt Games Top-up Center</title>');
  });

  it('serves hashed assets as immutable, compressed with brotli or gzip', async () => {
    const br = await get('/assets/app-abc123.js', hosts.watt, { 'accept-encoding': 'br, gzip' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(assetBody);

    const gz = await get('/assets/app-abc123.js', hosts.watt, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(assetBody);

    const robots = await get('/robots.txt', hosts.watt);
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it('compresses the rendered page', async () => {
    const res = await get('/', hosts.watt, { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>Watt Games');
  });

  it('answers a missing asset under /assets/ with the app, not a stale 200 file', async () => {
    const res = await get('/assets/gone-123.js', hosts.watt);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('boot JSON escaping', () => {
  it('keeps hostile tenant text inert', async () => {
    const [watt] = loadTenants();
    const evil = { ...watt!, title: 'Evil</script><script>alert(1)</script>\u2028&"x"' };
    const app = await createTestApp({}, { tenants: [evil] });
    try {
      const res = await app.app.inject({ url: '/', headers: { host: hosts.watt } });
      expect(res.body).not.toContain('<script>alert(1)');
      expect(res.body).toContain('<title>Evil&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(res.body).toContain('Evil\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
      const script = res.body.slice(res.body.indexOf('<script id="boot"'));
      expect(script).toContain('\\u2028');
      expect(script).not.toContain('\u2028');
      expect(bootOf(res.body).tenant.title).toBe(evil.title);
    } finally {
      await app.close();
    }
  });
});

describe('without a build', () => {
  it('answers pages with 503 "App not built" and keeps the API working', async () => {
    const app = await createTestApp({ webDistDir: '/nonexistent/topup-web-dist' });
    try {
      const page = await app.app.inject({ url: '/', headers: { host: hosts.watt } });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('App not built: run npm run build');
      const api = await app.app.inject({ url: '/api/tenant', headers: { host: hosts.watt } });
      expect(api.json().data.tenant.id).toBe('watt');
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/tenant', () => {
  it('answers the boot object in the envelope', async () => {
    const res = await get('/api/tenant', hosts.wattDemo);
    expect(res.json()).toMatchObject({
      code: 1,
      data: { tenant: { id: 'watt', brandColor: '#f5a623' }, demo: true, errorReportUrl: null },
    });
  });
});
