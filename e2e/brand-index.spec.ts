import { expect, port, test } from './support/fixtures.ts';
import { loadTenants } from '@topup/tenants/all-tenants';

// Issue 29 item 8: the local brand index's link for watt (three areas) landed on "Parameter error":
// without domain_area a brand of several areas cannot tell which one is meant (SPEC §4 region
// resolution). Every brand's link opens its shop.

test.use({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });

test("the brand index's link opens each brand's shop, not the parameter error", async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const tenant of loadTenants()) {
    await page.goto(`http://localhost:${port}/`);
    await page.getByRole('link', { name: tenant.title, exact: true }).click();
    await expect(page).toHaveURL(/\/select(Goods|Game)\b/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Parameter error/);
    await expect(page.getByRole('region', { name: /Select (goods|game)/ }).first()).toBeVisible();
  }
});
