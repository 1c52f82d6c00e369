import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect, tenantUrl } from './support/fixtures.ts';
import { consoleApi, consoleLogin, consoleOrigin, demoStaff } from './support/console-steps.ts';
import { demo, login } from './support/player.ts';

// Issue 18 from the publisher's side, changes the storefront shows at once (no deploy, no restart):
// an operator creates a two-day daily calendar for rhinos' Rhino Clash; an operator makes a goods
// item of coolgame (a brand no other journey buys on) a time-limited offer that ends within the
// minute, and the goods page drops it when the countdown reaches zero. The operator is the demo
// member no other journey signs in as; the tests run one after the other in one worker, so one
// TOTP code is never used twice.

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
test.describe.configure({ mode: 'serial' });

const tag = randomBytes(3).toString('hex');
const calendarName = `Console Week ${tag}`;
const localInput = (at: Date) =>
  new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

async function createCalendar(staff: Page) {
  await consoleLogin(staff, demoStaff.operator);
  await staff.goto(`${consoleOrigin}/catalog`);
  await staff.getByTestId('catalog-brand').selectOption('rhinos');
  await staff.getByTestId('catalog-tab-daily').click();
  await staff.getByTestId('catalog-game').selectOption('rhino-clash');
  await staff.getByTestId('daily-create').click();
  const form = staff.getByTestId('daily-form');
  await form.getByTestId('daily-id').fill(`e2e-${tag}`);
  await form.getByTestId('daily-names-en').fill(calendarName);
  const day = 86_400_000;
  await form.getByTestId('daily-starts').fill(localInput(new Date(Date.now() - day)));
  await form.getByTestId('daily-ends').fill(localInput(new Date(Date.now() + 7 * day)));
  // Seven days are offered; two are kept.
  for (let i = 6; i >= 2; i--) await form.getByTestId(`daily-step-${i}-remove`).click();
  await form.getByTestId('daily-step-0-amount').fill('7');
  await form.getByTestId('daily-step-0-reward-0-names-en').fill('Console gems');
  await form.getByTestId('daily-step-0-reward-0-quantity').fill('7');
  await form.getByTestId('daily-step-1-amount').fill('9');
  await form.getByTestId('daily-step-1-reward-0-names-en').fill('Console chest');
  await form.getByTestId('daily-save').click();
  await expect(staff.getByTestId(`daily-row-e2e-${tag}`)).toContainText(calendarName);
}

test('operator creates a daily calendar in the console; the storefront shows it at once', async ({
  page,
  browser,
}) => {
  const staff = await (
    await browser.newContext({ viewport: { width: 1366, height: 900 } })
  ).newPage();
  await createCalendar(staff);

  await page.goto(tenantUrl('rhinos', '/selectGoods?client_id=22103&domain_area=kr'));
  await login(page, demo);
  const panel = page.getByRole('region', { name: calendarName });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await expect(panel.getByRole('listitem', { name: 'Day 1: Console gems ×7' })).toHaveAttribute(
    'aria-current',
    'date',
  );
  await expect(panel.getByRole('listitem', { name: 'Day 2: Console chest ×1' })).toBeVisible();
});

test('a time-limited offer leaves the goods page when its time is up', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const staff = await (
    await browser.newContext({ viewport: { width: 1366, height: 900 } })
  ).newPage();
  await consoleLogin(staff, demoStaff.operator);
  const endsAt = new Date(Date.now() + 40_000).toISOString();
  const made = await consoleApi(
    staff,
    'PUT',
    '/api/console/catalog/coolgame/games/fairyland/offers/fairyland-diamonds-3280',
    { ends_at: endsAt },
  );
  expect(made.status).toBe(200);

  await page.goto(
    tenantUrl('coolgame', '/selectGoods?client_id=14103&domain_area=twhk&spec_lang=en'),
  );
  await login(page, demo);
  const card = page.getByRole('button', { name: / 3280 Diamonds / });
  await expect(card).toBeVisible();
  await expect(card.getByRole('timer')).toHaveText(/^Ends in 00:00:[0-5]\d$/);
  await expect(card).toContainText('Limited');
  // At zero the page asks for the goods again and the server no longer lists it; no reload.
  await expect(card).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByRole('button', { name: / 1280 Diamonds / })).toBeVisible();
});
