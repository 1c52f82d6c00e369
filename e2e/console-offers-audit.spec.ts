import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { test, expect } from './support/csp.ts';
import { consoleLogin, consoleOrigin, demoStaff } from './support/console-steps.ts';
import { seriousA11yFindings } from './support/screens.ts';
import { tenantApiGet } from './support/tenant-api.ts';

// Issue 31 items 5 and 9 in Chromium, as an owner works: goods with an uploaded picture found in
// the goods list by a word and shown with their thumbnail; a price changed; a time-limited offer
// made 25% off its regular goods with its own price typed in units, the shop selling it at that
// price with the regular one struck through; the audit log saying what changed in words and
// units; the key art uploaded in the banner's shape. Every page touched is screenshotted at
// 1440×900 and 1280×800, and axe finds nothing serious (at 1280: shoot below). rhinos' Rhino Rush, goods of this run only;
// the key art is previewed, not saved, so the shop's banner other specs see stays as it is.

test.use({ viewport: { width: 1440, height: 900 }, locale: 'en-US', timezoneId: 'Asia/Seoul' });

const shots = '/work/wt/_shots/console';
const tag = randomBytes(3).toString('hex');
const regularId = `regular-e2e-${tag}`;
const dealId = `deal-e2e-${tag}`;
const sizes = [
  [1440, 900],
  [1280, 800],
] as const;

