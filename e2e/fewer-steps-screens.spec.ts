import { loadTenants } from '@topup/tenants/all-tenants';
import { expect, test } from './support/fixtures.ts';
import { goodsSection } from './support/player.ts';
import { openGoods, openRecharge, seriousA11yFindings, switchLanguage } from './support/screens.ts';

// Issue 29 items 8 and 12 as the player sees them: the goods page once goods are picked, and the
// recharge info that picking them opens (a sheet, or the old route set's /recharge page) with the
// Japanese trade-law points above the buy button where the brand has them. Screenshots at a phone
// and a desktop size, axe without serious or critical findings, in English and in Arabic (RTL).

const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };
const SHOTS = process.env.SHOTS_DIR ?? 'e2e/screenshots/defects';
const tenants = loadTenants();
const byId = (id: string) => tenants.find((t) => t.id === id)!;

const cases = [
  { brand: 'watt', lang: 'en' },
  { brand: 'watt', lang: 'ar' },
  { brand: 'ko', lang: 'en' },
  { brand: 'acenetJp', lang: 'en' },
  { brand: 'ru', lang: 'en' },
  { brand: 'dragon', lang: 'en' },
] as const;

test.use({ locale: 'en-US' });

for (const c of cases) {
  for (const [size, viewport] of Object.entries(sizes)) {
    test(`${c.brand} in ${c.lang} at ${size}: goods picked, then the recharge info`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      const layout = await openGoods(page, byId(c.brand));
      await expect(goodsSection(page)).toBeVisible();
      if (c.lang !== 'en') await switchLanguage(page, c.lang);
      const name = `${SHOTS}/steps-${c.brand}-${c.lang}-${size}`;
      await page.screenshot({ path: `${name}-goods.png` });
      const info = await openRecharge(page, layout, c.lang);
      // The methods are in (the payment region's select), not the loading placeholders.
      await expect(info.getByRole('combobox').first()).toBeVisible();
      await page.screenshot({ path: `${name}-recharge.png` });
      if (c.brand === 'acenetJp') {
        const notice = info.getByRole('region', { name: /Specified Commercial/ });
        await expect(notice).toContainText('Prices are shown including tax.');
        await notice.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${name}-recharge-notice.png` });
      }
      expect(await seriousA11yFindings(page)).toEqual([]);
    });
  }
}
