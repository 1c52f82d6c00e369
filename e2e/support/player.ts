import { expect, type Locator, type Page } from '@playwright/test';

// What a player does on the shop, written with the names the player (and a screen reader) sees.
// English texts come from apps/web/src/locales/en.json.

export type Credentials = { username: string; password: string };

export const demo: Credentials = { username: 'demo', password: 'demo1234' };

export function header(page: Page): Locator {
  return page.getByRole('banner');
}

export function loginDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Log in' });
}

/** Types the account and password into the login popup, which must be open or opening. */
export async function fillLogin(page: Page, { username, password }: Credentials): Promise<Locator> {
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Account', { exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  return dialog;
}

/**
 * Logs in through the open popup and waits for the reload that follows a login (SPEC §4), so the
 * page the caller sees next is the signed-in one.
 */
export async function submitLogin(page: Page, credentials: Credentials): Promise<void> {
  const dialog = await fillLogin(page, credentials);
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await reloaded;
  await expect(dialog).toBeHidden();
  await expect(header(page)).toContainText(credentials.username);
}

/** Logs in from the header's login button. */
export async function login(page: Page, credentials: Credentials): Promise<void> {
  await header(page).getByRole('button', { name: 'Log in' }).click();
  await submitLogin(page, credentials);
}

type PickerLabel = 'Server' | 'Character' | 'Region';

/** A "label: value [action]" row of the goods page: a group named by its label. */
export function pickerRow(page: Page, label: PickerLabel): Locator {
  return page.getByRole('main').getByRole('group', { name: label, exact: true });
}

/**
 * The row's button. It shows only 'Change', 'Select' or 'Log in'; its accessible name adds the
 * row's label ('Change (Server)').
 */
export function pickerButton(page: Page, label: PickerLabel): Locator {
  const name = new RegExp(`^(Change|Select|Log in) \\(${label}\\)$`);
  return page.getByRole('main').getByRole('button', { name });
}

/**
 * Opens the game list (new layout), picks with `choose`, and confirms the switch to `picked` when
 * the app asks: it asks only when a selection or the login would be lost (issue 17, defect 8).
 */
async function switchGame(
  page: Page,
  picked: string,
  choose: (list: Locator) => Promise<void>,
): Promise<void> {
  await page.getByRole('button', { name: 'Change game' }).click();
  const list = page.getByRole('dialog', { name: 'Select game' });
  await choose(list);
  const confirm = page.getByRole('alertdialog', { name: 'Switch game' });
  await expect
    .poll(async () => (await confirm.isVisible()) || !(await list.isVisible()))
    .toBe(true);
  if (await confirm.isVisible()) {
    await expect(confirm).toContainText(picked);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
  }
  await expect(list).toBeHidden();
}

/** Opens the game list (new layout) and picks a sub-game under its game. */
export async function pickSubGame(page: Page, game: string, subGame: string): Promise<void> {
  await switchGame(page, subGame, (list) => chooseSubGame(list, game, subGame));
}

/** Opens the game list (new layout) and picks a game that has no versions. */
export async function pickGame(page: Page, game: string): Promise<void> {
  await switchGame(page, game, async (list) => {
    await list.getByRole('button', { name: game, exact: true, pressed: false }).click();
  });
}

/**
 * Expands a game with versions (unless it is the open one: the game holding the current pick
 * starts open) and picks one of them, in a game list (popup or page).
 */
export async function chooseSubGame(list: Locator, game: string, subGame: string): Promise<void> {
  const toggle = list
    .getByRole('button', { name: new RegExp(`^${game}\\b`) })
    .and(list.locator('[aria-expanded]'));
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await list.getByRole('button', { name: subGame, exact: true }).click();
}

/** Opens the server picker of the goods page. */
export async function openServerPicker(page: Page): Promise<Locator> {
  await pickerButton(page, 'Server').click();
  const sheet = page.getByRole('dialog', { name: 'Select server' });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Types a server ID into the open picker's search; returns the "All servers" list. */
export async function searchServer(sheet: Locator, text: string): Promise<Locator> {
  await sheet.getByRole('searchbox', { name: 'Search by server ID' }).fill(text);
  return sheet.getByRole('region', { name: 'All servers' });
}

/**
 * Opens the server picker, searches the server by its ID and picks it. With `narrowing`, first
 * types that prefix of the ID and expects exactly those servers (the search among many).
 */
export async function pickServerById(
  page: Page,
  serverId: string,
  narrowing?: { prefix: string; ids: readonly string[] },
): Promise<void> {
  const sheet = await openServerPicker(page);
  if (narrowing) {
    const some = await searchServer(sheet, narrowing.prefix);
    await expect(some.getByRole('button')).toHaveCount(narrowing.ids.length);
    for (const id of narrowing.ids) {
      await expect(some.getByRole('button', { name: new RegExp(`ID ${id}$`) })).toBeVisible();
    }
  }
  const all = await searchServer(sheet, serverId);
  // The search runs on the server (debounced): only this server is left in "All servers".
  const server = all.getByRole('button', { name: new RegExp(`ID ${serverId}$`) });
  await expect(all.getByRole('button')).toHaveCount(1);
  await expect(server).toBeVisible();
  await server.click();
  await expect(sheet).toBeHidden();
}

/** Picks a character in the character popup (opened right after a server pick when signed in). */
export async function pickRole(page: Page, roleName: string): Promise<void> {
  const sheet = page.getByRole('dialog', { name: 'Select character' });
  await sheet.getByRole('button', { name: new RegExp(`^${roleName}\\b`) }).click();
  await expect(sheet).toBeHidden();
}

/** The value of a term in a list of facts (a summary or a product detail). */
export function factValue(scope: Locator, term: string): Locator {
  return scope
    .locator('.facts__row')
    .filter({ has: scope.page().getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition');
}

/** One value of the "Your selection" summary ('Game', 'Server', 'Character', 'Goods'). */
export function summaryValue(page: Page, term: string): Locator {
  return factValue(page.getByRole('region', { name: 'Your selection' }), term);
}

export function goodsSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Select goods' });
}

/** The userMap record of localStorage (SPEC §3: { value, expires }), keyed by game product. */
export async function storedUsers(
  page: Page,
): Promise<Record<string, { oauth_token: string; username: string }>> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('userMap');
    if (!raw) return {};
    const item = JSON.parse(raw) as {
      value?: Record<string, { oauth_token: string; username: string }>;
    };
    return item.value ?? {};
  });
}
