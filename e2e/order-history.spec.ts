import { expect, test, tenantUrl } from './support/fixtures.ts';
import {
  buyNow,
  checkoutFact,
  chooseGoods,
  chooseMethod,
  resultView,
} from './support/pay-steps.ts';
import { demo, login, pickRole, pickServerById } from './support/player.ts';
import { seriousA11yFindings } from './support/screens.ts';

// Issue 17 defect 8: My had no order history. Now My lists the signed-in player's orders of the
// game (GET /api/pay/getOrderList): an order just placed shows with its goods, price, state and
// billing number, on both route sets. English texts from apps/web/src/locales/en.json.

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

test('watt: an order just placed shows in the order history in My', async ({ page }) => {
  await page.goto(tenantUrl('watt', '/?domain_area=universal&client_id=11103'));
  await login(page, demo);
  await pickServerById(page, '1003');
  await pickRole(page, 'Dax');
  await chooseGoods(page, '60 Diamonds');
  const info = await buyNow(page, 'new');
  await chooseMethod(page, info, { country: 'US', method: /^PayPal/ });
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  const checkout = await opened;
  await checkout.waitForURL(/\/(sandbox|emulator\/\w+)\/checkout\//);
  const billingNo = (await checkoutFact(checkout, 'Order').innerText()).trim();
  // Left unpaid: the order waits for its payment.
  await checkout.close();
  await expect(resultView(page, 'new')).toBeVisible();

  await page.goto(tenantUrl('watt', '/my?domain_area=universal&client_id=11103'));
  const history = page.getByRole('main').getByRole('region', { name: 'Order history' });
  await expect(history).toBeVisible();
  const row = history.getByRole('listitem').filter({ hasText: billingNo });
  await expect(row).toContainText('60 Diamonds');
  await expect(row).toContainText('$0.99');
  await expect(row).toContainText('Waiting for payment');
  await expect(row).toContainText('Dax');
  await page.screenshot({ path: 'e2e/screenshots/defects/order-history-watt.png', fullPage: true });
  expect(await seriousA11yFindings(page)).toEqual([]);
});

test('ko (old layout): My has the order history too; a guest sees none', async ({ page }) => {
  const query = '?client_id=13103&domain_area=kr&spec_lang=en';
  await page.goto(tenantUrl('ko', `/my${query}`));
  const main = page.getByRole('main');
  await expect(main.getByText('Not logged in')).toBeVisible();
  await expect(main.getByRole('region', { name: 'Order history' })).toHaveCount(0);

  await login(page, demo);
  const history = main.getByRole('region', { name: 'Order history' });
  await expect(history).toBeVisible();
  // Either the list of demo's ko orders or the empty note, never an error.
  await expect(history.getByRole('list').or(history.getByText('No orders yet'))).toBeVisible();
  await expect(history.getByRole('alert')).toHaveCount(0);
});
