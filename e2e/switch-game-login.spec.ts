import { expect, test, tenantUrl } from './support/fixtures.ts';
import { demo, header, login, storedUsers } from './support/player.ts';
import { seriousA11yFindings, text } from './support/screens.ts';

// Issue 17 defect 3: on the old route set, a player logged in on /selectGame who chose a game of
// another game product was logged out without a word (a login is bound to one game product) and
// had to log in twice. Now the switch asks first and says the login will be needed again.
// ko (old layout): Sky Knights (game product 302, flagged, so /selectGame starts on it) and
// Black Moon Online (301). English texts from apps/web/src/locales/en.json.

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

test('ko: switching to a game of another game product says the login is lost, Cancel keeps it', async ({
  page,
}) => {
  await page.goto(tenantUrl('ko', '/selectGame?spec_lang=en'));
  await expect(page).toHaveURL(/\/selectGame/);
  await login(page, demo);
  expect(Object.keys(await storedUsers(page))).toEqual(['302']);

  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Black Moon Online' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Switch game' });
  await expect(confirm).toContainText(
    text('en', 'game.loginLost').replace('{{name}}', 'Black Moon Online'),
  );
  await page.screenshot({ path: 'e2e/screenshots/defects/switch-game-login-ko.png' });
  expect(await seriousA11yFindings(page)).toEqual([]);

  // Cancel: still on the game step, still signed in.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/selectGame/);
  await expect(header(page)).toContainText(demo.username);

  // Confirm: on to the other game, where the header offers the login the player was warned of.
  await main.getByRole('button', { name: 'Black Moon Online' }).click();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/selectGoods\?.*client_id=13103/);
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
});
