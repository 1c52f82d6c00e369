import { expect, test, tenantUrl, port } from './support/fixtures.ts';
import { startPurchase } from './support/demo-game.ts';
import {
  buyInWindow,
  buyNow,
  chooseGoods,
  chooseMethod,
  payerChooses,
  resultView,
} from './support/pay-steps.ts';
import { demo, login, pickRole, pickServerById } from './support/player.ts';
import { couponPlayer } from './support/vip-steps.ts';
import { tenantApiGet } from './support/tenant-api.ts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

// Issue 29, items 1 and 2: the result tells the truth and moves on by itself.
// 1. SPEC §4's Success code only says the payment arrived: with the demo game refusing the
//    character (POST /api/demo-game/role/slow), the result and My say "payment received, on its
//    way" (or "delayed" past the brand's patience), never "Top up successful" nor the green check,
//    until the game has the goods.
// 2. After paying in the provider's window the result follows the order by itself (the live
//    tracker's stream): the delivered state shows without tapping "Recharge done".

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

const hero = /^(Aria|Borin|Cyra|Elio|Fenna|Garrick|Hana|Ivo|Juno|Kael|Lyra)\b/;
const anyHero = /^(Aria|Borin|Cyra|Dax|Elio|Fenna|Garrick|Hana|Ivo|Juno|Kael|Lyra)\b/;
const ON_ITS_WAY = 'Payment received: your goods are on their way';
const DELAYED = 'Payment received: delivery is delayed';

/** Each state at phone and desktop size (the popup is a sheet on one, a dialog on the other). */
async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/screenshots/issue-29/${name}-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `e2e/screenshots/issue-29/${name}-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
}

async function slow(
  request: APIRequestContext,
  tenant: string,
  clientId: string,
  roleId: string,
  minutes: number,
) {
  const res = await request.post(`http://127.0.0.1:${port}/api/demo-game/role/slow`, {
    headers: { host: `${tenant}.localhost:${port}` },
    data: { client_id: clientId, role_id: roleId, minutes },
  });
  expect((await res.json()).code).toBe(1);
}

/** The green check of a finished top-up: the success icon. */
const successIcon = (scope: Locator) => scope.locator('.icon--success');

/** My's order history, in a tab of its own (the result stays open in the first). */
async function myOrder(page: Page, tenant: string, query: string, billingNo: string) {
  const my = await page.context().newPage();
  await my.goto(tenantUrl(tenant, `/my?${query}`));
  const history = my.getByRole('main').getByRole('region', { name: 'Order history' });
  return { my, row: history.getByRole('listitem').filter({ hasText: billingNo }) };
}

test('watt: the game refuses the character → "on its way" in the result and My until delivered', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const query = 'domain_area=universal&client_id=11103';
  await page.goto(tenantUrl('watt', `/?${query}`));
  await login(page, couponPlayer);
  // The card account's character on S4: no other journey buys for it, so making it slow for a
  // while disturbs none of them.
  await pickServerById(page, '1004');
  const roles = page.getByRole('dialog', { name: 'Select character' });
  await roles.getByRole('button', { name: anyHero }).first().click();
  await expect(roles).toBeHidden();
  await chooseGoods(page, '60 Diamonds');
  const purchase = await startPurchase(page, request, 'watt');
  await slow(request, 'watt', '11103', purchase.roleId, 10);

  const info = await buyNow(page, 'new');
  await chooseMethod(page, info, { country: 'US', method: /^PayPal/ });
  const checkout = await buyInWindow(page, { amount: '0.99', currency: 'USD' });
  await payerChooses(checkout, 'Pay now (succeed)');
  await checkout.window.close();
  await page.bringToFront();

  const result = resultView(page, 'new');
  await expect(result.getByRole('status').first()).toHaveText(ON_ITS_WAY, { timeout: 15_000 });
  await expect(result.getByText('Top up successful')).toHaveCount(0);
  await expect(successIcon(result)).toHaveCount(0);
  const steps = result.getByRole('list', { name: 'Delivery progress' });
  await expect(
    steps.getByRole('listitem').filter({ hasText: 'Paid' }).locator('time'),
  ).toBeVisible();
  await expect(
    steps.getByRole('listitem').filter({ hasText: 'Delivered to your character' }).locator('time'),
  ).toHaveCount(0);
  await shoot(page, 'watt-on-its-way');

  const { my, row } = await myOrder(page, 'watt', query, checkout.billingNo);
  await expect(row).toContainText(ON_ITS_WAY);
  await expect(row).not.toContainText('Top up successful');
  await my.screenshot({ path: 'e2e/screenshots/issue-29/watt-my-on-its-way-390.png' });
  // The same in Arabic (right to left): My's own words for a paid order on its way.
  const myAr = await page.context().newPage();
  await myAr.goto(tenantUrl('watt', `/my?${query}&spec_lang=ar`));
  await expect(myAr.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    myAr.getByRole('main').getByRole('listitem').filter({ hasText: checkout.billingNo }),
  ).toContainText('تم استلام الدفع: طلبك في الطريق إليك');
  await myAr.screenshot({ path: 'e2e/screenshots/issue-29/watt-my-on-its-way-ar-390.png' });
  await myAr.close();

  // The game takes deliveries again: the relay's next try (10 s backoff) delivers, and the open
  // result says so by itself.
  await slow(request, 'watt', '11103', purchase.roleId, 0);
  await expect(result.getByRole('status').first()).toHaveText('Top up successful', {
    timeout: 60_000,
  });
  await expect(successIcon(result)).toHaveCount(1);
  await shoot(page, 'watt-delivered');
  await my.reload();
  await expect(row).toContainText('Top up successful');
  await my.screenshot({ path: 'e2e/screenshots/issue-29/watt-my-delivered-390.png' });
});

