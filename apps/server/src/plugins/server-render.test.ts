import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandLookCss } from '@topup/tenants/brand-themes';
import { pageConfigs } from '../db/tables/config.ts';
import { createTestApp, hosts, type TestApp } from '../test/create-test-app.ts';

// The goods page's first screen rendered on the server by the web app's own components (ADR 0031),
// against the real build: `npm test` builds first. Without a build (a bare `vitest run` on a
// developer's machine) the suite says so and skips; on CI a missing build fails it.
const webDist = path.resolve(import.meta.dirname, '../../../web/dist');
const built = existsSync(path.join(webDist, '..', 'dist-server', 'entry-server.js'));
if (!built && process.env.CI) throw new Error('server-render.test.ts needs `npm run build` first');

let t: TestApp;
beforeAll(async () => {
  if (built) t = await createTestApp({ webDistDir: webDist, firstScreenBudgetMs: 60_000 });
});
afterAll(() => t?.close());

const page = (url: string, host: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { host, ...headers } });

function rootOf(html: string): string {
  const match = /<div id="root" data-ssr>(.*?)<\/div><script id="ssr-state"/s.exec(html);
  expect(match, 'the page carries a rendered first screen').not.toBeNull();
  return match![1]!;
}

function stateOf(html: string): { lang: string; queries: { queries: { queryKey: unknown[] }[] } } {
  const match = /<script id="ssr-state" type="application\/json">(.*?)<\/script>/s.exec(html);
  return JSON.parse(match![1]!);
}

describe.skipIf(!built)('the goods page rendered on the server', () => {
  it("shows the brand's game, regions and goods with prices, in the player's language", async () => {
    const res = await page('/selectGoods?client_id=11103&domain_area=universal', hosts.watt, {
      'accept-language': 'en-GB,en;q=0.8',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en" dir="ltr">');
    const root = rootOf(res.body);
    expect(root).toContain('Voltage Arena');
    expect(root).toContain('60 Diamonds');
    expect(root).toContain('$0.99');
    expect(root).toContain('Log in to see your characters');
    // Its styles apply before it paints; its images are asked for from the head.
    expect(res.body).toMatch(
      /<link rel="stylesheet" href="\/assets\/select-goods-page-[\w-]+\.css">/,
    );
    expect(res.body).toMatch(
      /<link rel="preload" as="image" href="\/games\/voltage-arena\.svg"\/>.*<\/head>/s,
    );
    // The language's font: its rules with the page's styles, its Latin file asked for at once.
    const fontCss = [
      ...res.body.matchAll(/<link rel="stylesheet" href="(\/assets\/[\w-]+\.css)">/g),
    ]
      .map((m) => readFileSync(path.join(webDist, m[1]!), 'utf8'))
      .filter((css) => css.includes('font-family:Inter Variable'));
    expect(fontCss).toHaveLength(1);
    expect(res.body).toMatch(
      /<link rel="preload" as="font" type="font\/woff2" href="\/assets\/inter-latin-wght-normal-[\w-]+\.woff2" crossorigin>.*<\/head>/s,
    );
    // Its scripts only hydrate it: fetched after what the first paint needs, every one of them.
    const scripts = res.body.match(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g);
    expect(scripts?.length).toBeGreaterThan(1);
    for (const tag of scripts!) expect(tag).toContain('fetchpriority="low"');
    const state = stateOf(res.body);
    expect(state.lang).toBe('en');
    const keys = state.queries.queries.map((q) => q.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['page-config', 'game-list', 'goods-list']));
  });

  it('speaks an offered language the browser prefers, right to left for Arabic', async () => {
    const res = await page('/selectGoods?client_id=11103&domain_area=universal', hosts.watt, {
      'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5',
    });
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(rootOf(res.body)).toContain('اختر المنتج');
    expect(stateOf(res.body).lang).toBe('ar');
  });

  it("never mixes one brand's page into another's", async () => {
    await page('/selectGoods?client_id=11103&domain_area=universal', hosts.watt);
    const dragon = await page('/selectGoods?client_id=12103', hosts.dragonLocal);
    const root = rootOf(dragon.body);
    expect(root).not.toMatch(/Watt|Voltage Arena/);
    expect(stateOf(dragon.body).queries.queries.length).toBeGreaterThan(0);
  });

  it('leaves pages it would redirect, and other pages, to the browser', async () => {
    // An area the brand does not have: the browser's loader sends the player to /notArea.
    const elsewhere = await page('/selectGoods?client_id=11103&domain_area=nowhere', hosts.watt);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.body).toContain('<div id="root"></div>');
    expect(elsewhere.body).not.toContain('ssr-state');
    // Unrendered, its scripts are what paints it: they keep their priority.
    expect(elsewhere.body).toContain('<script type="module" crossorigin');
    expect(elsewhere.body).not.toContain('fetchpriority');
    const games = await page('/selectGame', hosts.watt);
    expect(games.body).toContain('<div id="root"></div>');
  });

  // Issue 29 item 5: the first paint is in the colour the page shows once the app runs: the brand's,
  // or the game's own from its page config (SPEC §3), carried by the head in place of the brand's.
  it("paints in the game's page-config colour from the first byte, the brand's elsewhere", async () => {
    const themeOf = (html: string) => ({
      rule: /<style nonce="[0-9a-f]{32}">(html:root\{[^}]*\})/.exec(html)?.[1],
      // The brand's look (issue 29 item 9) follows the colours: its header is drawn from them.
      look: /<style nonce="[0-9a-f]{32}">html:root\{[^}]*\}(html:root\{[^}]*\})<\/style>/.exec(
        html,
      )?.[1],
      meta: /<meta name="theme-color" content="([^"]+)">/.exec(html)?.[1],
    });
    // A game no other test here opens: its page config and first screen are not cached yet.
    const dragonGoods = '/selectGoods?client_id=12203';
    // An operator's colour for this one game (the console's page config), over the brand's.
    await t.app.db
      .insert(pageConfigs)
      .values({ tenantId: 'dragon', clientId: '12203', brandColor: '#0b6e4f' })
      .onConflictDoUpdate({
        target: [pageConfigs.tenantId, pageConfigs.clientId],
        set: { brandColor: '#0b6e4f' },
      });
    const goods = await page(dragonGoods, hosts.dragonLocal);
    rootOf(goods.body);
    expect(themeOf(goods.body)).toEqual({
      rule: 'html:root{--brand-color:#0b6e4f;--brand-contrast:#ffffff;--brand-ink:#0b6e4f;--brand-soft:rgba(11, 110, 79, 0.12)}',
      meta: '#0b6e4f',
      look: brandLookCss('dragon', '#0b6e4f'),
    });
    expect(goods.body).not.toContain('#c0392b;');
    expect(goods.body).not.toContain('#c0392b,');
    // The shell of another page knows no game's config: the brand's own colours.
    expect(themeOf((await page('/my?client_id=12203', hosts.dragonLocal)).body).meta).toBe(
      '#c0392b',
    );
    const watt = await page('/selectGoods?client_id=11103&domain_area=universal', hosts.watt);
    rootOf(watt.body);
    expect(themeOf(watt.body).meta).toBe('#f5a623');
    expect(themeOf(watt.body).rule).toMatch(/^html:root\{--brand-color:#f5a623;/);
  });
});
