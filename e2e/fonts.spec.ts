import type { Page } from '@playwright/test';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { tenantUrl } from './support/fixtures.ts';
import { expect, test } from './support/csp.ts';
import { switchLanguage } from './support/screens.ts';

// Web fonts per language (SPEC §1, issue 17): the page fetches the font of its own language only
// (apps/web/src/shared/fonts/load-font.ts), as woff2 from /assets/ with a long cache, within the
// CSP (font-src 'self': no font inlined as a data: URL; the csp fixture fails on any violation).
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

test('Japanese loads the Japanese web font, and only it', async ({ page: p }) => {
  const fonts = watchFonts(p);
  await p.goto(page('ja'));
  await expect(p.locator('html')).toHaveAttribute('lang', 'ja');
  await expect.poll(() => loadedFamilies(p)).toContain('Noto Sans JP Variable');
  expect(await loadedFamilies(p)).toEqual(['Noto Sans JP Variable']);
  const body = await p.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(body).toMatch(/^"Noto Sans JP Variable", "Hiragino Sans"/);

  // Only slices of the Japanese font, served as fonts with a year's cache.
  expect(fonts.urls.length).toBeGreaterThan(0);
  await p.waitForLoadState('networkidle');
  report('ja', fonts.urls);
  for (const url of fonts.urls)
    expect(url).toMatch(/\/assets\/noto-sans-jp-[a-z0-9-]+-wght-normal-/);
  for (const h of fonts.headers) {
    expect(h['content-type']).toBe('font/woff2');
    expect(h['cache-control']).toBe('public, max-age=31536000, immutable');
  }
});

test('English fetches no CJK font; switching to Japanese then does', async ({ page: p }) => {
  const fonts = watchFonts(p);
  await p.goto(page('en'));
  await expect(p.locator('html')).toHaveAttribute('lang', 'en');
  await p.waitForLoadState('networkidle');
  await expect.poll(() => loadedFamilies(p)).toContain('Inter Variable');
  expect(fonts.urls.filter((u) => cjkFont.test(u))).toEqual([]);
  expect(fonts.urls.length).toBeGreaterThan(0);
  report('en', fonts.urls);
  for (const url of fonts.urls) expect(url).toMatch(/\/assets\/inter-[a-z-]+-wght-normal-/);

  await switchLanguage(p, 'ja');
  await expect.poll(() => loadedFamilies(p)).toContain('Noto Sans JP Variable');
  expect(fonts.urls.filter((u) => cjkFont.test(u)).length).toBeGreaterThan(0);
  expect(fonts.urls.every((u) => !/noto-sans-(sc|tc|kr|thai)-/.test(u))).toBe(true);
});
