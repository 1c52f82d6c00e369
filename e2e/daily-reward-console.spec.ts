import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect, tenantUrl } from './support/fixtures.ts';
import { consoleLogin, consoleOrigin, demoStaff } from './support/console-steps.ts';
import { demo, login } from './support/player.ts';

// Issue 18 from the publisher's side: an operator creates a two-day daily calendar for rhinos'
// Rhino Clash in the console; the storefront shows it to a signed-in player at once (no deploy,
// no restart). The operator is the demo member no other journey signs in as (one TOTP code a step).

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

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
