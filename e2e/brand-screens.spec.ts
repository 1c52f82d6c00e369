import type { Language } from '@topup/contracts/languages';
import { loadTenants } from '@topup/tenants/all-tenants';
import { expect, test } from './support/fixtures.ts';
import {
  openGoods,
  openRecharge,
  seriousA11yFindings,
  sizes,
  snap,
  switchLanguage,
  text,
  type Size,
} from './support/screens.ts';

// The goods page and the recharge info of every brand at phone and desktop sizes, and five
// languages on brands that offer them; axe-core finds no serious or critical problem there.
// Screenshots: e2e/screenshots/brands/<brand>-<size>-<screen>.png.

const tenants = loadTenants();
const byId = (id: string) => tenants.find((t) => t.id === id)!;

for (const tenant of tenants) {
  for (const size of Object.keys(sizes) as Size[]) {
    test(`${tenant.id} at ${size} size: goods and recharge info`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(sizes[size]);
      const layout = await openGoods(page, tenant);
      await snap(page, `${tenant.id}-${size}-goods`);
      expect(await seriousA11yFindings(page)).toEqual([]);
      await openRecharge(page, layout, 'en');
      await snap(page, `${tenant.id}-${size}-recharge`);
      expect(await seriousA11yFindings(page)).toEqual([]);
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
      await snap(page, `${lang}-${brand}-${size}-goods`);
      expect(await seriousA11yFindings(page)).toEqual([]);
      const info = await openRecharge(page, layout, lang);
      if (lang === 'ar') {
        await expect(info).toHaveCSS('direction', 'rtl');
      }
      await snap(page, `${lang}-${brand}-${size}-recharge`);
      expect(await seriousA11yFindings(page)).toEqual([]);
    });
  }
}