/** A picture with a diagonal split, so a crop or a stretch would show in a screenshot. */
function picture(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="#1d4ed8"/>
    <polygon points="0,${height} ${width},0 ${width},${height}" fill="#f59e0b"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#10b981"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Both sizes of the page as it is now, and no serious or critical axe finding at 1280 px (the
 * console's CSS has no media queries: the same page, only narrower; CI time, issue 30 item 6).
 */
async function shoot(page: Page, name: string): Promise<void> {
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height });
    if (width === 1280) expect(await seriousA11yFindings(page), `${name} at ${width}`).toEqual([]);
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function addGoods(page: Page, id: string, name: string, usd: string, art?: Buffer) {
  await page.getByTestId('goods-create').click();
  const form = page.getByTestId('goods-form');
  await form.getByTestId('goods-product-id').fill(id);
  await form.getByTestId('goods-names-en').fill(name);
  await form.getByTestId('goods-value').fill('100');
  await form.getByTestId('goods-price-currency-0').selectOption('USD');
  await form.getByTestId('goods-price-amount-0').fill(usd);
  if (art) {
    await form.getByTestId('goods-image-file').setInputFiles({
      name: 'gems.png',
      mimeType: 'image/png',
      buffer: art,
    });
    await expect(form.getByTestId('goods-image-preview')).toHaveAttribute('src', /^\/media\//);
  }
  await form.getByTestId('goods-save').click();
  await expect(page.getByTestId(`goods-row-${id}`)).toContainText(name);
}

test('an owner finds goods, changes a price, makes a discounted offer and reads the audit in words', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  mkdirSync(shots, { recursive: true });
  await consoleLogin(page, demoStaff.owner);
  await page.goto(`${consoleOrigin}/catalog`);
  await page.getByTestId('catalog-brand').selectOption('rhinos');
  await page.getByTestId('catalog-game').selectOption('rhino-rush');

  await addGoods(page, regularId, `Regular Gems ${tag}`, '9.99');
  await addGoods(page, dealId, `Deal Gems ${tag}`, '9.99', await picture(320, 240));

  // The goods list: found by a word of the run, both rows, the deal with its thumbnail loaded.
  await page.getByTestId('goods-search').fill(tag);
  const rows = page.getByTestId('goods-table').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  const thumb = page.getByTestId(`goods-row-${dealId}`).locator('img');
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
  await page.getByTestId('goods-sort').selectOption('name');
  await expect(rows.first()).toHaveAttribute('data-testid', `goods-row-${dealId}`);
  await shoot(page, 'goods-list-search');

  // A price change: 9.99 → 8.99 on the deal goods.
  await page.getByTestId(`goods-edit-${dealId}`).click();
  await page.getByTestId('goods-price-amount-0').fill('8.99');
  await page.getByTestId('goods-save').click();
  await expect(page.getByTestId(`goods-row-${dealId}`)).toContainText('$8.99');

  // The offer: ends in two days, 25% off the regular goods' 9.99 → 7.49.
  await page.getByRole('tab', { name: 'Offers' }).click();
  await page.getByRole('button', { name: 'New offer' }).click();
  const form = page.getByTestId('offer-form');
  await form.getByTestId('offer-product').selectOption(dealId);
  await expect(form.getByTestId('offer-price-USD')).toHaveValue('8.99');
  // Which zone the times are typed in, by name and offset.
  await expect(form).toContainText('In your time zone, Asia/Seoul (UTC+9)');
  const ends = new Date(Date.now() + 2 * 86_400_000);
  const seoul = new Date(ends.getTime() + 9 * 3_600_000).toISOString().slice(0, 16);
  await form.getByTestId('offer-ends').fill(seoul);
  await form.getByTestId('offer-regular').selectOption(regularId);
  await form.getByTestId('offer-percent').fill('25');
  await form.getByTestId('offer-percent-apply').click();
  await expect(form.getByTestId('offer-price-USD')).toHaveValue('7.49');
  await expect(form.getByTestId('offer-prices')).toContainText('Regular price $9.99: 25% off.');
  await shoot(page, 'offer-form-discount');
  await form.getByTestId('offer-save').click();
  const row = page.getByTestId(`offer-row-${dealId}`);
  await expect(row).toContainText('Deal Gems');
  await expect(page.getByTestId(`offer-price-${dealId}`)).toHaveText('$7.49 regular price $9.99');
  await shoot(page, 'offers-table');

  // The shop sells it at 7.49 with the regular 9.99 beside it.
  const shop = await tenantApiGet<{
    goods: { product_id: string; price_minor: number; offer?: { regular_price_minor?: number } }[];
  }>(request, 'rhinos', '/api/pay/getGoodsList', { client_id: '22303', domain_area: 'universal' });
  expect(shop.data?.goods.find((g) => g.product_id === dealId)).toMatchObject({
    price_minor: 749,
    offer: { regular_price_minor: 999 },
  });

  // The audit log: what changed in words and units, never JSON.
  await page.goto(`${consoleOrigin}/audit`);
  await page.getByTestId('audit-action').selectOption('offer.create');
  const offerEntry = page
    .getByTestId('audit-row')
    .filter({ hasText: dealId })
    .filter({ has: page.locator('[data-action="offer.create"]') });
  await expect(offerEntry).toContainText('Prices: $7.49');
  await expect(offerEntry).toContainText(`Regular goods: ${regularId}`);
  await page.getByTestId('audit-action').selectOption('goods.update');
  const goodsEntry = page
    .getByTestId('audit-row')
    .filter({ hasText: dealId })
    .filter({ has: page.locator('[data-action="goods.update"]') });
  await expect(goodsEntry).toContainText('$9.99');
  await expect(goodsEntry).toContainText('$8.99');
  await expect(page.getByTestId('audit-table')).not.toContainText('{"');
  await shoot(page, 'audit-readable');

  // The key art: uploaded, made into the 4:1 banner, previewed (not saved: see above).
  // The brand chosen at the top of the page stays chosen.
  await page.goto(`${consoleOrigin}/catalog`);
  await page.getByTestId('catalog-game').selectOption('rhino-rush');
  await page.getByRole('tab', { name: 'Promotions' }).click();
  await page.getByTestId('key-art-picture-file').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: await picture(1600, 500),
  });
  const art = page.getByTestId('key-art-picture-preview');
  await expect(art).toHaveAttribute('src', /^\/media\/[0-9a-f]{32}-1200\.webp$/);
  await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await page.getByTestId('key-art').scrollIntoViewIfNeeded();
  await shoot(page, 'key-art-upload');
});
