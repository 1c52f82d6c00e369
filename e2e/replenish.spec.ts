import type { Page } from '@playwright/test';
import { expect, tenantUrl, test } from './support/fixtures.ts';
import { demoRole } from './support/demo-game.ts';
import { checkoutIn, payerChooses } from './support/pay-steps.ts';
import { demo, factValue, fillLogin, header, login } from './support/player.ts';
import { createReplenishLink } from './support/replenish-links.ts';
import { recheckUntil, snap } from './support/result-steps.ts';

// Issue 6 "Done when", make-up payments: support creates a link (staff endpoint), the player opens
// it in Chromium, sees the countdown, logs in through the in-game flow and pays in the sandbox;
// an expired link shows the expired text. On brandEn's Brand Quest (26103, universal, USD), which
// no other journey pays on: the game's notice goes to demo's first character there (Borin, 1001011).

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

const TENANT = 'brandEn';
const GAME = '26103';
const link = (over: Record<string, unknown> = {}) => ({
  tenant: TENANT,
  client_id: GAME,
  username: 'demo',
  amount_minor: 499,
  valid_minutes: 30,
  reason: 'e2e make-up payment',
  ...over,
});
const countdown = (page: Page) => page.getByRole('timer');

test('a replenish link: countdown, in-game login, paid in the sandbox, the account unblocks', async ({
  page,
  request,
}) => {
  const created = await createReplenishLink(request, link());
  expect(created.url).toMatch(/^http:\/\/branden\.localhost:\d+\/replenishGoods\?replenish_id=/);
  const before = await demoRole(request, { tenantId: TENANT, clientId: GAME, roleId: '1001011' });

  await page.goto(created.url);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Make-up payment' })).toBeVisible();
  await expect(main).toContainText('Brand Quest');
  await expect(main).toContainText('demo');
  await expect(main).toContainText('$4.99');
  // The countdown runs each second in minutes and seconds.
  await expect(countdown(page)).toHaveText(/^Time left to pay: (30:00|29:5\d)$/);
  const first = await countdown(page).innerText();
  await expect(countdown(page)).not.toHaveText(first, { timeout: 3_000 });
  // The limited header: logo and login, no navigation.
  await expect(header(page).getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await snap(page, 'replenish-open');

  // The in-game login (game_id), then the page lands on the link again and reloads.
  const auth = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/ingame/auth');
  await login(page, demo);
  const body = (await auth).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ game_id: GAME, replenish_id: created.replenish_id });
  await expect(page).toHaveURL(/\/replenishGoods\?replenish_id=[\w-]+&rp_client_id=26103/);

  await main.getByRole('combobox', { name: 'Payment region' }).selectOption('US');
  await main.getByRole('button', { name: /^PayPal/ }).click();
  await snap(page, 'replenish-methods');
  const opened = page.waitForEvent('popup');
  await main.getByRole('button', { name: 'Pay now' }).click();
  const checkout = await checkoutIn(await opened, { amount: '4.99', currency: 'USD' });
  await payerChooses(checkout, 'Pay now (succeed)');
  const result = page.getByRole('dialog', { name: 'Recharge result' });
  await recheckUntil(result, 'Top up successful');
  await expect(factValue(result, 'Billing number')).toHaveText(checkout.billingNo);
  await expect(factValue(result, 'Goods')).toHaveText('Make-up payment');
  await snap(page, 'replenish-success');
  await result.getByRole('button', { name: 'Recharge done' }).click();

  await expect(main).toContainText('Payment received');
  await expect(main).toContainText('Your account will be unblocked within about 15 minutes.');
  await expect(main.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  await snap(page, 'replenish-paid');

  // The game received the make-up payment's notice: nothing credited, on record once.
  await expect
    .poll(async () => {
      const role = await demoRole(request, { tenantId: TENANT, clientId: GAME, roleId: '1001011' });
      return role.deliveries.filter((d) => d.delivery_id === checkout.billingNo);
    })
    .toEqual([expect.objectContaining({ amount: 0, source: 'replenish' })]);
  const after = await demoRole(request, { tenantId: TENANT, clientId: GAME, roleId: '1001011' });
  expect(after.balance).toBe(before.balance);
});

test('an expired link shows the expired text; a countdown that runs out does too', async ({
  page,
  request,
}) => {
  const expired = await createReplenishLink(request, link({ valid_seconds: 1 }));
  await page.waitForTimeout(1_500);
  await page.goto(expired.url);
  const main = page.getByRole('main');
  await expect(main).toContainText(
    'This page has expired, contact customer service to get a new link',
  );
  await expect(countdown(page)).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  await snap(page, 'replenish-expired');

  const running = await createReplenishLink(request, link({ valid_seconds: 4 }));
  await page.goto(running.url);
  await expect(countdown(page)).toHaveText(/^Time left to pay: 00:0[1-4]$/);
  await expect(main).toContainText(
    'This page has expired, contact customer service to get a new link',
    { timeout: 8_000 },
  );
  await expect(countdown(page)).toHaveCount(0);
});

test('a login with another account goes to /errorReplenish, and back to the link', async ({
  page,
  request,
}) => {
  const created = await createReplenishLink(request, link());
  await page.goto(created.url);
  await header(page).getByRole('button', { name: 'Log in' }).click();
  const dialog = await fillLogin(page, { username: 'norole', password: 'demo1234' });
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/errorReplenish\?/);
  const main = page.getByRole('main');
  await expect(main).toContainText('The login account must match the top-up game account.');
  await expect(dialog).toBeHidden();
  await snap(page, 'replenish-other-account');
  await main.getByRole('link', { name: 'Back to the payment page' }).click();
  await expect(page).toHaveURL(/\/replenishGoods\?replenish_id=/);
  await expect(main).toContainText('Log in with this game account to pay.');
});

test('an unknown link goes to /errorReplenish with the reason', async ({ page }) => {
  await page.goto(
    tenantUrl(TENANT, `/replenishGoods?replenish_id=${'x'.repeat(43)}&rp_client_id=${GAME}`),
  );
  await expect(page).toHaveURL(/\/errorReplenish\?replenish_id=x+&rp_client_id=26103/);
  await expect(page.getByRole('main')).toContainText('Page expired');
  await expect(page.getByRole('main')).toContainText('This make-up payment link is invalid.');
  await expect(page.getByRole('main').getByRole('link')).toHaveCount(0);
  await snap(page, 'replenish-error');
});
