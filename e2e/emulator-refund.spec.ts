import { test, expect, tenantUrl } from './support/fixtures.ts';
import { expectDeliveredOnce } from './support/demo-game.ts';
import { expectRevoked, openConsolePayment, refundInFull } from './support/emulator-steps.ts';
import { buyInWindow, payerChooses, resultView } from './support/pay-steps.ts';
import { demo, login } from './support/player.ts';
import { expectOrderFacts, recheckUntil, snap } from './support/result-steps.ts';
import { shopFor, type Brand } from './support/shop.ts';

// Issue 14 "Done when": on two brands, pay through the Xsolla and the PayPal emulators' hosted
// pages (each speaking its provider's own protocol with the shop); the game receives the goods
// once; the merchant refunds the payment in the emulator's console; the provider's refund
// notification takes the goods back in the demo game, and the shop's result page says the order
// was refunded. Characters no other journey pays for, so the balance checks meet no other test.

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

/** brandEn's Brand Quest: new layout, universal region, USD. */
const brandEn: Brand = {
  tenantId: 'brandEn',
  layout: 'new',
  country: 'US',
  enter: async (page) => {
    await page.goto(tenantUrl('brandEn', '/?domain_area=universal&client_id=26103'));
    await login(page, demo);
  },
};

/** dragon's Dragon Saga: old route set (/selectGoods → /recharge → /result), one region, USD. */
const dragon: Brand = {
  tenantId: 'dragon',
  layout: 'old',
  country: 'US',
  enter: async (page) => {
    await page.goto(tenantUrl('dragon', '/selectGoods?client_id=12103'));
    await login(page, demo);
  },
};

const journeys = [
  {
    brand: brandEn,
    provider: 'xsolla',
    method: /^Xsolla/,
    heading: 'Xsolla Pay Station Emulator Checkout',
    // Pay Station's way back: the return URL with the transaction and status=done.
    returnQuery: /\?user_id=10000001&foreigninvoice=\w+&invoice_id=\d+&status=done$/,
    pick: { server: '1001', role: 'Borin', goods: '300 Diamonds' },
    resultPath: (billingNo: string) =>
      `/?domain_area=universal&client_id=26103&billing_no=${billingNo}`,
  },
  {
    brand: dragon,
    provider: 'paypal',
    method: /^PayPal/,
    heading: 'PayPal Emulator Checkout',
    // PayPal's way back: the return URL with the order as token and the payer's id.
    returnQuery: /\?token=[A-Z0-9]{17}&PayerID=[A-Z0-9]{13}$/,
    pick: { server: '1003', role: 'Dax', goods: '300 Diamonds' },
    resultPath: (billingNo: string) => `/result?billing_no=${billingNo}&client_id=12103`,
  },
] as const;

for (const journey of journeys) {
  const { brand, provider, pick } = journey;
  test(`${brand.tenantId}: paid on the ${provider} emulator, delivered once; refunded in its console: revoked, "Refunded"`, async ({
    page,
    context,
    request,
  }) => {
    // Paying waits out late and repeated notification copies (demo-game.ts), then the refund's.
    test.setTimeout(90_000);
    const shop = await shopFor(page, request, brand, pick);
    await shop.choose(journey.method);
    const checkout = await buyInWindow(page, shop.price);
    await expect(checkout.window.getByRole('heading', { level: 1 })).toHaveText(journey.heading);
    // The provider's own page address, beside its emulator's API.
    expect(checkout.window.url()).toMatch(new RegExp(`/emulator/${provider}/checkout/\\w+$`));
    const paidAt = await payerChooses(checkout, 'Pay now (succeed)');
    await expect(checkout.window.getByRole('link', { name: /^Return to / })).toHaveAttribute(
      'href',
      journey.returnQuery,
    );
    await snap(checkout.window, `emulator-${provider}-paid`);

    await recheckUntil(shop.result, 'Top up successful');
    await expectOrderFacts(shop.result, {
      billingNo: checkout.billingNo,
      goods: pick.goods,
      role: pick.role,
    });
    await expectDeliveredOnce(request, shop.purchase, checkout.billingNo, paidAt);

    // The merchant's side: the emulator's console lists the payment; a full refund.
    await checkout.window.close();
    const console = await openConsolePayment(context, provider, checkout.billingNo);
    await refundInFull(console);
    await snap(console, `emulator-${provider}-refunded`);
    await expectRevoked(request, shop.purchase, checkout.billingNo);

    // The shop's result page (the popup opened from the address, or /result) says refunded.
    await page.bringToFront();
    await page.goto(tenantUrl(brand.tenantId, journey.resultPath(checkout.billingNo)));
    const result = resultView(page, brand.layout);
    await expect(result.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(result).toContainText('the goods were taken back from the character');
    await expect(result.getByText('Top up failed')).toHaveCount(0);
    await expectOrderFacts(result, {
      billingNo: checkout.billingNo,
      goods: pick.goods,
      role: pick.role,
    });
    await snap(page, `emulator-${provider}-result-refunded`);
  });
}
