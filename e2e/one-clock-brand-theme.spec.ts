import { expect, test, tenantUrl } from './support/fixtures.ts';
import {
  buyInWindow,
  buyNow,
  chooseGoods,
  chooseMethod,
  payerChooses,
  resultView,
} from './support/pay-steps.ts';
import { demo, login, pickRole, pickServerById } from './support/player.ts';
import { recheckUntil } from './support/result-steps.ts';

// Issue 29 item 4: one order showed three clocks (the tracker 05:52 AM with no zone, My 10:52
// (UTC+00:00), the receipt 05:52 (UTC-05:00)). Every screen now shows the player's own zone, with
// its offset (apps/web/src/shared/format/time.ts). The browser is in a zone (no DST) that is
// neither the server's (UTC) nor the brand's, so a screen on another clock shows another offset.
const clocks = [
  {
    id: 'watt',
    layout: 'new',
    query: '?domain_area=universal&client_id=11103',
    timezoneId: 'Asia/Kolkata',
    zone: 'UTC+05:30',
  },
  // dragon's own zone is Asia/Kuala_Lumpur (UTC+08:00); the player is in Brazil.
  {
    id: 'dragon',
    layout: 'old',
    query: '?client_id=12103',
    timezoneId: 'America/Sao_Paulo',
    zone: 'UTC-03:00',
  },
] as const;

for (const brand of clocks) {
  test.describe(`one clock: ${brand.id}`, () => {
    test.use({
      viewport: { width: 390, height: 844 },
      locale: 'en-US',
      timezoneId: brand.timezoneId,
    });

    test(`${brand.id}: the tracker, My and the receipt show one order at the same time and zone`, async ({
      page,
    }) => {
      const zone = brand.zone.replace('+', '\\+');
      const timeOfDay = new RegExp(`^\\d{2}:\\d{2} \\(${zone}\\)$`);
      const timestamp = new RegExp(`^\\d{4}/\\d{2}/\\d{2} \\d{2}:\\d{2} \\(${zone}\\)$`);
      const shot = async (name: string) => {
        for (const size of [
          { name: 'phone', width: 390, height: 844 },
          { name: 'desktop', width: 1440, height: 900 },
        ]) {
          await page.setViewportSize(size);
          await page.screenshot({
            path: `e2e/screenshots/issue-29/clock-${name}-${brand.id}-${size.name}.png`,
            fullPage: true,
          });
        }
        await page.setViewportSize({ width: 390, height: 844 });
      };

      await page.goto(tenantUrl(brand.id, `/selectGoods${brand.query}`));
      await login(page, demo);
      await pickServerById(page, '1003');
      await pickRole(page, 'Dax');
      await chooseGoods(page, '60 Diamonds');
      const info = await buyNow(page, brand.layout);
      await chooseMethod(page, info, { country: 'US', method: /^PayPal/ });
      const checkout = await buyInWindow(page, { amount: '0.99', currency: 'USD' });
      await payerChooses(checkout, 'Pay now (succeed)');
      await checkout.window.close();

      // The result's tracker: "HH:mm (UTC±hh:mm)".
      const result = resultView(page, brand.layout);
      await recheckUntil(result, 'Top up successful');
      const stepTime = (steps: ReturnType<typeof result.getByRole>, step: string) =>
        steps.getByRole('listitem').filter({ hasText: step }).locator('time');
      const resultCreated = stepTime(
        result.getByRole('list', { name: 'Delivery progress' }),
        'Order created',
      );
      await expect(resultCreated).toHaveText(timeOfDay);
      const trackerText = (await resultCreated.innerText()).trim();
      await shot('result');

      // My's order history: "YYYY/MM/DD HH:mm (UTC±hh:mm)", the same time of day.
      await page.goto(tenantUrl(brand.id, `/my${brand.query}`));
      const history = page.getByRole('main').getByRole('region', { name: 'Order history' });
      const row = history.getByRole('listitem').filter({ hasText: checkout.billingNo });
      const myTime = row.locator('time');
      await expect(myTime).toHaveText(timestamp);
      const myText = (await myTime.innerText()).trim();
      expect(myText.endsWith(` ${trackerText}`)).toBe(true);
      await shot('my');

      // The order page: its tracker and its receipt's "Ordered" say the same.
      await row.getByRole('link', { name: '60 Diamonds' }).click();
      const main = page.getByRole('main');
      const created = stepTime(
        main.getByRole('list', { name: 'Delivery progress' }),
        'Order created',
      );
      await expect(created).toHaveText(trackerText);
      const receipt = main.getByRole('region', { name: 'Receipt' });
      const fact = (term: string) =>
        receipt
          .getByRole('term')
          .filter({ hasText: new RegExp(`^${term}$`) })
          .locator('xpath=following-sibling::dd');
      await expect(fact('Ordered')).toHaveText(myText);
      await expect(fact('Paid')).toHaveText(timestamp);
      await shot('order');
    });
  });
}

// Issue 29 item 5: every brand painted in the default blue until the script loaded (8.6 s on a
// slow line). The served head carries the brand's colours; with JavaScript off the page is already
// in them: on the server-rendered goods page and on the plain shell of any other route.
test.describe('the first screen in the brand colours, without any script', () => {
  const brands = [
    {
      id: 'watt',
      goods: '/selectGoods?client_id=11103&domain_area=universal',
      color: '#f5a623',
      contrast: '#000000',
      rgb: 'rgb(245, 166, 35)',
    },
    {
      id: 'dragon',
      goods: '/selectGoods?client_id=12103',
      color: '#c0392b',
      contrast: '#ffffff',
      rgb: 'rgb(192, 57, 43)',
    },
  ];
  const sizes = [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1440, height: 900 },
  ];

  for (const brand of brands) {
    test(`${brand.id}: the goods page and the shell paint in the brand's colour`, async ({
      browser,
    }) => {
      // A context of its own: the shared page fixture waits for the app to take the page over.
      const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
      const page = await context.newPage();
      // With scripts off only Playwright's own world can read styles: toHaveCSS, not evaluate.
      const html = page.locator('html');
      // A cold server may answer its first goods page unrendered (over its render budget, ADR
      // 0031); once it renders, the page comes from its first-screen cache.
      const url = tenantUrl(brand.id, brand.goods);
      // Rendered by the server, never taken over by a script.
      await expect
        .poll(async () => (await page.goto(url))!.text(), { timeout: 20_000 })
        .toContain('<div id="root" data-ssr>');
      await expect(html).toHaveCSS('--brand-color', brand.color);
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
        'content',
        brand.color,
      );
      // A painted control in the brand's colour: the first filled button of the first screen's
      // main part (the header's login button takes the header's treatment; brand-themes.ts).
      const filled = page
        .locator(
          '#root main .button:not(.button--ghost), #root main .type-tabs__tab[aria-selected="true"]',
        )
        .first();
      await expect(filled).toHaveCSS('background-color', brand.rgb);
      for (const size of sizes) {
        await page.setViewportSize(size);
        await page.screenshot({
          path: `e2e/screenshots/issue-29/no-js-goods-${brand.id}-${size.name}.png`,
        });
      }

      // A route the server does not render: the bare shell, still in the brand's colours.
      await page.goto(tenantUrl(brand.id, '/my?client_id=1'));
      await expect(html).toHaveCSS('--brand-color', brand.color);
      await expect(html).toHaveCSS('--brand-contrast', brand.contrast);
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
        'content',
        brand.color,
      );
      await context.close();
    });
  }
});
