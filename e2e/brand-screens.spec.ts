import type { Language } from '@topup/contracts/languages';
import { loadTenants } from '@topup/tenants/all-tenants';
import { expect, test } from './support/fixtures.ts';
import { paidWithPlatformPay } from './support/pay-steps.ts';
import { factValue, goodsSection } from './support/player.ts';
import {
  eventsAnnounced,
  expectTwoColumns,
  openEvents,
  openGoods,
  openRecharge,
  shopperOf,
  sizes,
  snapChecked,
  switchLanguage,
  text,
  type Size,
} from './support/screens.ts';
import { openVipCentre } from './support/vip-steps.ts';

// Every brand at phone and desktop sizes: the goods page, the recharge info, the result of a paid
// order (the sandbox's Platform Pay), and where the brand has them the VIP centre and the events;
// and five languages on brands that offer them. axe-core finds no serious or critical problem on
// any of them. Screenshots: e2e/screenshots/brands/<brand>-<size>-<screen>.png.

const tenants = loadTenants();
const byId = (id: string) => tenants.find((t) => t.id === id)!;

for (const tenant of tenants) {
  for (const size of Object.keys(sizes) as Size[]) {
    test(`${tenant.id} at ${size} size: goods, recharge info, result, VIP centre and events`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(sizes[size]);
      const screen = (name: string) => snapChecked(page, `${tenant.id}-${size}-${name}`);
      const shopper = shopperOf(tenant);
      const layout = await openGoods(page, tenant, shopper);
      await expect(goodsSection(page)).toBeVisible();
      if (size === 'desktop') await expectTwoColumns(page);
      await screen('goods');
      await openRecharge(page, layout, 'en');
      await screen('recharge');

      const result = await paidWithPlatformPay(page, request, tenant.id, layout);
      await expect(factValue(result, 'Character')).toHaveText(shopper.role);
      await screen('result');
      if (layout === 'new') {
        // Success's 'Recharge done' closes the popup over the goods page.
        await result.getByRole('button', { name: 'Recharge done' }).click();
        await expect(result).toBeHidden();
      }

      // Events first: the new layout's VIP centre is a page without the bottom bar.
      const { clientId, area } = shopper;
      if (await eventsAnnounced(request, tenant.id, clientId, area)) {
        await openEvents(page);
        await screen('events');
      }
      if (tenant.vip) {
        await openVipCentre(page, layout);
        await screen('vip');
      }
    });
  }
}

// Each language on a brand whose picker offers it.
const languageBrands: readonly [Language, string][] = [
  ['ar', 'watt'],
  ['ja', 'acenetJp'],
  ['ko', 'ko'],
  ['ru', 'ru'],
  ['th', 'rhinosSea'],
];

for (const [lang, brand] of languageBrands) {
  for (const size of Object.keys(sizes) as Size[]) {
    test(`${lang} on ${brand} at ${size} size`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(sizes[size]);
      const layout = await openGoods(page, byId(brand));
      await switchLanguage(page, lang);
      if (lang === 'ar') {
        // Mirrored: the page runs right to left and the header's logo sits on the right.
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        const logo = await page.getByRole('banner').locator('img').first().boundingBox();
        expect(logo!.x).toBeGreaterThan(sizes[size].width / 2);
        // The step bar reads from the right: step 1 right of step 4.
        const steps = page.getByRole('navigation', { name: text('ar', 'steps.label') });
        const items = steps.getByRole('listitem');
        await expect(items).toHaveCount(4);
        const first = await items.first().boundingBox();
        const last = await items.last().boundingBox();
        expect(first!.x).toBeGreaterThan(last!.x);
      }
      await snapChecked(page, `${lang}-${brand}-${size}-goods`);
      const info = await openRecharge(page, layout, lang);
      if (lang === 'ar') {
        await expect(info).toHaveCSS('direction', 'rtl');
      }
      await snapChecked(page, `${lang}-${brand}-${size}-recharge`);
    });
  }
}
