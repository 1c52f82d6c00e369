import type { Locator, Page } from '@playwright/test';
import { test, expect, tenantUrl } from './support/fixtures.ts';
import { expectDeliveredOnce, startPurchase } from './support/demo-game.ts';
import {
  buyInWindow,
  buyNow,
  chooseGoods,
  chooseMethod,
  payerChooses,
  resultView,
} from './support/pay-steps.ts';
import { demo, goodsSection, login, pickRole, pickServerById } from './support/player.ts';
import { recheckUntil } from './support/result-steps.ts';

// Issue 6 "Done when": a limited product reaches its limit and says so. On dragon (old route set,
// one region, USD) for demo's Cyra on Dragon Saga's S2 (no other journey uses that character):
// the Starter pack is limited to one per character (packages/demo/src/seed/limits/seed.ts). Bought once through
// the sandbox, it shows the limit-reached message and cannot be chosen or bought again.

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

const reached = 'This product can not be purchased because the purchase limit has been reached';

function packsTab(page: Page): Locator {
  return goodsSection(page).getByRole('tab', { name: 'Packs' });
}

function goodsCard(page: Page, name: string): Locator {
  return goodsSection(page)
    .getByRole('tabpanel')
    .getByRole('button', { name: new RegExp(`\\b${name}\\b`) });
}

async function snapLimits(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await goodsSection(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `e2e/screenshots/limit-${name}.png`, fullPage: true });
}

test('dragon: the Starter pack (1 per character) bought once: limit reached, not buyable again', async ({
  page,
  request,
}) => {
  await page.goto(tenantUrl('dragon', '/selectGoods?client_id=12103'));
  await login(page, demo);
  await pickServerById(page, '1002');
  await pickRole(page, 'Cyra');

  // Limits show once server and character are chosen.
  await packsTab(page).click();
  const starter = goodsCard(page, 'Starter pack');
  await expect(starter).toContainText('Limit 1 per character');
  await expect(starter).toContainText('Remaining: 1');
  await expect(goodsCard(page, 'Weekly pack')).toContainText('Limit 2 in 7 days');
  await expect(starter).toBeEnabled();
  await snapLimits(page, 'before');

  await chooseGoods(page, 'Starter pack');
  const purchase = await startPurchase(page, request, 'dragon');
  const info = await buyNow(page, 'old');
  await chooseMethod(page, info, { country: 'US', method: /^PayPal/ });
  const checkout = await buyInWindow(page, {
    amount: purchase.goods.price,
    currency: purchase.goods.currency,
  });
  await expect(page).toHaveURL(new RegExp(`/result\\?billing_no=${checkout.billingNo}\\b`));
  const paidAt = await payerChooses(checkout, 'Pay now (succeed)');
  const result = resultView(page, 'old');
  await recheckUntil(result, 'Top up successful');
  await expectDeliveredOnce(request, purchase, checkout.billingNo, paidAt);

  // Back on the goods page the limits are asked again (the limit-info flag was on).
  await result.getByRole('button', { name: 'Recharge done' }).click();
  await expect(page).toHaveURL(/\/selectGoods\b/);
  await expect(packsTab(page)).toHaveAttribute('aria-selected', 'true');
  await expect(starter).toContainText(reached);
  await expect(starter).toBeDisabled();
  // Still the chosen goods, but there is nothing to buy.
  await expect(page.getByRole('button', { name: 'Buy now' })).toBeDisabled();
  await expect(goodsCard(page, 'Weekly pack')).toBeEnabled();
  await snapLimits(page, 'reached');

  // The server says the same after a reload.
  await page.reload();
  await packsTab(page).click();
  await expect(goodsCard(page, 'Starter pack')).toContainText(reached);
  await expect(goodsCard(page, 'Starter pack')).toBeDisabled();
});
