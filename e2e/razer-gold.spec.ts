import { test, expect, tenantUrl } from './support/fixtures.ts';
import { consoleLogin, consoleOrigin, demoStaff } from './support/console-steps.ts';
import { expectDeliveredOnce, startPurchase } from './support/demo-game.ts';
import { expectRevoked } from './support/emulator-steps.ts';
import {
  buyInWindow,
  buyNow,
  chooseGoods,
  chooseMethod,
  payerChooses,
  resultView,
} from './support/pay-steps.ts';
import { demo, login, openServerPicker } from './support/player.ts';
import { expectOrderFacts, recheckUntil, snap } from './support/result-steps.ts';

// Issue 33: Razer Gold on Razer Merchant Services' own protocol. On joyage's Coda Quest (old route
// set, area codapay, USD; a game no other journey pays in), Malaysia: the player pays Razer Gold
// on the Razer emulator's hosted page (reached through the RMS payment request and its vcode), the
// callback with its skey pays the order and the game receives the goods once; support refunds the
// order in the console, which goes through Razer's refund API, and the game takes the goods back.

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

const heroes = /^(Aria|Borin|Cyra|Dax|Elio|Fenna|Garrick|Hana|Ivo|Juno|Kael|Lyra)\b/;

test('joyage: Razer Gold paid on the Razer Merchant Services emulator, delivered once; refunded through its refund API', async ({
  page,
  request,
  browser,
}) => {
  // Paying waits out late and repeated callback copies (demo-game.ts), then the refund.
  test.setTimeout(120_000);
  await page.goto(tenantUrl('joyage', '/selectGoods?client_id=18203&domain_area=codapay'));
  await login(page, demo);
  // The first of the player's own servers in the region (Coda Quest Origins numbers its own).
  const servers = await openServerPicker(page);
  await servers.getByRole('region', { name: 'My servers' }).getByRole('button').first().click();
  await expect(servers).toBeHidden();
  const roles = page.getByRole('dialog', { name: 'Select character' });
  const role = roles.getByRole('button', { name: heroes }).first();
  const roleName = ((await role.innerText()).match(heroes) ?? [''])[0];
  await role.click();
  await expect(roles).toBeHidden();
  await chooseGoods(page, '300 Diamonds');
  const purchase = await startPurchase(page, request, 'joyage');
  const info = await buyNow(page, 'old');
  const price = { amount: purchase.goods.price, currency: purchase.goods.currency };
  await chooseMethod(page, info, { country: 'MY', method: /^Razer Gold/ });
  const checkout = await buyInWindow(page, price);
  await expect(checkout.window.getByRole('heading', { level: 1 })).toHaveText(
    'Razer Gold (Razer Merchant Services) Emulator Checkout',
  );
  // The RMS payment request led to the transaction's page, named by Razer's tranID.
  expect(checkout.window.url()).toMatch(/\/emulator\/razer\/checkout\/\d{10}$/);
  await snap(checkout.window, 'razer-checkout');
  const paidAt = await payerChooses(checkout, 'Pay now (succeed)');
  await checkout.window.close();

  const result = resultView(page, 'old');
  await page.bringToFront();
  await recheckUntil(result, 'Top up successful');
  await expectOrderFacts(result, {
    billingNo: checkout.billingNo,
    goods: '300 Diamonds',
    role: roleName,
  });
  await expectDeliveredOnce(request, purchase, checkout.billingNo, paidAt);
  await snap(page, 'razer-result-paid');

  // Support refunds the order: the console's refund goes through Razer's refund API.
  const support = await (
    await browser.newContext({ viewport: { width: 1440, height: 900 } })
  ).newPage();
  await consoleLogin(support, demoStaff.support);
  await support.goto(`${consoleOrigin}/orders`);
  await support.getByTestId('orders-billing_no').fill(checkout.billingNo);
  await support.getByTestId('orders-submit').click();
  await expect(support.getByTestId('orders-row')).toHaveCount(1);
  await support.getByTestId('orders-row').getByRole('link', { name: checkout.billingNo }).click();
  const story = support.getByTestId('order-story');
  await expect(story.getByTestId('order-status')).toHaveText('Delivered');
  await story.getByTestId('order-refund').click();
  // All that is left (the form's start), for the player's asking.
  await story.getByTestId('refund-reason').selectOption('player-request');
  await story.getByTestId('refund-continue').click();
  await story.getByTestId('order-refund-confirm').click();
  await expect(story.getByTestId('order-refund-result')).toBeVisible();
  await expectRevoked(request, purchase, checkout.billingNo);
  await snap(support, 'razer-console-refunded');

  // The shop's /result page says refunded, not failed.
  await page.goto(
    tenantUrl(
      'joyage',
      `/result?billing_no=${checkout.billingNo}&client_id=18203&domain_area=codapay`,
    ),
  );
  await expect(result.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(result.getByText('Top up failed')).toHaveCount(0);
});
