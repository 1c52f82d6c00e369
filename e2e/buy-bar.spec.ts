import { loadTenants } from '@topup/tenants/all-tenants';
import { expect, test, tenantUrl } from './support/fixtures.ts';
import { chooseGoods, closeRechargeInfo } from './support/pay-steps.ts';
import { demo, login, pickServerById } from './support/player.ts';
import { entryOf, pickFirstCharacter, seriousA11yFindings, text } from './support/screens.ts';

// Issue 17 defect 1: the disabled 'Buy now' bar floated over the goods grid at 45 % opacity on
// first view and its label ran into the cards' badges (German: "Jetzt kaufen" over "Gutschein").
// The bar must never cover a goods card or badge, and be drawn at full opacity.

test.use({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const tenants = loadTenants();
// Two brands that offer German: one on the new route set, one on the old.
for (const [brand, clientId] of [
  ['watt', undefined],
  ['joynet', '16103'],
] as const) {
  test(`${brand} in de: the Buy now bar covers no goods card or badge on first view`, async ({
    page,
  }) => {
    const tenant = tenants.find((t) => t.id === brand)!;
    const entry = entryOf(tenant);
    const game = clientId ?? entry.clientId;
    await page.goto(tenantUrl(brand, `/selectGoods?client_id=${game}&domain_area=${entry.area}`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const section = page.getByRole('region', { name: text('de', 'goods.title') });
    const cards = section.getByRole('button');
    await expect(cards.first()).toBeVisible();
    const buy = page.getByRole('button', { name: text('de', 'recharge.buyNow') });
    await expect(buy).toBeDisabled();
    await page.screenshot({ path: `e2e/screenshots/defects/buy-bar-${brand}-de-first-view.png` });

    const check = async () => {
      const bar = (await buy.boundingBox())!;
      const boxes = [
        ...(await cards.all()),
        ...(await section.getByText(text('de', 'goods.coupon'), { exact: true }).all()),
      ];
      expect(boxes.length).toBeGreaterThan(1);
      for (const el of boxes) {
        const box = (await el.boundingBox())!;
        expect(overlaps(bar, box), `bar ${JSON.stringify(bar)} over ${JSON.stringify(box)}`).toBe(
          false,
        );
      }
    };
    await check();
    await expect(buy).toHaveCSS('opacity', '1');
    // Nor anywhere down the page: at the end it sits in its own space below the goods.
    await buy.scrollIntoViewIfNeeded();
    await check();
    await page.screenshot({ path: `e2e/screenshots/defects/buy-bar-${brand}-de-end.png` });
    expect(await seriousA11yFindings(page)).toEqual([]);
  });
}

test.describe('chosen', () => {
  // The login helpers speak English (support/player.ts).
  test.use({ locale: 'en-US' });

  test('watt: once goods are chosen the bar stays in view on an opaque strip above the nav', async ({
    page,
  }) => {
    await page.goto(tenantUrl('watt', '/?client_id=11103&domain_area=universal'));
    await login(page, demo);
    await pickServerById(page, '1001');
    await pickFirstCharacter(page);
    await chooseGoods(page, '300 Diamonds');
    // Picking them opened the sheet; closed, 'Buy now' is how to come back to it.
    await closeRechargeInfo(page);
    const buy = page.getByRole('button', { name: 'Buy now' });
    await expect(buy).toBeEnabled();
    await page.evaluate(() => window.scrollTo(0, 0));
    const nav = (await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox())!;
    // Kept in view just above the bottom navigation, on an opaque strip: no text under text.
    await expect(async () => {
      const bar = (await buy.boundingBox())!;
      expect(bar.y + bar.height).toBeLessThanOrEqual(nav.y);
      expect(bar.y).toBeGreaterThan(nav.y - 100);
    }).toPass();
    await expect(buy.locator('..')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await page.screenshot({ path: 'e2e/screenshots/defects/buy-bar-watt-ready.png' });
    // At the end of the page it sits in its own space: the summary above it is not covered.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const summary = page.getByRole('region', { name: 'Your selection' });
    await expect(async () => {
      const end = (await buy.boundingBox())!;
      const last = (await summary.boundingBox())!;
      expect(last.y + last.height).toBeLessThanOrEqual(end.y);
    }).toPass();
    await page.screenshot({ path: 'e2e/screenshots/defects/buy-bar-watt-ready-end.png' });
  });
});
