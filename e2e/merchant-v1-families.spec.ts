import { expect, test, tenantUrl } from './support/fixtures.ts';
import { expectDeliveredOnce } from './support/demo-game.ts';
import { buyInWindow, chooseMethod, payerChooses } from './support/pay-steps.ts';
import { demo, login } from './support/player.ts';
import { expectOrderFacts, recheckUntil } from './support/result-steps.ts';
import { shopFor, type Brand } from './support/shop.ts';

// Issue 33 "Done when": each newly real provider pays against its emulator in one E2E journey.
// Razer Gold (razer-gold.spec.ts), NaverPay and WelcomePay (payment-journey-ko.spec.ts) and
// PingPong (payment-journey.spec.ts) have theirs; these are the other families on Topup merchant
// protocol v1 (decision 0054): Travellet and Platform Pay in the United States, FunTap (MoMo) in
// Vietnam. Each pays on the v1 emulator's hosted page, reached through the signed create call, and
// the signed notification pays the order: the game receives the goods once. The player pays
// them one after the other, on a game no other journey pays in (joyage's Harbour Heroes, old
// route set, USD), so no journey running beside it moves the balances it checks.

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

/** joyage's Harbour Heroes (old route set, USD) in one of its areas. */
const harbour = (area: 'universal' | 'codapay', country: string): Brand => ({
  tenantId: 'joyage',
  layout: 'old',
  country,
  enter: async (page) => {
    await page.goto(tenantUrl('joyage', `/selectGoods?client_id=18303&domain_area=${area}`));
    // Logged in once; the next journeys start from the shop again, still logged in.
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: /^(Log in|Log out)$/ })).toBeVisible();
    if (await header.getByRole('button', { name: 'Log in' }).isVisible()) await login(page, demo);
  },
});

// The demo player's characters there (catalog/seed-rows.ts): Borin on 3001 (universal), Elio on
// 3004 (the codapay area, South-East Asia, where Vietnam is).
const journeys = [
  {
    key: 'travellet',
    method: /^Travellet/,
    brand: harbour('universal', 'US'),
    server: '3001',
    role: 'Borin',
  },
  {
    key: 'platform',
    method: /^Platform Pay/,
    brand: harbour('universal', 'US'),
    server: '3001',
    role: 'Borin',
  },
  {
    key: 'funtap',
    method: /^FunTap/,
    brand: harbour('codapay', 'VN'),
    server: '3004',
    role: 'Elio',
    sub: { popup: 'FunTap', name: 'MoMo' },
  },
] as const;

test('joyage: Travellet, Platform Pay and FunTap each paid on its merchant protocol v1 emulator page, the goods once', async ({
  page,
  request,
}) => {
  // Three payments, each waiting out late and repeated notification copies (demo-game.ts).
  test.setTimeout(150_000);
  // Once the player's top-ups reach the brand's event tier (razer-gold.spec.ts pays on joyage
  // too), the shop greets them with "Reward reached!": not what this journey is about, closed.
  const reward = page.getByRole('dialog', { name: 'Reward reached!' });
  await page.addLocatorHandler(reward, async () => {
    await reward.getByRole('button', { name: 'Close' }).click();
  });
  const goods = '300 Diamonds';
  for (const journey of journeys) {
    const { brand, server, role } = journey;
    const shop = await shopFor(page, request, brand, { server, role, goods });
    await chooseMethod(page, shop.info, {
      country: brand.country,
      method: journey.method,
      ...('sub' in journey ? { sub: journey.sub } : {}),
    });
    const checkout = await buyInWindow(page, shop.price);
    // The provider's own page under its key, named by the payment id the create call answered.
    expect(checkout.window.url()).toMatch(
      new RegExp(`/emulator/${journey.key}/checkout/pay_[a-z0-9]+$`),
    );
    const paidAt = await payerChooses(checkout, 'Pay now (succeed)');
    await checkout.window.close();
    await page.bringToFront();
    await recheckUntil(shop.result, 'Top up successful');
    await expectOrderFacts(shop.result, { billingNo: checkout.billingNo, goods, role });
    await expectDeliveredOnce(request, shop.purchase, checkout.billingNo, paidAt);
  }
});
