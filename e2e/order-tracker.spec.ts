import { expect, test, tenantUrl } from './support/fixtures.ts';
import {
  buyInWindow,
  buyNow,
  chooseGoods,
  chooseMethod,
  payerChooses,
  resultView,
} from './support/pay-steps.ts';
import { demo, login, pickRole, pickServerById } from './support/player.ts';
import { recheckUntil } from './support/result-steps.ts';
import { seriousA11yFindings } from './support/screens.ts';

// Issue 18: a purchase shows its delivery live (paid → sent → delivered, with times, pushed by the
// server's Server-Sent Events) in the result popup without reloading, and the order is in My's
// order history, opening the order page with the same steps and a receipt (also in Arabic, RTL).

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

test('watt: the result shows the delivery live; My → the order shows its steps and receipt', async ({
  page,
}) => {
  await page.goto(tenantUrl('watt', '/?domain_area=universal&client_id=11103'));
  await login(page, demo);
  await pickServerById(page, '1003');
  await pickRole(page, 'Dax');
  await chooseGoods(page, '60 Diamonds');
  const info = await buyNow(page, 'new');
  await chooseMethod(page, info, { country: 'US', method: /^PayPal/ });
  const checkout = await buyInWindow(page, { amount: '0.99', currency: 'USD' });
  await payerChooses(checkout, 'Pay now (succeed)');
  await checkout.window.close();

  const result = resultView(page, 'new');
  await recheckUntil(result, 'Top up successful');
  const steps = result.getByRole('list', { name: 'Delivery progress' });
  // Pushed by the stream: the delivered step gets its time without any reload or click.
  const delivered = steps.getByRole('listitem').filter({ hasText: 'Delivered to your character' });
  await expect(delivered.locator('time')).toBeVisible({ timeout: 20_000 });
  for (const step of ['Order created', 'Paid', 'Sent to the game']) {
    await expect(
      steps.getByRole('listitem').filter({ hasText: step }).locator('time'),
    ).toBeVisible();
  }
  await page.screenshot({ path: 'e2e/screenshots/issue-18/result-tracker-watt.png' });
  await result.getByRole('button', { name: 'Recharge done' }).click();

  await page.goto(tenantUrl('watt', '/my?domain_area=universal&client_id=11103'));
  const history = page.getByRole('main').getByRole('region', { name: 'Order history' });
  const row = history.getByRole('listitem').filter({ hasText: checkout.billingNo });
  await row.getByRole('link', { name: '60 Diamonds' }).click();

  await expect(page).toHaveURL(new RegExp(`/order/${checkout.billingNo}\\?`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Order details');
  await expect(main.getByRole('status').first()).toHaveText('Top up successful');
  await expect(
    main.getByRole('list', { name: 'Delivery progress' }).getByRole('listitem').locator('time'),
  ).toHaveCount(4);
  const receipt = main.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toContainText(checkout.billingNo);
  await expect(receipt).toContainText('$0.99');
  await expect(receipt).toContainText('Dax');
  await expect(receipt).toContainText('Price includes applicable taxes.');
  await expect(receipt.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/issue-18/order-page-watt.png', fullPage: true });
  expect(await seriousA11yFindings(page)).toEqual([]);

  // The same page in Arabic: right to left, its own texts, nothing serious for axe.
  await page.goto(
    tenantUrl(
      'watt',
      `/order/${checkout.billingNo}?domain_area=universal&client_id=11103&spec_lang=ar`,
    ),
  );
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('تفاصيل الطلب');
  await expect(main.getByRole('region', { name: 'الإيصال' })).toContainText(checkout.billingNo);
  await expect(
    main.getByRole('list', { name: 'تقدّم التسليم' }).getByRole('listitem').locator('time'),
  ).toHaveCount(4);
  await page.screenshot({
    path: 'e2e/screenshots/issue-18/order-page-watt-ar.png',
    fullPage: true,
  });
  expect(await seriousA11yFindings(page)).toEqual([]);
});
