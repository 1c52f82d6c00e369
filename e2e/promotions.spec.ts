import { randomBytes } from 'node:crypto';
import { test, expect, tenantUrl } from './support/fixtures.ts';
import { consoleLogin, consoleOrigin, demoStaff } from './support/console-steps.ts';

// Issue 29 item 9: the publisher fills the goods page's promotions slot from the console. An
// operator adds a promotion to acenet's Ace Pilots (new layout; no other journey adds one there)
// linking to its weekly pack; the shop's goods page shows it under the game card, and its link
// picks the goods.

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

const tag = randomBytes(3).toString('hex');
const title = `Pilot week ${tag}`;

test('an operator adds a promotion in the console; the goods page shows it', async ({
  page,
  browser,
}) => {
  const staff = await (
    await browser.newContext({ viewport: { width: 1366, height: 900 } })
  ).newPage();
  await consoleLogin(staff, demoStaff.operator);
  await staff.goto(`${consoleOrigin}/catalog`);
  await staff.getByTestId('catalog-brand').selectOption('acenet');
  await staff.getByTestId('catalog-tab-promotions').click();
  await staff.getByTestId('catalog-game').selectOption('ace-pilots');
  await staff.getByTestId('promotion-create').click();
  const form = staff.getByTestId('promotion-form');
  await form.getByTestId('promotion-titles-en').fill(title);
  await form.getByTestId('promotion-texts-en').fill('Twice the bonus on the weekly pack.');
  await form.getByTestId('promotion-link').selectOption('goods');
  await form.getByTestId('promotion-product').selectOption('ace-pilots-weekly-pack');
  // The window the form starts with: from now for a week.
  await form.getByTestId('promotion-save').click();
  await expect(staff.getByTestId('promotion-saved')).toContainText(title);
  await expect(staff.getByTestId('promotions-table')).toContainText(title);
  await expect(staff.getByTestId('promotions-table')).toContainText('Live');

  await page.goto(tenantUrl('acenet', '/selectGoods?client_id=19103&domain_area=universal'));
  const slot = page.getByRole('region', { name: 'Promotions' });
  const card = slot.getByRole('listitem').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Twice the bonus on the weekly pack.');
  // Under the game card, above the goods.
  const cardBox = (await card.boundingBox())!;
  const gameBox = (await page.locator('.game-card').boundingBox())!;
  expect(cardBox.y).toBeGreaterThanOrEqual(gameBox.y + gameBox.height);
  await card.getByRole('button', { name: 'View goods' }).click();
  await expect(page.getByRole('button', { name: /Weekly pack/, pressed: true })).toBeVisible();
});