test('coolgame: past the brand\'s patience the result and My say "delayed", not successful', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const client = '14103';
  const servers = await tenantApiGet<{ all_servers: { server_id: string }[] }>(
    request,
    'coolgame',
    '/api/pay/getServerList',
    { client_id: client, domain_area: 'twhk' },
  );
  const query = `client_id=${client}&domain_area=twhk&spec_lang=en`;
  await page.goto(tenantUrl('coolgame', `/selectGoods?${query}`));
  await login(page, demo);
  await pickServerById(page, servers.data!.all_servers[0]!.server_id);
  const roles = page.getByRole('dialog', { name: 'Select character' });
  // Another character than e2e/make-good.spec.ts's (the first).
  await roles.getByRole('button', { name: hero }).nth(1).click();
  await expect(roles).toBeHidden();
  await chooseGoods(page, '60 Diamonds');
  const purchase = await startPurchase(page, request, 'coolgame');
  await slow(request, 'coolgame', client, purchase.roleId, 10);

  const info = await buyNow(page, 'new');
  await chooseMethod(page, info, { country: 'TW', method: /^Platform Pay/ });
  const checkout = await buyInWindow(page, { amount: '30', currency: 'TWD' });
  await payerChooses(checkout, 'Pay now (succeed)');
  await checkout.window.close();
  await page.bringToFront();

  const result = resultView(page, 'new');
  // coolgame's patience is 8 s in E2E (DEMO_DELIVERY_SECONDS), its make-good after 25 s.
  await expect(result.getByRole('status').first()).toHaveText(DELAYED, { timeout: 20_000 });
  await expect(result).toContainText('Delivery is taking longer than usual.');
  await expect(result.getByText('Top up successful')).toHaveCount(0);
  await expect(successIcon(result)).toHaveCount(0);
  await shoot(page, 'coolgame-delayed');

  const { my, row } = await myOrder(page, 'coolgame', query, checkout.billingNo);
  await expect(row).toContainText(/Payment received: delivery is delayed|Not delivered/);
  await expect(row).not.toContainText('Top up successful');
  await my.screenshot({ path: 'e2e/screenshots/issue-29/coolgame-my-delayed-390.png' });
});

test('watt: paid in the provider window, the result shows the delivery without "Recharge done"', async ({
  page,
}) => {
  const query = 'domain_area=universal&client_id=11103';
  await page.goto(tenantUrl('watt', `/?${query}`));
  await login(page, demo);
  await pickServerById(page, '1003');
  await pickRole(page, 'Dax');
  await chooseGoods(page, '60 Diamonds');
  const info = await buyNow(page, 'new');
  await chooseMethod(page, info, { country: 'US', method: /^PayPal/ });
  const checkout = await buyInWindow(page, { amount: '0.99', currency: 'USD' });

  const result = resultView(page, 'new');
  await expect(result.getByText('Waiting for payment', { exact: true })).toBeVisible();
  await page.bringToFront();
  await shoot(page, 'watt-pending');

  // Nothing in the shop's page is touched from here on: no "Recharge done".
  const rechecks: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/pay/getOrderInfo') && r.url().includes('simple=0'))
      rechecks.push(r.url());
  });
  const paidAt = await payerChooses(checkout, 'Pay now (succeed)');
  await page.bringToFront();
  await expect(result.getByRole('status').first()).toHaveText('Top up successful', {
    timeout: 5_000,
  });
  // For the record (not asserted: no timed assertions), how long after the payer's choice.
  console.log(`delivered state shown ${Date.now() - paidAt} ms after paying`);
  await expect(successIcon(result)).toHaveCount(1);
  await expect(result.getByRole('button', { name: 'Go to pay' })).toHaveCount(0);
  // The one full fetch is the result's own, on the track's news (not a tap).
  expect(rechecks.length).toBeGreaterThanOrEqual(1);
  await shoot(page, 'watt-delivered-by-itself');
  await checkout.window.close();
});
