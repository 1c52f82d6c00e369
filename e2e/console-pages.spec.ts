import { copyFileSync, mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, tenantUrl } from './support/fixtures.ts';
import { consoleLogin, consoleOrigin, demoStaff } from './support/console-steps.ts';
import { buyInWindow } from './support/pay-steps.ts';
import { demo, login } from './support/player.ts';
import { seriousA11yFindings } from './support/screens.ts';
import { shopFor, type Brand } from './support/shop.ts';

// Issue 31 "Done when": every console page at 1440×900 and 1280×800, looked at by a person, and
// axe-core finds no serious or critical problem on any of them. One login (the demo owner); one
// page per size in that session; each screen saved to test-results/console-pages/ and copied
// for the lead to /work/wt/_shots/console-pages/.
// The console's CSS has no media queries (its pages lay out the same at both sizes, only wider),
// so axe-core, which reads the page's structure and colours, runs at 1280×800 only (CI time,
// issue 30 item 6); both sizes are still saved for a person to look at.

const sizes = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
] as const;
const axeWidth = 1280;
const out = 'test-results/console-pages';
const forLead = '/work/wt/_shots/console-pages';

const catalogTabs = [
  'goods',
  'offers',
  'promotions',
  'events',
  'daily',
  'gifts',
  'methods',
  'vip',
  'cards',
  'giftCodes',
] as const;

const rhinosSea: Brand = {
  tenantId: 'rhinosSea',
  layout: 'new',
  country: 'PH',
  enter: async (page) => {
    await page.goto(tenantUrl('rhinosSea', '/selectGoods?client_id=25103'));
    await login(page, demo);
  },
};

test.use({ locale: 'en-US' });

/** Nothing on the page is still loading (the console's "Loading…" statuses are gone). */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

/** Saves the whole page and, at axe's size, finds no serious or critical axe problem on it. */
async function look(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const file = `${out}/${name}-${width}.png`;
  await page.screenshot({ path: file, fullPage: true });
  mkdirSync(forLead, { recursive: true });
  copyFileSync(file, `${forLead}/${name}-${width}.png`);
  if (width === axeWidth) expect(await seriousA11yFindings(page), name).toEqual([]);
}

test('every console page at 1440×900 and 1280×800: screenshot, no serious axe problem', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  mkdirSync(out, { recursive: true });

  // One order to open: a GCash payment left pending on the provider's page.
  await page.setViewportSize({ width: 390, height: 844 });
  const shop = await shopFor(page, request, rhinosSea, {
    server: '1002',
    role: 'Cyra',
    goods: '300 Diamonds',
  });
  await shop.choose(/^GCash/);
  const checkout = await buyInWindow(page, shop.price);
  await checkout.window.close();

  // The login page itself, at each size, before signing in.
  for (const size of sizes) {
    const login = await context.newPage();
    await login.setViewportSize(size);
    await login.goto(`${consoleOrigin}/login`);
    await expect(login.getByTestId('login-submit')).toBeVisible();
    await look(login, 'login');
    await login.close();
  }

  const staff = await context.newPage();
  await consoleLogin(staff, demoStaff.owner);
  const pages = [staff, await context.newPage()];

  for (const [i, size] of sizes.entries()) {
    const p = pages[i]!;
    await p.setViewportSize(size);

    await p.goto(`${consoleOrigin}/catalog`);
    await settled(p);
    const brand = p.getByTestId('catalog-brand');
    const brandName = p.getByTestId('catalog-brand-name');
    // The brand picker or, once a brand is remembered, its name: whichever renders, not a guess
    // made before the page has drawn either.
    await expect(brand.or(brandName).first()).toBeVisible();
    if (await brand.isVisible()) await brand.selectOption('rhinos');
    await expect(brandName).toBeVisible();
    for (const tab of catalogTabs) {
      await p.getByTestId(`catalog-tab-${tab}`).click();
      await expect(p.getByTestId(`catalog-tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
      await settled(p);
      await look(p, `catalog-${tab}`);
    }

    await p.goto(`${consoleOrigin}/orders`);
    await settled(p);
    // The catalog chose one brand for the whole console; the order is another brand's.
    await p.getByTestId('brand-filter').selectOption('');
    await p.getByTestId('orders-billing_no').fill(checkout.billingNo);
    await p.getByTestId('orders-submit').click();
    await expect(p.getByTestId('orders-row')).toHaveCount(1);
    await look(p, 'orders');
    await p.getByTestId('orders-row').getByRole('link', { name: checkout.billingNo }).click();
    await expect(p.getByTestId('order-status')).toBeVisible();
    await settled(p);
    await look(p, 'order');

    for (const area of ['account-blocks', 'reconciliation', 'staff', 'tokens', 'audit']) {
      await p.goto(`${consoleOrigin}/${area}`);
      await settled(p);
      await look(p, area);
    }

    await p.goto(`${consoleOrigin}/dashboard`);
    await settled(p);
    await expect(p.locator('canvas').first()).toBeVisible();
    await look(p, 'dashboard');
  }
});
