import { test, expect, tenantUrl } from './support/fixtures.ts';
import { consoleLogin, consoleOrigin, demoStaff } from './support/console-steps.ts';
import { openConsolePayment } from './support/emulator-steps.ts';
import { buyInWindow, payerChooses } from './support/pay-steps.ts';
import { demo, login } from './support/player.ts';
import { shopFor, type Brand } from './support/shop.ts';

// Issue 33 "Done when": the daily comparison's report for a provider is shown in the console.
// A player leaves a Codapay (GCash) payment pending on the provider's page; the provider then
// takes the money but its notification is lost (the emulator's console marks it paid without
// telling the shop). The operator compares today's Codapay payments from the console: the order
// is listed as paid at the provider only, our side still waiting for payment. Codapay's inquiry
// prices in the account's own currency, so the comparison leaves it to a person (nothing is
// delivered, which keeps the character's balance out of other journeys' way).

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

test('a payment the provider took but never told the shop about is shown in the console report', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const shop = await shopFor(page, request, rhinosSea, {
    server: '1002',
    role: 'Cyra',
    goods: '300 Diamonds',
  });
  await shop.choose(/^GCash/);
  const checkout = await buyInWindow(page, shop.price);
  expect(checkout.window.url()).toMatch(/\/emulator\/codapay\/checkout\/\d+$/);
  await payerChooses(checkout, 'Pay later (leave pending)');
  await checkout.window.close();

  // The provider's side: paid, and the notification lost.
  const emulator = await openConsolePayment(context, 'codapay', checkout.billingNo);
  await emulator.getByRole('button', { name: 'Mark paid without notifying the shop' }).click();
  await expect(emulator.getByRole('status')).toHaveText('Paid; the shop was not told.');
  await emulator.close();

  // The operator's side: compare today's Codapay payments of the brand now.
  const staff = await context.newPage();
  await staff.setViewportSize({ width: 1440, height: 900 });
  await consoleLogin(staff, demoStaff.owner);
  await staff.goto(`${consoleOrigin}/reconciliation`);
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Reconciliation');
  // The brand and provider by name (the option's value is the machine's pair).
  const target = staff.getByTestId('compare-target');
  await target.selectOption('rhinosSea/codapay');
  await expect(target.locator('option:checked')).toHaveText('Rhinos SEA Top-up — Codapay');
  const today = new Date().toISOString().slice(0, 10);
  await staff.getByTestId('compare-day').fill(today);
  await staff.getByRole('button', { name: 'Compare now' }).click();
  await expect(staff.getByTestId('compare-outcome')).toHaveText(
    'Compared. The report below is up to date.',
  );

  const report = staff.getByTestId(`report-rhinosSea-codapay-${today}`);
  await expect(report.getByRole('heading', { level: 2 })).toContainText('Codapay');
  await expect(report.getByRole('heading', { level: 2 })).not.toContainText('rhinosSea');
  const row = report.getByTestId(`difference-${checkout.billingNo}`);
  await expect(row).toContainText('Paid at the provider only');
  await expect(row).toContainText('waiting for payment');
  await expect(row.getByRole('link', { name: checkout.billingNo })).toBeVisible();
  // Money in the currency's units, never minor units or JSON.
  await expect(report).not.toContainText('amount_minor');
  await expect(report).not.toContainText('{');
  await row.scrollIntoViewIfNeeded();
  await staff.screenshot({ path: 'e2e/screenshots/console-reconciliation-1440.png' });
  await staff.setViewportSize({ width: 390, height: 844 });
  await row.scrollIntoViewIfNeeded();
  await staff.screenshot({ path: 'e2e/screenshots/console-reconciliation-390.png' });
});

/** brandEn's Brand Quest: new layout, universal region, USD (Xsolla). */
const brandEn: Brand = {
  tenantId: 'brandEn',
  layout: 'new',
  country: 'US',
  enter: async (page) => {
    await page.goto(tenantUrl('brandEn', '/?domain_area=universal&client_id=26103'));
    await login(page, demo);
  },
};

// Issue 33 item 3: Xsolla takes a payment under a reference the shop never issued (the emulator's
// console takes the amount of a pending payment again, without an order). Only the comparison by
// Xsolla's own list of the day (Find transactions by period) can find it; the console says there
// is no order here, shows Xsolla's amount in dollars and tells the operator what to do. The
// player's own order stays pending, so nothing is delivered to the character.
test('a payment the provider took with no order here reads "No order here" and says what to do', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const shop = await shopFor(page, request, brandEn, {
    server: '1001',
    role: 'Borin',
    goods: '300 Diamonds',
  });
  await shop.choose(/^Xsolla/);
  const checkout = await buyInWindow(page, shop.price);
  await payerChooses(checkout, 'Pay later (leave pending)');
  await checkout.window.close();

  const emulator = await openConsolePayment(context, 'xsolla', checkout.billingNo);
  await emulator.getByRole('button', { name: 'Take this amount again without an order' }).click();
  const said = emulator.getByRole('status');
  await expect(said).toHaveText(
    /^Paid under reference NOORDER\d{10}; the shop has no such order\.$/,
  );
  const reference = /NOORDER\d{10}/.exec((await said.textContent()) ?? '')![0];
  await emulator.close();

  const staff = await context.newPage();
  await staff.setViewportSize({ width: 1440, height: 900 });
  await consoleLogin(staff, demoStaff.owner);
  await staff.goto(`${consoleOrigin}/reconciliation`);
  await staff.getByTestId('compare-target').selectOption('brandEn/xsolla');
  const today = new Date().toISOString().slice(0, 10);
  await staff.getByTestId('compare-day').fill(today);
  await staff.getByRole('button', { name: 'Compare now' }).click();
  await expect(staff.getByTestId('compare-outcome')).toHaveText(
    'Compared. The report below is up to date.',
  );

  const report = staff.getByTestId(`report-brandEn-xsolla-${today}`);
  await expect(report).toContainText("from the provider's transaction list");
  const row = report.getByTestId(`difference-${reference}`);
  await expect(row).toContainText('Paid at the provider only');
  await expect(row).toContainText('No order here');
  // Xsolla's amount in dollars, the same as the pending order's price.
  await expect(row).toContainText(`$${shop.price.amount}`);
  await expect(row).toContainText('Needs a person');
  await expect(row).toContainText(/Find payment \d+ in Xsolla[^']*'s dashboard\. Refund it/);
  // The reference leads to no order: it is shown, not linked; no dash stands for our side.
  await expect(row.getByRole('link')).toHaveCount(0);
  await expect(row).not.toContainText('—');
  await expect(report).not.toContainText('amount_minor');
  await row.scrollIntoViewIfNeeded();
  await staff.screenshot({ path: 'e2e/screenshots/console-reconciliation-no-order-1440.png' });
});
