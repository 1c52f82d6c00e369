import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { tenantUrl } from './support/fixtures.ts';
import { demoRole, expectDeliveredOnce, startPurchase } from './support/demo-game.ts';
import {
  buyInWindow,
  buyNow,
  chooseGoods,
  closeRechargeInfo,
  chooseMethod,
  payerChooses,
  resultView,
} from './support/pay-steps.ts';
import { demo, login, pickRole, pickServerById } from './support/player.ts';
import { recheckUntil } from './support/result-steps.ts';

// Issue 7 "Done when" on rhinosSea (new layout, one region, USD; no other journey pays there):
// the demo player pays twice in the sandbox for Cyra on S2, sees the accumulated progress move on
// /activity, reaches the first tier (USD 5.00: two purchases of USD 4.99), is reminded of it by the
// goods page's autoShowAccum popup, claims it, and the game receives the reward once.

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

const home = '/selectGoods?client_id=25103';
const cyra = { tenantId: 'rhinosSea', clientId: '25103', roleId: '1002011' };

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const event = (page: Page) => page.getByRole('region', { name: 'Top-up Festival' });
const tier = (page: Page, goal: string) =>
  event(page).getByRole('listitem', { name: goal, exact: true });

async function snapEvents(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `e2e/screenshots/activity-${name}.png`, fullPage: true });
}

/** The Events tab of the bottom navigation: /activity, the accumulated event first. */
async function openEvents(page: Page) {
  await nav(page).getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/activity\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Event');
  await expect(page.getByRole('tab', { name: 'Top-up total' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('Character: Cyra · S2 Ember')).toBeVisible();
}

async function expectProgress(page: Page, paid: string, percent: string) {
  await expect(event(page).getByText(`Topped up: ${paid}`, { exact: true })).toBeVisible();
  await expect(event(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', percent);
}

/** Pays in the sandbox window and waits until the game has the goods (once). */
async function payOnce(page: Page, request: Parameters<typeof startPurchase>[1]) {
  const purchase = await startPurchase(page, request, 'rhinosSea');
  expect([purchase.goods.price, purchase.goods.currency]).toEqual(['4.99', 'USD']);
  const info = await buyNow(page, 'new');
  await chooseMethod(page, info, { country: 'PH', method: /^Platform Pay/ });
  const checkout = await buyInWindow(page, { amount: purchase.goods.price, currency: 'USD' });
  const paidAt = await payerChooses(checkout, 'Pay now (succeed)');
  await checkout.window.close();
  const result = resultView(page, 'new');
  await recheckUntil(result, 'Top up successful');
  await expectDeliveredOnce(request, purchase, checkout.billingNo, paidAt);
  await result.getByRole('button', { name: 'Recharge done' }).click();
  await expect(result).toBeHidden();
}

test('rhinosSea: two sandbox payments move the accumulated progress; the tier is claimed and reaches the game once', async ({
  page,
  request,
}) => {
  // Each payment waits out the sandbox's late callback copies (demo-game.ts).
  test.setTimeout(120_000);
  await page.goto(tenantUrl('rhinosSea', home));
  await login(page, demo);
  await pickServerById(page, '1002');
  await pickRole(page, 'Cyra');
  await chooseGoods(page, '300 Diamonds');
  // Picking the goods opened the recharge sheet; the events come first.
  await closeRechargeInfo(page);

  // Before paying: the event is there, nothing topped up, every tier locked.
  await openEvents(page);
  await expectProgress(page, '$0.00', '0');
  await expect(event(page).getByText(/^Ends in \d+d \d+h$/)).toBeVisible();
  await expect(tier(page, 'Top up $5.00')).toContainText('Locked');
  await expect(tier(page, 'Top up $5.00')).toContainText('Diamonds×100');
  await page.getByRole('tab', { name: 'Daily streak' }).click();
  await expect(page.getByRole('region', { name: 'Daily Top-up Streak' })).toContainText(
    'A day counts with at least $4.99 topped up',
  );
  await snapEvents(page, 'before');

  await nav(page).getByRole('link', { name: 'Top-up' }).click();
  await payOnce(page, request);
  await openEvents(page);
  await expectProgress(page, '$4.99', '99');
  await expect(tier(page, 'Top up $5.00')).toContainText('Locked');
  // One purchase of the day already counts for the streak.
  await page.getByRole('tab', { name: 'Daily streak' }).click();
  await expect(page.getByText('Current streak: 1 day', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Daily Top-up Streak' }).getByRole('button', {
      name: 'Claim (1-day streak)',
    }),
  ).toBeVisible();

  await nav(page).getByRole('link', { name: 'Top-up' }).click();
  await payOnce(page, request);
  await openEvents(page);
  await expectProgress(page, '$9.98', '49');
  const first = tier(page, 'Top up $5.00');
  await expect(first.getByRole('button', { name: 'Claim (Top up $5.00)' })).toBeEnabled();
  await expect(tier(page, 'Top up $20.00')).toContainText('Locked');
  await snapEvents(page, 'claimable');

  // autoShowAccum: back on the goods page with Cyra chosen, the popup reminds once a day.
  await page.goto(tenantUrl('rhinosSea', home));
  const popup = page.getByRole('dialog', { name: 'Reward reached!' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Claim (Top up $5.00)' })).toBeVisible();
  await snapEvents(page, 'popup');
  await popup.getByRole('link', { name: 'View events' }).click();
  await expect(page).toHaveURL(/\/activity\?/);

  const before = await demoRole(request, cyra);
  await first.getByRole('button', { name: 'Claim (Top up $5.00)' }).click();
  await expect(page.getByRole('status', { name: 'Notifications' })).toContainText('Claimed');
  await expect(first).toContainText('Received');
  await expect(first.getByRole('button')).toHaveCount(0);
  await snapEvents(page, 'claimed');

  // The game gets the reward once: one 'event' delivery of 100, the balance up by 100, and so
  // it stays (the relay runs every second).
  const rewards = async () =>
    (await demoRole(request, cyra)).deliveries.filter((d) => d.source === 'event');
  await expect.poll(async () => (await rewards()).length, { timeout: 15_000 }).toBe(1);
  await page.waitForTimeout(3_000);
  const after = await demoRole(request, cyra);
  expect((await rewards()).map((d) => d.amount)).toEqual([100]);
  expect(after.balance).toBe(before.balance + 100);

  // 'My rewards' lists it, delivered; the popup does not come back today.
  await page.getByRole('tab', { name: 'My rewards' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Top-up Festival');
  await expect(page.getByRole('tabpanel')).toContainText('Delivered');
  await snapEvents(page, 'my-rewards');
  await page.goto(tenantUrl('rhinosSea', home));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Top-up');
  await page.waitForLoadState('networkidle');
  await expect(popup).toHaveCount(0);
});
