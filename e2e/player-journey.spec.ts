import type { Page } from '@playwright/test';
import { test, expect, tenantUrl } from './support/fixtures.ts';
import {
  expectKeptAfterReload,
  expectPicked,
  JPY,
  pickGoods,
  screenshots,
  USD,
} from './support/goods-steps.ts';
import {
  chooseSubGame,
  demo,
  header,
  login,
  openServerPicker,
  pickerButton,
  pickerRow,
  pickRole,
  pickServerById,
  pickSubGame,
  searchServer,
  submitLogin,
  summaryValue,
} from './support/player.ts';

// Issue 3 "Done when": the player's way from login to the goods on three kinds of brand — watt
// (several regions, new layout), dragon (one region, old route set) and ssgame (region from the
// client id). Demo data: apps/server/src/modules/catalog/seed-rows.ts.

/**
 * Logged in for one game product, the player switched to another: the login there is asked again
 * (tokens are bound to a game product), and the server pick opens it.
 */
async function serverAndRoleAfterGameSwitch(page: Page, serverId: string, role: string) {
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  await pickServerById(page, serverId);
  await submitLogin(page, demo);
  await pickerButton(page, 'Character').click();
  await pickRole(page, role);
}

test('watt (several regions): log in, sub-game, server by ID, role, goods in $', async ({
  page,
}) => {
  await page.goto(tenantUrl('watt', '/?domain_area=universal'));
  await login(page, demo);
  await expect(summaryValue(page, 'Game')).toHaveText('Spark Legends');

  await pickSubGame(page, 'Voltage Arena', 'Voltage Arena Classic');
  await expect(page).toHaveURL(/client_id=111031/);
  await expect(summaryValue(page, 'Game')).toHaveText('Voltage Arena Classic');
  await serverAndRoleAfterGameSwitch(page, '5001', 'Borin');
  const picked = { game: 'Voltage Arena Classic', server: 'S1 Dawn', role: 'Borin' };
  await expectPicked(page, picked);

  const goods = await pickGoods(page, USD);
  await screenshots(page, 'watt');
  await expectKeptAfterReload(page, { ...picked, goods });
});

test('dragon (one region, old route set): /selectGame, sub-game, server by ID, role, goods in $', async ({
  page,
}) => {
  await page.goto(tenantUrl('dragon'));
  await expect(page).toHaveURL(/\/selectGame/);
  await login(page, demo);

  await chooseSubGame(page.getByRole('main'), 'Dragon Saga', 'Dragon Saga Classic');
  await expect(page).toHaveURL(/\/selectGoods\?.*client_id=121031/);
  await expect(summaryValue(page, 'Game')).toHaveText('Dragon Saga Classic');
  await serverAndRoleAfterGameSwitch(page, '5003', 'Dax');
  const picked = { game: 'Dragon Saga Classic', server: 'S3 Frost', role: 'Dax' };
  await expectPicked(page, picked);

  const goods = await pickGoods(page, USD);
  await screenshots(page, 'dragon');
  await expectKeptAfterReload(page, { ...picked, goods });
});

test('ssgame (client_id 17103 means ja): server by ID, role, goods in ¥', async ({ page }) => {
  await page.goto(tenantUrl('ssgame', '/?client_id=17103'));
  await login(page, demo);
  // The game's own client id lands on its flagged version.
  await expect(summaryValue(page, 'Game')).toHaveText('Shadow Samurai Origins');
  await expect(pickerRow(page, 'Region')).toContainText('Japan');

  // Japan's servers only: the same game's server in Korea is not found.
  const sheet = await openServerPicker(page);
  const all = await searchServer(sheet, '6002');
  await expect(all.getByRole('note')).toHaveText('No data');
  await sheet.getByRole('button', { name: 'Close' }).click();
  await pickServerById(page, '6001');
  await pickRole(page, 'Borin');
  const picked = { game: 'Shadow Samurai Origins', server: 'S1 Dawn', role: 'Borin' };
  await expectPicked(page, picked);

  const goods = await pickGoods(page, JPY);
  await screenshots(page, 'ssgame');
  await expectKeptAfterReload(page, { ...picked, goods });
});
