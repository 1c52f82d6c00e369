import type { Browser, Page } from '@playwright/test';
import { expect, test, tenantUrl } from './support/fixtures.ts';
import { buyInWindow, buyNow, chooseGoods, chooseMethod, resultView } from './support/pay-steps.ts';
import { demo, fillLogin, login, pickRole, pickServerById } from './support/player.ts';
import { seriousA11yFindings } from './support/screens.ts';
import { ko, shopFor } from './support/shop.ts';

// Issue 29 items 3 and 6. Item 3: /order/<billing no> opened logged out said "We could not find
// this order" and still did after logging in from that page (the login was for the brand's first
// game, not the order's). Item 6: My listed only the orders of the game the login was for, so My
// on another game of watt said "No orders yet" for an account with orders. A login stays bound to
// one game product; the order page asks for the login of the order's game, and My lists the
// account's orders of every game of the brand. English texts from the web app's locales.

const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };
test.use({ viewport: phone, locale: 'en-US' });

/** Picks a character and goods, presses Buy (watt's new layout) and leaves the order unpaid. */
async function unpaidOrder(page: Page, pick: { server: string; role: string }): Promise<string> {
  await pickServerById(page, pick.server);
  await pickRole(page, pick.role);
  await chooseGoods(page, '60 Diamonds');
  const info = await buyNow(page, 'new');
  await chooseMethod(page, info, { country: 'US', method: /^PayPal/ });
  const checkout = await buyInWindow(page, { amount: '0.99', currency: 'USD' });
  await checkout.window.close();
  await expect(resultView(page, 'new')).toBeVisible();
  return checkout.billingNo;
}

/** A browser with nothing stored: the player opening a link from a receipt or an e-mail. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: phone, locale: 'en-US' });
  return context.newPage();
}

/** Logs in from the order page's own prompt (not the header's), then waits for the reload. */
async function loginFromPrompt(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  const dialog = await fillLogin(page, demo);
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await reloaded;
  await expect(dialog).toBeHidden();
}

async function shots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/screenshots/orders/${name}-390.png`, fullPage: true });
  await page.setViewportSize(desktop);
  await page.screenshot({ path: `e2e/screenshots/orders/${name}-1440.png`, fullPage: true });
  await page.setViewportSize(phone);
}

test('watt: two orders in two games; My on either game lists both; a logged-out link asks for the order’s game and shows it after login', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Voltage Arena (game product 101) and Spark Legends Classic (102): two logins, one account.
  await page.goto(tenantUrl('watt', '/?domain_area=universal&client_id=11103'));
  await login(page, demo);
  const voltage = await unpaidOrder(page, { server: '1003', role: 'Dax' });
  await page.goto(tenantUrl('watt', '/?domain_area=universal&client_id=112031'));
  await login(page, demo);
  const spark = await unpaidOrder(page, { server: '5001', role: 'Borin' });

  // Item 6: My on Spark Legends lists the Voltage Arena order too, each with its game.
  await page.goto(tenantUrl('watt', '/my?domain_area=universal&client_id=112031'));
  const history = page.getByRole('main').getByRole('region', { name: 'Order history' });
  const voltageRow = history.getByRole('listitem').filter({ hasText: voltage });
  const sparkRow = history.getByRole('listitem').filter({ hasText: spark });
  await expect(voltageRow).toContainText('Voltage Arena');
  await expect(sparkRow).toContainText('Spark Legends');
  await expect(history.getByText('No orders yet')).toHaveCount(0);
  await shots(page, 'my-two-games-watt');
  expect(await seriousA11yFindings(page)).toEqual([]);
  // Its link opens the order with its own game's login (stored on this browser).
  await voltageRow.getByRole('link', { name: '60 Diamonds' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${voltage}\\?.*client_id=11103`));
  await expect(page.getByRole('region', { name: 'Receipt' })).toContainText(voltage);

  // Item 3: the same link opened logged out, without any game in it.
  const visitor = await freshPage(browser);
  await visitor.goto(tenantUrl('watt', `/order/${voltage}`));
  const main = visitor.getByRole('main');
  await expect(
    main.getByText('Log in to Voltage Arena with the account you paid with to see this order.'),
  ).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
  await expect(visitor).toHaveURL(/client_id=11103/);
  await shots(visitor, 'order-link-login-watt');
  expect(await seriousA11yFindings(visitor)).toEqual([]);
  await loginFromPrompt(visitor);
  const receipt = main.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toContainText(voltage);
  await expect(receipt).toContainText('Dax');
  await expect(main.getByRole('status').first()).toContainText('Waiting for payment');
  await shots(visitor, 'order-link-after-login-watt');

  // Logged in to Voltage Arena only, the Spark Legends link asks for that game's login in turn.
  await visitor.goto(tenantUrl('watt', `/order/${spark}?client_id=11103&domain_area=universal`));
  await expect(main.getByText(/^Log in to Spark Legends/)).toBeVisible();
  await loginFromPrompt(visitor);
  await expect(main.getByRole('region', { name: 'Receipt' })).toContainText(spark);
  await visitor.context().close();
});

test('watt in Arabic (rtl): the login prompt of a logged-out order link', async ({ browser }) => {
  const visitor = await freshPage(browser);
  // Any well-formed number gets a game, so the page looks the same whether or not it exists.
  await visitor.goto(tenantUrl('watt', '/order/TP2612060000000001?spec_lang=ar'));
  await expect(visitor.getByRole('main').getByText(/لعرض هذا الطلب/)).toBeVisible();
  await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl');
  await shots(visitor, 'order-link-login-watt-ar');
  await visitor.context().close();
});

test('ko (old layout): an order link opened logged out shows the order after logging in from it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const shop = await shopFor(page, request, ko, {
    server: '1001',
    role: 'Borin',
    goods: '300 Diamonds',
  });
  await shop.choose(/^카카오페이/);
  const checkout = await buyInWindow(page, shop.price);
  await checkout.window.close();

  const visitor = await freshPage(browser);
  await visitor.goto(tenantUrl('ko', `/order/${checkout.billingNo}?spec_lang=en`));
  const main = visitor.getByRole('main');
  await expect(main.getByText(/^Log in to Black Moon Online/)).toBeVisible();
  await shots(visitor, 'order-link-login-ko');
  await loginFromPrompt(visitor);
  await expect(main.getByRole('region', { name: 'Receipt' })).toContainText(checkout.billingNo);
  await shots(visitor, 'order-link-after-login-ko');

  // My there lists it, with a link back to it.
  await visitor.goto(tenantUrl('ko', '/my?client_id=13103&domain_area=kr&spec_lang=en'));
  const history = main.getByRole('region', { name: 'Order history' });
  await expect(history.getByRole('listitem').filter({ hasText: checkout.billingNo })).toBeVisible();
  await shots(visitor, 'my-ko');
  await visitor.context().close();
});
