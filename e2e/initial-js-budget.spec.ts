import { brotliCompressSync, constants } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './support/fixtures.ts';

// Size budget (bytes, not time): the JavaScript the first page of a brand loads, brotli-compressed
// the way our server would send it: 150 KiB (issue 17). It was raised to 151 KiB for a while
// (third-party login, the Adyen return and the payer-detail texts took it to 150.7 KiB); back
// under 150 (149.6 KiB on 2026-11-27) with no modulepreload polyfill and, out of the first page,
// the trade-law notice, the private-mode tip, the language list, the pay popups' host, the gift
// card entry, the limit display and the login and limit schemas. Offers, daily rewards and icons
// took it to 150.1; the logout and missing-character dialogs (and with them the modal frame) now
// load when shown: 148.2 KiB. Scroll restoration and the goods route's prefetching loader: 149.2.
const BUDGET = 150 * 1024;
const dist = join(import.meta.dirname, '..', 'apps', 'web', 'dist');

test('the first page loads at most 150 KiB of brotli JS', async ({ openTenant }) => {
  const scripts = new Set<string>();
  const page = await openTenant('watt', '/?domain_area=universal');
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) scripts.add(new URL(r.url()).pathname);
  });
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.getByRole('banner')).toBeVisible();
  expect(scripts.size).toBeGreaterThan(0);
  let total = 0;
  for (const path of scripts) {
    const raw = readFileSync(join(dist, path));
    total += brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
  }
  console.log(`initial JS: ${scripts.size} files, ${(total / 1024).toFixed(1)} KiB brotli`);
  expect(total).toBeLessThanOrEqual(BUDGET);
});

// A page in another language fetches its own dictionary, not English's beside it: every shipped
// dictionary is complete (apps/web/src/locales/locales.test.ts; ADR 0060), 4 KiB brotli less.
test('a Japanese first page fetches the Japanese dictionary and not the English one', async ({
  openTenant,
}) => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const dictionary = (lang: string) => `/${manifest[`src/locales/${lang}.json`]!.file}`;
  const scripts: string[] = [];
  const page = await openTenant('acenetJp', '/selectGoods?domain_area=ja&spec_lang=ja');
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname);
  });
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.getByRole('region', { name: '商品を選択' })).toBeVisible();
  expect(scripts).toContain(dictionary('ja'));
  expect(scripts).not.toContain(dictionary('en'));
});
