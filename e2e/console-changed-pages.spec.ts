import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, tenantUrl } from './support/fixtures.ts';
import { consoleLogin, consoleOrigin, demoStaff } from './support/console-steps.ts';
import {
  buyInWindow,
  buyNow,
  chooseGoods,
  chooseMethod,
  payerChooses,
} from './support/pay-steps.ts';
import { demo, login, pickServerById } from './support/player.ts';
import { pickFirstCharacter, seriousA11yFindings } from './support/screens.ts';
import { tenantApiGet } from './support/tenant-api.ts';

// Issue 31: the console pages changed on 7 December (reconciliation's differences first, the
// dashboard's currency column, the audit log's field labels, the refund form's money in the
// operator's units) at 1440×900 and 1280×800, in English and in Arabic (right to left): a
// screenshot each for a person to look at, and no serious or critical axe-core problem (at 1280).

const sizes = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
] as const;
const shots = 'e2e/screenshots/console-changed';

test.use({ locale: 'en-US' });

async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[role="status"][aria-busy="true"], .console-loading')).toHaveCount(0);
}

async function look(page: Page, lang: string, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${shots}/${name}-${lang}-${width}.png`, fullPage: true });
  // The console's CSS has no media queries: both sizes lay out alike, so axe runs at one of them
  // (as in console-pages.spec.ts); both are screenshotted.
  if (width === 1280) {
    expect(await seriousA11yFindings(page), `${name} ${lang} ${width}`).toEqual([]);
  }
}

test('changed console pages in English and Arabic at 1440 and 1280: screenshot, axe', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(300_000);
  mkdirSync(shots, { recursive: true });
  // One paid order, for the refund form: PayPal through its emulator (PayPal refunds a part).
  const player = await context.newPage();
  await player.setViewportSize({ width: 390, height: 844 });
  await player.goto(tenantUrl('rhinos', '/selectGoods?client_id=22303&domain_area=universal'));
  await login(player, demo);
  await pickServerById(player, '3005');
  await pickFirstCharacter(player);
  const list = await tenantApiGet<{
    goods: { display: string; price: string; currency: string }[];
  }>(request, 'rhinos', '/api/pay/getGoodsList', { client_id: '22303', domain_area: 'universal' });
  const goods = list.data!.goods[0]!;
  await chooseGoods(player, goods.display);
  const info = await buyNow(player, 'old');
  await chooseMethod(player, info, { country: 'US', method: /^PayPal/ });
  const checkout = await buyInWindow(player, { amount: goods.price, currency: goods.currency });
  await payerChooses(checkout, 'Pay now (succeed)');
  await checkout.window.close();
  await player.close();

  await consoleLogin(page, demoStaff.owner);
  // A part of it refunded, so the audit log has a change with fields to label.
  await page.goto(`${consoleOrigin}/orders/${checkout.billingNo}`);
  await page.getByTestId('order-refund').click();
  await page.getByTestId('refund-amount').fill('0.10');
  await page.getByTestId('refund-reason').selectOption('player-request');
  await page.getByTestId('refund-continue').click();
  await page.getByTestId('order-refund-confirm').click();
  await expect(page.getByTestId('order-refund-result')).toBeVisible();

  for (const lang of ['en', 'ar'] as const) {
    await page.getByTestId('language-menu').selectOption(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    for (const size of sizes) {
      await page.setViewportSize(size);

      await page.goto(`${consoleOrigin}/reconciliation`);
      await settled(page);
      await look(page, lang, 'reconciliation');
      const hidden = page.getByTestId('recon-hidden');
      if (await hidden.isVisible()) {
        await hidden.getByRole('button').click();
        await expect(hidden).toBeHidden();
        await settled(page);
        await look(page, lang, 'reconciliation-all');
      }

      await page.goto(`${consoleOrigin}/dashboard`);
      await settled(page);
      await expect(page.locator('canvas').first()).toBeVisible();
      await look(page, lang, 'dashboard');

      await page.goto(`${consoleOrigin}/audit`);
      await settled(page);
      const refund = page
        .getByTestId('audit-row')
        .filter({ has: page.locator('[data-action="order.refund"]') });
      await expect(refund).toContainText(lang === 'ar' ? 'السبب' : 'Reason');
      await expect(refund).toContainText(lang === 'ar' ? 'استُرد طلب' : 'Order refunded');
      await look(page, lang, 'audit');

      // The paid order, its refund form open with all that is left in the operator's units.
      await page.goto(`${consoleOrigin}/orders/${checkout.billingNo}`);
      await expect(page.getByTestId('order-status')).toBeVisible();
      await settled(page);
      await page.getByTestId('order-refund').click();
      await expect(page.getByTestId('refund-amount')).toHaveValue(/^\d+(\.\d+)?$/);
      await look(page, lang, 'order-refund');
    }
  }
  await page.getByTestId('language-menu').selectOption('en');
});
