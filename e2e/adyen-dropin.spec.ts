import type { APIRequestContext, Page } from '@playwright/test';
import { expect, tenantUrl, test } from './support/fixtures.ts';
import { demoRole, expectDeliveredOnce, type Purchase } from './support/demo-game.ts';
import { checkoutIn, orderCreated, payerChooses, resultView } from './support/pay-steps.ts';
import { demo, login, storedUsers } from './support/player.ts';
import { expectOrderFacts, recheckUntil, snap } from './support/result-steps.ts';
import { seriousA11yFindings } from './support/screens.ts';
import { shopFor, watt, type Brand } from './support/shop.ts';
import { tenantApiGet } from './support/tenant-api.ts';

// Issue 14: Adyen methods pay in Adyen's own Drop-in (@adyen/adyen-web, sessions flow) against
// the Adyen emulator: the real Drop-in renders in the recharge info, its redirect leaves the shop
// for the emulator's hosted page, the payer comes back to the order's result with Adyen's
// redirectResult (which the Drop-in submits), the signed webhook pays the order and the game
// gets the goods once. Then the emulator's console refunds it: the goods are taken back and
// the order reads as refunded. On watt (new layout, USD) and rhinosTwhk (old route set, TWD;
// ko has no Adyen method). Card fields cannot be emulated offline (Adyen's secured fields), so
// the emulator offers cards as a redirect stand-in.

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
test.setTimeout(60_000);

/** Old route set, one region (twhk), TWD; no other spec pays on it. */
const rhinosTwhk: Brand = {
  tenantId: 'rhinosTwhk',
  layout: 'old',
  country: 'HK',
  enter: async (page) => {
    await page.goto(tenantUrl('rhinosTwhk'));
    await expect(page).toHaveURL(/\/selectGame/);
    await page.getByRole('main').getByRole('button', { name: 'Rhino Rumble' }).click();
    await expect(page).toHaveURL(/\/selectGoods\?.*client_id=21103/);
    await login(page, demo);
  },
};

