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
  pickGame,
  pickRole,
  pickServerById,
  pickSubGame,
  searchServer,
  submitLogin,
  summaryValue,
} from './support/player.ts';

// Issue 3 "Done when": the player's way from login to the goods on three kinds of brand — watt
// (several regions, new layout), dragon (one region, old route set) and ssgame (region from the
// client id). Demo data: packages/demo/src/seed/catalog/seed-rows.ts — each brand's first game
// has 42 servers (1001…, in blocks per region) and no versions; the second game (2001…) has the
// versions Classic (client id + '1', servers 5001…) and Origins (+ '2', flagged, 6001…). demo has
// characters on three servers per region: 1001 (Borin and Cyra), 1002 (Cyra), 1003 (Dax), ….

/** The universal region's servers of a first game whose IDs start with 100: 1001–1009. */
const ids100 = Array.from({ length: 9 }, (_, i) => `${1001 + i}`);

/**
 * Logged in for one game product, the player switched to another: the login there is asked again
 * (tokens are bound to a game product), and the server pick opens it.
 */
async function serverAndRoleAfterGameSwitch(
  page: Page,
  serverId: string,
  role: string,
  narrowing?: Parameters<typeof pickServerById>[2],
) {
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  await pickServerById(page, serverId, narrowing);
  await submitLogin(page, demo);
  await pickerButton(page, 'Character').click();
  await pickRole(page, role);
}

test('watt (several regions): log in, sub-game, the 42-server game, server by ID, role, goods in $', async ({
  page,
}) => {
  await page.goto(tenantUrl('watt', '/?domain_area=universal&client_id=11203'));
  await login(page, demo);
  // A game's own client id lands on its flagged version.
  await expect(summaryValue(page, 'Game')).toHaveText('Spark Legends Origins');

  // Another version of the same game: the same game product, so the login stays.
  await pickSubGame(page, 'Spark Legends', 'Spark Legends Classic');
  await expect(page).toHaveURL(/client_id=112031/);
  await expect(summaryValue(page, 'Game')).toHaveText('Spark Legends Classic');
  await expect(header(page)).toContainText(demo.username);

  // The game with 42 servers has no versions: picked directly, then searched among many.
  await pickGame(page, 'Voltage Arena');
  await expect(page).toHaveURL(/client_id=11103(&|$)/);
  await expect(page).toHaveURL(/domain_area=universal/);
  await expect(summaryValue(page, 'Game')).toHaveText('Voltage Arena');
  await serverAndRoleAfterGameSwitch(page, '1001', 'Cyra', { prefix: '100', ids: ids100 });
  const picked = { game: 'Voltage Arena', server: 'S1 Dawn', role: 'Cyra' };
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

  await chooseSubGame(page.getByRole('main'), 'Wyrm Tactics', 'Wyrm Tactics Classic');
  await expect(page).toHaveURL(/\/selectGoods\?.*client_id=122031/);
  await expect(summaryValue(page, 'Game')).toHaveText('Wyrm Tactics Classic');
  // The login was for Wyrm Tactics (its flagged version), the same game product: no new login,
  // and the character popup follows the server pick.
  await expect(header(page)).toContainText(demo.username);
  await pickServerById(page, '5003');
  await pickRole(page, 'Dax');
  const picked = { game: 'Wyrm Tactics Classic', server: 'S3 Frost', role: 'Dax' };
  await expectPicked(page, picked);

  const goods = await pickGoods(page, USD, 'old');
  await screenshots(page, 'dragon');
  await expectKeptAfterReload(page, { ...picked, goods });
});

test('ssgame (client_id 17103 means ja): server by ID, role, goods in ¥', async ({ page }) => {
  await page.goto(tenantUrl('ssgame', '/?client_id=17103'));
  await login(page, demo);
  // Shadow Samurai is the first game: no versions, 42 servers over five regions.
  await expect(summaryValue(page, 'Game')).toHaveText('Shadow Samurai');
  await expect(pickerRow(page, 'Region')).toContainText('Japan');

  // Japan's servers only (1001–1009): the same game's server in Korea is not found.
  const sheet = await openServerPicker(page);
  const all = await searchServer(sheet, '1010');
  await expect(all.getByRole('note')).toHaveText('No data');
  await sheet.getByRole('button', { name: 'Close' }).click();
  await pickServerById(page, '1001', { prefix: '100', ids: ids100 });
  await pickRole(page, 'Borin');
  const picked = { game: 'Shadow Samurai', server: 'S1 Dawn', role: 'Borin' };
  await expectPicked(page, picked);

  const goods = await pickGoods(page, JPY);
  await screenshots(page, 'ssgame');
  await expectKeptAfterReload(page, { ...picked, goods });
});
