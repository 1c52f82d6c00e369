import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { tenantUrl } from './support/fixtures.ts';
import { demoRole } from './support/demo-game.ts';
import { demo, login, pickRole, pickServerById } from './support/player.ts';

// Issue 18 on watt (new layout; the demo seeds a 7-step calendar on Voltage Arena): the signed-in
// demo player sees today's step on the goods page, picks a character, claims, the demo game gets
// the day's item once, and the claim cannot be made again that day.

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

const home = '/selectGoods?client_id=11103&domain_area=universal';
const panel = (page: Page) => page.getByRole('region', { name: 'Daily Login Rewards' });

async function storedRoleId(page: Page): Promise<string> {
  const id = await page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('paymentOrderInfo') ?? '{}') as {
          value?: { role?: { value?: string } };
        }
      ).value?.role?.value,
  );
  if (!id) throw new Error('no character stored');
  return id;
}

test('watt: claim today’s daily reward for a character; the game gets it once; no second claim', async ({
  page,
  request,
}) => {
  await page.goto(tenantUrl('watt', home));
  await expect(panel(page)).toHaveCount(0);
  await login(page, demo);

  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByRole('listitem')).toHaveCount(7);
  const today = panel(page).getByRole('listitem', { name: 'Day 1: Diamonds ×10' });
  await expect(today).toHaveAttribute('aria-current', 'date');
  await expect(panel(page).getByRole('timer')).toHaveText(/^Next reward in \d+:\d\d:\d\d$/);

  await pickServerById(page, '1001');
  await pickRole(page, 'Cyra');
  await expect(panel(page).getByText('For Cyra · S1 Dawn')).toBeVisible();
  const cyra = { tenantId: 'watt', clientId: '11103', roleId: await storedRoleId(page) };
  const before = await demoRole(request, cyra);

  await panel(page).getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByRole('status', { name: 'Notifications' })).toContainText(
    'Claimed! Your reward is on its way to your character.',
  );
  await expect(
    panel(page).getByText("Today's reward is claimed. Come back tomorrow!"),
  ).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Claim' })).toHaveCount(0);
  await expect(
    panel(page).getByRole('listitem', { name: 'Day 1: Diamonds ×10 (Claimed)' }),
  ).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/daily-reward-claimed.png', fullPage: true });

  // The relay runs every second: one 'daily' delivery of 10, and so it stays.
  const rewards = async () =>
    (await demoRole(request, cyra)).deliveries.filter((d) => d.source === 'daily');
  await expect.poll(async () => (await rewards()).length, { timeout: 15_000 }).toBe(1);
  await page.waitForTimeout(2_000);
  expect((await rewards()).map((d) => d.amount)).toEqual([10]);
  expect((await demoRole(request, cyra)).balance).toBe(before.balance + 10);

  // Back later the same day (and in the old layout): claimed, nothing to claim again.
  await page.goto(tenantUrl('watt', `${home}&layout=old`));
  await expect(
    panel(page).getByText("Today's reward is claimed. Come back tomorrow!"),
  ).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Claim' })).toHaveCount(0);
});
