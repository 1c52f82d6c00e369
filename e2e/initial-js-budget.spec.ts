import { brotliCompressSync, constants } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './support/fixtures.ts';

// Size budget (bytes, not time): the JavaScript the first page of a brand loads, brotli-compressed
// the way our server would send it. 150 KiB until 2026-11-26; raised to 151 KiB when third-party
// login, the Adyen return and the payer-detail texts (every language file is first-page JS) took
// it to 150.4 KiB after what could be made lazy was (the login finisher, the social-login code,
// the payer fields and their checks). Getting back under 150 is owed (issue 17).
const BUDGET = 151 * 1024;
const dist = join(import.meta.dirname, '..', 'apps', 'web', 'dist');

test('the first page loads at most 151 KiB of brotli JS', async ({ openTenant }) => {
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