/** 'Buy': no checkout window, Adyen's Drop-in mounts in the recharge info. */
async function buyInDropIn(page: Page) {
  const ordered = orderCreated(page);
  const setup = page.waitForResponse((r) =>
    /\/emulator\/adyen\/checkoutshopper\/test\/v1\/sessions\/CS[0-9A-F]{16}\/setup\?clientKey=test_/.test(
      r.url(),
    ),
  );
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  const { billingNo } = await ordered;
  expect((await setup).status()).toBe(200);
  const dropIn = page.getByRole('region', { name: 'Payment', exact: true });
  // Adyen's own markup: the Drop-in and its one method, the emulator's card stand-in.
  await expect(dropIn.locator('.adyen-checkout__dropin')).toBeVisible();
  const pay = dropIn.getByRole('button', { name: /^Continue to Card \(emulator/ });
  await expect(pay).toBeVisible();
  return { billingNo, dropIn, pay };
}

/** Back to the shop from the emulator's page: the Drop-in submits Adyen's redirectResult. */
async function returnToShop(page: Page) {
  const details = page.waitForResponse((r) =>
    /\/sessions\/CS[0-9A-F]{16}\/paymentDetails/.test(r.url()),
  );
  await page.getByRole('link', { name: /^Return to / }).click();
  const answer = await details;
  expect(await answer.json()).toMatchObject({ resultCode: 'Authorised' });
  // Handled once: Adyen's parameters leave the address.
  await expect(page).not.toHaveURL(/redirectResult=/);
}

/** What getOrderInfo (full) says about the order, with the player's token. */
async function orderInfo(
  page: Page,
  request: APIRequestContext,
  tenantId: string,
  billingNo: string,
) {
  const token = Object.values(await storedUsers(page))[0]!.oauth_token;
  const res = await tenantApiGet<{ status: number; billing_no: string }>(
    request,
    tenantId,
    '/api/pay/getOrderInfo',
    { billing_no: billingNo, oauth_token: token },
  );
  expect(res.code, res.msg).toBe(1);
  return res.data!;
}

/** The emulator's console: a full refund of the payment, then the game takes the goods back. */
async function refundFromConsole(
  page: Page,
  request: APIRequestContext,
  tenantId: string,
  psp: string,
  purchase: Purchase,
  billingNo: string,
) {
  await page.goto(tenantUrl(tenantId, `/emulator/adyen/payments/${psp}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Adyen payment ${psp}`);
  await page.getByRole('button', { name: /\(full\)$/ }).click();
  await expect(page.getByRole('status')).toHaveText('Refund sent.');
  // The REFUND webhook refunds the order; the relay takes the goods back from the game.
  await expect
    .poll(
      async () => {
        const role = await demoRole(request, purchase);
        const delivery = role.deliveries.find((d) => d.delivery_id === billingNo);
        return { revoked: delivery?.revoke_reason ?? null, balance: role.balance };
      },
      { timeout: 20_000, message: 'goods taken back' },
    )
    .toEqual({ revoked: 'refund', balance: purchase.before.balance });
}

async function payWithAdyen(
  page: Page,
  request: APIRequestContext,
  brand: Brand,
  pick: { server: string; role: string; goods: string; sub: string },
) {
  const shop = await shopFor(page, request, brand, pick);
  await shop.choose(/^Credit \/ debit card/, { popup: 'Credit / debit card', name: pick.sub });
  const { billingNo, pay } = await buyInDropIn(page);
  await pay.scrollIntoViewIfNeeded();
  await snap(page, `adyen-${brand.tenantId}-drop-in`);
  expect(await seriousA11yFindings(page)).toEqual([]);

  // Adyen's redirect action sends this window to the emulator's hosted page.
  await pay.click();
  const checkout = await checkoutIn(page, shop.price);
  expect(checkout.billingNo).toBe(billingNo);
  const psp = new URL(page.url()).pathname.split('/').pop()!;
  expect(psp).toMatch(/^[0-9A-F]{16}$/);
  const paidAt = await payerChooses(checkout, 'Pay now (succeed)');
  await returnToShop(page);

  // SPEC §4: the order's result, polled as for any method.
  const result = resultView(page, brand.layout);
  await recheckUntil(result, 'Top up successful');
  await expectOrderFacts(result, { billingNo, goods: pick.goods, role: pick.role });
  await snap(page, `adyen-${brand.tenantId}-result`);
  await expectDeliveredOnce(request, shop.purchase, billingNo, paidAt);
  expect((await orderInfo(page, request, brand.tenantId, billingNo)).status).toBe(1);
  return { billingNo, psp, purchase: shop.purchase };
}

test('watt: card → Visa in the Adyen Drop-in, paid, delivered once; refunded from the emulator: goods taken back', async ({
  page,
  request,
}) => {
  const paid = await payWithAdyen(page, request, watt, {
    server: '1001',
    role: 'Borin',
    goods: '300 Diamonds',
    sub: 'Visa',
  });
  await refundFromConsole(page, request, 'watt', paid.psp, paid.purchase, paid.billingNo);
  // A refunded order is no longer a success (SPEC §4 codes: Fail).
  await page.goto(tenantUrl('watt', '/?domain_area=universal&client_id=11103'));
  expect((await orderInfo(page, request, 'watt', paid.billingNo)).status).toBe(-2);
});

test('rhinosTwhk (old route set): card → Mastercard in the Adyen Drop-in, paid, delivered once; refunded from the emulator', async ({
  page,
  request,
}) => {
  const paid = await payWithAdyen(page, request, rhinosTwhk, {
    server: '1001',
    role: 'Borin',
    goods: '300 Diamonds',
    sub: 'Mastercard',
  });
  await expect(page).toHaveURL(/\/result\?/);
  await refundFromConsole(page, request, 'rhinosTwhk', paid.psp, paid.purchase, paid.billingNo);
  await page.goto(tenantUrl('rhinosTwhk', '/result'));
  expect((await orderInfo(page, request, 'rhinosTwhk', paid.billingNo)).status).toBe(-2);
});
