import { loadTenants } from '@topup/tenants/all-tenants';
import { test, expect, tenantUrl, port } from './support/fixtures.ts';

const tenants = loadTenants();

// Moved (CI time, issue 30 item 6): "<brand>: own title, colour and footer" (every brand: title,
// header, footer and --brand-color, and a screenshot) is checked on the first visit of
// brand-screens.spec.ts's pass per brand and size, whose look screenshot replaces this one.

test.describe('each brand opens at its own local host', () => {
  test('the demo host of a brand is the same brand, marked demo', async ({ page }) => {
    const tenant = tenants[0]!;
    await page.goto(tenantUrl(tenant.id, `/?domain_area=${tenant.areas[0]}`, { demo: true }));
    await expect(page.getByRole('banner')).toContainText(tenant.title);
    const boot = await page.evaluate(
      () => JSON.parse(document.getElementById('boot')?.textContent ?? '{}') as { demo?: boolean },
    );
    expect(boot.demo).toBe(true);
  });
});

test('a multi-region brand opened without a region offers its regions', async ({ openTenant }) => {
  const watt = tenants.find((t) => t.id === 'watt')!;
  const page = await openTenant('watt');
  await expect(page).toHaveURL(/\/notArea/);
  await expect(page.getByRole('heading', { name: 'Parameter error' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(watt.copyright);
  await page.getByRole('link', { name: 'Americas & Europe' }).click();
  await expect(page).toHaveURL(/\/selectGoods\?.*domain_area=useuro/);
  await expect(page.getByRole('banner')).toContainText(watt.title);
});

test('a single-region brand opens at its bare host', async ({ openTenant }) => {
  const dragon = tenants.find((t) => t.id === 'dragon')!;
  const page = await openTenant('dragon');
  // dragon keeps the old route set: / -> /selectGame (SPEC §2).
  await expect(page).toHaveURL(/\/selectGame/);
  await expect(page.getByRole('banner')).toContainText(dragon.title);
});

test('an unknown host gets a clear error page, never a default brand', async ({ page }) => {
  const response = await page.goto(`http://nosuchbrand.localhost:${port}/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading')).toContainText(/unknown shop address/i);
  for (const tenant of tenants) await expect(page.locator('body')).not.toContainText(tenant.title);
});

test('bare localhost lists every brand with links', async ({ page }) => {
  await page.goto(`http://localhost:${port}/`);
  for (const tenant of tenants) {
    const id = tenant.id.toLowerCase();
    // A brand of several areas is linked with its first area (issue 29 item 8).
    const query = tenant.areas.length > 1 ? `?domain_area=${tenant.areas[0]}` : '';
    await expect(page.locator(`a[href="http://${id}.localhost:${port}/${query}"]`)).toHaveCount(1);
    await expect(
      page.locator(`a[href="http://demo.${id}.localhost:${port}/${query}"]`),
    ).toHaveCount(1);
  }
});
