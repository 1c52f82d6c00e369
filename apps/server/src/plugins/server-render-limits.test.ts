import { existsSync } from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, hosts, type TestApp } from '../test/create-test-app.ts';

// Issue 28 item 12: 200 anonymous goods-page loads with random query strings stalled the API for
// 6-18 s: each was a new cache entry and a new render in an unbounded queue, and renders past
// FIRST_SCREEN_BUDGET_MS ran on. Against the real build (`npm run build`), as server-render.test.ts.
const webDist = path.resolve(import.meta.dirname, '../../../web/dist');
const built = existsSync(path.join(webDist, '..', 'dist-server', 'entry-server.js'));
if (!built && process.env.CI) throw new Error('server-render-limits.test.ts needs `npm run build`');

const budgetMs = 3_000;
let t: TestApp;
beforeAll(async () => {
  if (!built) return;
  t = await createTestApp({
    webDistDir: webDist,
    firstScreenBudgetMs: budgetMs,
    firstScreenQueue: 1,
  });
  // The first render loads the page's chunks: not part of what these tests look at.
  const warm = await page('/selectGoods?client_id=11103&domain_area=universal', hosts.watt);
  expect(warm.body).toContain('data-ssr');
});
afterAll(() => t?.close());
afterEach(() => vi.restoreAllMocks());

const page = (url: string, host: string) =>
  t.app.inject({ url, headers: { host, 'accept-language': 'en' } });
const rendered = (html: string) => html.includes('<div id="root" data-ssr>');

/**
 * The render's own API calls (it answers them through app.inject): counted, and those for `host`
 * held until `release` (a render that never ends, as a stuck dependency would make it).
 */
function watchRenderCalls(hold?: string) {
  const inject = t.app.inject.bind(t.app);
  const calls: string[] = [];
  let release: () => void = () => {};
  const released = new Promise<void>((r) => (release = r));
  vi.spyOn(t.app, 'inject').mockImplementation(((opts: InjectOptions) => {
    const url = String(opts.url ?? '');
    if (!url.startsWith('/api/')) return inject(opts);
    calls.push(url);
    if (hold && opts.headers?.host === hold) return released.then(() => inject(opts));
    return inject(opts);
  }) as typeof t.app.inject);
  return { calls, release };
}

describe.skipIf(!built)('the goods page rendered on the server, under load', () => {
  it('URLs that differ only in parameters the page does not read share one cache entry', async () => {
    const watch = watchRenderCalls();
    const first = await page(
      '/selectGoods?client_id=11103&domain_area=mea&utm=a1&x=93',
      hosts.watt,
    );
    expect(rendered(first.body)).toBe(true);
    const rendersBefore = watch.calls.length;
    expect(rendersBefore).toBeGreaterThan(0);
    for (const query of ['utm=b2', 'utm_campaign=spring&fbclid=zz', 'q=%F0%9F%98%80&oauth_x=1']) {
      const again = await page(`/selectGoods?${query}&client_id=11103&domain_area=mea`, hosts.watt);
      expect(rendered(again.body)).toBe(true);
    }
    // No render ran for them: the first one's entry answered.
    expect(watch.calls.length).toBe(rendersBefore);
  });

  it('abandons a render past its budget: the next page renders, not waits behind it', async () => {
    const watch = watchRenderCalls(hosts.dragonLocal);
    const stuck = await page('/selectGoods?client_id=12103&n=1', hosts.dragonLocal);
    // The stuck page went out for the browser to render after its budget.
    expect(rendered(stuck.body)).toBe(false);
    expect(stuck.body).toContain('<div id="root"></div>');
    // Another page (not in the cache: its area is another) renders in its turn.
    const next = await page('/selectGoods?client_id=11103&domain_area=useuro&n=2', hosts.watt);
    expect(rendered(next.body)).toBe(true);
    watch.release();
  });

  it('answers the client-rendered shell at once while the queue is full', async () => {
    const watch = watchRenderCalls(hosts.dragonLocal);
    // FIRST_SCREEN_QUEUE=1: this render (held) fills the queue.
    const holding = page('/selectGoods?client_id=12103&n=3', hosts.dragonLocal);
    await vi.waitFor(() => expect(watch.calls.length).toBeGreaterThan(0), { timeout: 10_000 });
    const busy = await Promise.race([
      page('/selectGoods?client_id=11103&domain_area=universal&layout=old', hosts.watt),
      holding.then(() => 'the busy page waited for the queue' as const),
    ]);
    expect(busy).not.toBeTypeOf('string');
    const shell = busy as Awaited<typeof holding>;
    expect(shell.statusCode).toBe(200);
    expect(rendered(shell.body)).toBe(false);
    expect(shell.body).toContain('<div id="root"></div>');
    watch.release();
    await holding;
  });
});
