import type { Page } from '@playwright/test';
import { expect, test, tenantUrl } from './support/fixtures.ts';
import { demo, login } from './support/player.ts';
import { seriousA11yFindings } from './support/screens.ts';

// Issue 18's new screens pass axe-core (no serious or critical finding) in English and in Arabic
// (right to left): the daily reward panel and the offers' badges and countdowns on watt's goods
// pages, and the spending limits in My. The delivery tracker and the order page are checked in
// order-tracker.spec.ts, the accessibility statement in accessibility-statement.spec.ts.

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

const screens = [
  // The first game: its daily calendar (the panel's countdown is a timer).
  { name: 'daily reward', path: '/selectGoods?client_id=11103&domain_area=universal', tab: 0 },
  // Spark Legends Classic (another game product, so its own login): the demo offers in its
  // second goods tab (Limited, Step n of 3, Free, countdowns).
  { name: 'offers', path: '/selectGoods?client_id=112031&domain_area=universal', tab: 1 },
] as const;

const limitsTitle = { en: 'Spending limits', ar: 'حدود الإنفاق' } as const;

/** Signed in on both game products, in English (the login helper reads English labels). */
async function signedIn(page: Page) {
  for (const screen of screens) {
    await page.goto(tenantUrl('watt', screen.path));
    await login(page, demo);
  }
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: daily reward, offers and spending limits have no serious axe finding`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signedIn(page);
    for (const screen of screens) {
      await page.goto(tenantUrl('watt', `${screen.path}&spec_lang=${lang}`));
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await page.getByRole('main').getByRole('tab').nth(screen.tab).click();
      await expect(page.getByRole('main').getByRole('timer').first()).toBeVisible();
      await page.screenshot({
        path: `e2e/screenshots/issue-18/${screen.name.replace(' ', '-')}-${lang}.png`,
        fullPage: true,
      });
      expect({ screen: screen.name, findings: await seriousA11yFindings(page) }).toEqual({
        screen: screen.name,
        findings: [],
      });
    }
    await page.goto(
      tenantUrl('watt', `/my?client_id=11103&domain_area=universal&spec_lang=${lang}`),
    );
    await expect(
      page.getByRole('main').getByRole('region', { name: limitsTitle[lang] }),
    ).toBeVisible();
    await page.screenshot({ path: `e2e/screenshots/issue-18/spending-limits-${lang}.png` });
    expect({ screen: 'spending limits', findings: await seriousA11yFindings(page) }).toEqual({
      screen: 'spending limits',
      findings: [],
    });
  });
}
