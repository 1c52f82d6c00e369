import { test, expect, tenantUrl } from './support/fixtures.ts';
import { expectDeliveredOnce } from './support/demo-game.ts';
import { buyInWindow, payerChooses } from './support/pay-steps.ts';
import { expectOrderFacts, expectPending, recheckUntil } from './support/result-steps.ts';
import { demo, login } from './support/player.ts';
import { shopFor, type Brand } from './support/shop.ts';

// Issue 19 item 8: a player on an iPhone. The shop lists Apple Pay there (SPEC §5) and the server
// takes it only from platform ios (SPEC §7), so the app must say ios on every call that sends
// platform. Chromium with an iPhone 13's user agent, screen and touch (Playwright's 'iPhone 13'
// without its WebKit engine: Debian's Chromium is the only browser here).
test.use({
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1',
  viewport: { width: 390, height: 664 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
});

// brandEn's Brand Quest (26103, universal, USD, new layout): demo's Dax on server 1003
// is paid for by no other journey, so the balance check cannot meet another test's delivery.
const brandEn: Brand = {
  tenantId: 'brandEn',
  layout: 'new',
  country: 'US',
  enter: async (page) => {
    await page.goto(tenantUrl('brandEn', '/?domain_area=universal&client_id=26103'));
    await login(page, demo);
  },
};

test('brandEn on an iPhone: Apple Pay, paid in the checkout window: success, the goods once', async ({
  page,
  request,
}) => {
  const goods = '300 Diamonds';
  const platforms: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/pay/getPayWayList')
      platforms.push(`list:${url.searchParams.get('platform')}`);
    if (url.pathname === '/api/pay/payermax_pay') {
      platforms.push(`pay:${(r.postDataJSON() as { platform?: string }).platform}`);
    }
  });
  const shop = await shopFor(page, request, brandEn, { server: '1003', role: 'Dax', goods });
  await shop.choose(/^Apple Pay/);

  const checkout = await buyInWindow(page, shop.price);
  await expectPending(shop.result);
  const paidAt = await payerChooses(checkout, 'Pay now (succeed)');
  await recheckUntil(shop.result, 'Top up successful');
  await expectOrderFacts(shop.result, { billingNo: checkout.billingNo, goods, role: 'Dax' });
  await expectDeliveredOnce(request, shop.purchase, checkout.billingNo, paidAt);
  expect(platforms).toContain('pay:ios');
  expect(platforms.filter((p) => p.startsWith('list:'))).not.toContain('list:web');
});
