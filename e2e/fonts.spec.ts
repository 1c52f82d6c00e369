import type { Page } from '@playwright/test';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { tenantUrl } from './support/fixtures.ts';
import { expect, test } from './support/csp.ts';
import { switchLanguage } from './support/screens.ts';

// Fonts per language (SPEC §1, issue 17): the page fetches the web font of its own language only
// (apps/web/src/shared/fonts/load-font.ts), as woff2 from /assets/ with a long cache, within the
// CSP (font-src 'self': no font inlined as a data: URL; the csp fixture fails on any violation).
// Chinese, Japanese and Korean use the system's CJK fonts and fetch none (issue 32, ADR 0048).
// AceNet Japan offers ja and en; spec_lang picks the language.

const page = (lang: string) =>
  tenantUrl('acenetJp', `/selectGoods?domain_area=ja&spec_lang=${lang}`);
const cjkFont = /noto-sans-(sc|tc|jp|kr)-/;

/** Every woff2 the page fetches, and the answers' headers. */
function watchFonts(p: Page): { urls: string[]; headers: Record<string, string>[] } {
  const seen = { urls: [] as string[], headers: [] as Record<string, string>[] };
  p.on('response', (r) => {
    if (!new URL(r.url()).pathname.endsWith('.woff2')) return;
    seen.urls.push(r.url());
    seen.headers.push(r.headers());
  });
  return seen;
}

const dist = join(import.meta.dirname, '..', 'apps', 'web', 'dist');

/** What the page fetched: files and KiB (the woff2 files are already compressed). */
function report(lang: string, urls: string[]): void {
  const bytes = urls.reduce((sum, u) => sum + statSync(join(dist, new URL(u).pathname)).size, 0);
  console.log(`${lang} fonts: ${urls.length} woff2 files, ${(bytes / 1024).toFixed(1)} KiB`);
}

const loadedFamilies = (p: Page) =>
  p.evaluate(async () => {
    await document.fonts.ready;
    return [
      ...new Set([...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family)),
    ];
  });

test('Japanese fetches no web font: the system CJK fonts, named for Japanese', async ({
  page: p,
}) => {
  const fonts = watchFonts(p);
  await p.goto(page('ja'));
  await expect(p.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(p.getByRole('region', { name: '商品を選択' })).toBeVisible();
  await p.waitForLoadState('networkidle');
  report('ja', fonts.urls);
  expect(fonts.urls).toEqual([]);
  expect(await loadedFamilies(p)).toEqual([]);
  const body = await p.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(body).toMatch(/^"Hiragino Sans", "Hiragino Kaku Gothic ProN"/);
});

test('English fetches only Inter, as immutable woff2; switching to Japanese adds none', async ({
  page: p,
}) => {
  const fonts = watchFonts(p);
  await p.goto(page('en'));
  await expect(p.locator('html')).toHaveAttribute('lang', 'en');
  await p.waitForLoadState('networkidle');
  await expect.poll(() => loadedFamilies(p)).toContain('Inter Variable');
  expect(fonts.urls.filter((u) => cjkFont.test(u))).toEqual([]);
  expect(fonts.urls.length).toBeGreaterThan(0);
  report('en', fonts.urls);
  for (const url of fonts.urls) expect(url).toMatch(/\/assets\/inter-[a-z-]+-wght-normal-/);
  for (const h of fonts.headers) {
    expect(h['content-type']).toBe('font/woff2');
    expect(h['cache-control']).toBe('public, max-age=31536000, immutable');
  }

  const before = fonts.urls.length;
  await switchLanguage(p, 'ja');
  await expect(p.locator('html')).toHaveAttribute('lang', 'ja');
  await p.waitForLoadState('networkidle');
  expect(fonts.urls.slice(before).filter((u) => cjkFont.test(u))).toEqual([]);
});
