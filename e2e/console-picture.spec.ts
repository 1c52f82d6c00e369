import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { test, expect } from './support/csp.ts';
import { tenantUrl } from './support/fixtures.ts';
import { consoleLogin, consoleOrigin, demoStaff } from './support/console-steps.ts';
import { demo, login } from './support/player.ts';

// Issue 31 item 7 in Chromium: an operator adds goods with a picture uploaded from disk (not a
// URL typed in a text box); the console previews it and the shop's goods page shows it, loaded,
// with no Content-Security-Policy violation on either host (support/csp.ts watches both: one
// browser context). rhinos' Rhino Rush, goods of this run only.

test.use({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });

const shots = '/work/wt/_shots/console';
const tag = randomBytes(3).toString('hex');
const productId = `picture-e2e-${tag}`;
const goodsName = `Picture Gems ${tag}`;

/** A 320×240 PNG with a diagonal split, so a crop or a stretch would show in a screenshot. */
function gemPicture(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240">
    <rect width="320" height="240" fill="#1d4ed8"/><polygon points="0,240 320,0 320,240" fill="#f59e0b"/>
    <circle cx="160" cy="120" r="70" fill="#10b981"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test('an operator adds goods with an uploaded picture; the shop shows it', async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync(shots, { recursive: true });
  await consoleLogin(page, demoStaff.operator);
  await page.goto(`${consoleOrigin}/catalog`);
  await page.getByTestId('catalog-brand').selectOption('rhinos');
  await page.getByTestId('catalog-game').selectOption('rhino-rush');

  await page.getByTestId('goods-create').click();
  const form = page.getByTestId('goods-form');
  await form.getByTestId('goods-product-id').fill(productId);
  await form.getByTestId('goods-names-en').fill(goodsName);
  await form.getByTestId('goods-value').fill('100');
  await form.getByTestId('goods-price-currency-0').selectOption('USD');
  await form.getByTestId('goods-price-amount-0').fill('0.99');

  // A text file named .png: the server tells by content and says why.
  await form.getByTestId('goods-image-file').setInputFiles({
    name: 'not-a-picture.png',
    mimeType: 'image/png',
    buffer: Buffer.from('hello, not a picture'),
  });
  await expect(form.getByTestId('goods-image').getByRole('alert')).toContainText('Not a picture');

  await form.getByTestId('goods-image-file').setInputFiles({
    name: 'gems.png',
    mimeType: 'image/png',
    buffer: await gemPicture(),
  });
  const preview = form.getByTestId('goods-image-preview');
  await expect(preview).toHaveAttribute('src', /^\/media\/[0-9a-f]{32}-96\.webp$/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
  await form.getByTestId('goods-image').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/goods-picture-form-1440.png` });
  const src = await preview.getAttribute('src');
  await form.getByTestId('goods-save').click();
  await expect(page.getByTestId(`goods-row-${productId}`)).toContainText(goodsName);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(tenantUrl('rhinos', '/selectGoods?client_id=22303&domain_area=universal'));
  await login(page, demo);
  const goods = page.getByRole('button', { name: new RegExp(goodsName) });
  await expect(goods).toBeVisible();
  const image = goods.locator('img.goods-card__image');
  await expect(image).toHaveAttribute('src', src!);
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
  await goods.screenshot({ path: `${shots}/goods-picture-shop-card-390.png` });
  await page.screenshot({ path: `${shots}/goods-picture-shop-390.png` });
});
