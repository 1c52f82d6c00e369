import { test, expect, tenantUrl } from './support/fixtures.ts';
import {
  demo,
  fillLogin,
  header,
  login,
  openServerPicker,
  pickServerById,
  searchServer,
  storedUsers,
} from './support/player.ts';
import { tenantApiGet } from './support/tenant-api.ts';

// Issue 3: the login popup's errors, logout, tokens bound to brand and game product, and the
// accounts that cannot reach the goods (no character, no real-name verification). All on watt
// (?domain_area=universal), which opens with Spark Legends Origins (client 112032, the flagged
// version of Spark Legends 11203 and the same game product; servers 6001 and 6002 in that region).

test('a wrong password shows the server message in the login popup', async ({ page }) => {
  await page.goto(tenantUrl('watt', '/?domain_area=universal'));
  await header(page).getByRole('button', { name: 'Log in' }).click();
  const dialog = await fillLogin(page, { username: demo.username, password: 'wrong-password' });
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Incorrect account or password');
  await expect(dialog).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await storedUsers(page)).toEqual({});
});

test('logout asks first, then clears the user', async ({ page }) => {
  await page.goto(tenantUrl('watt', '/?domain_area=universal'));
  await login(page, demo);
  const [token] = Object.values(await storedUsers(page)).map((u) => u.oauth_token);
  expect(token).toBeTruthy();

  await header(page).getByRole('button', { name: 'Log out' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Log out' });
  await expect(confirm).toContainText('Are you sure you want to log out?');
  await confirm.getByRole('button', { name: 'Confirm' }).click();

  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(header(page)).not.toContainText(demo.username);
  await expect.poll(async () => JSON.stringify(await storedUsers(page))).not.toContain(token!);
  // Revoked on the server too, not only forgotten by the page.
  await expect
    .poll(async () => {
      const query = { oauth_token: token!, client_id: '11203' };
      return (await tenantApiGet(page.request, 'watt', '/util/login/get_user_info', query)).code;
    })
    .toBe(-600);
});

test('a token of one brand is refused on another (-600), and works on its own', async ({
  page,
}) => {
  await page.goto(tenantUrl('watt', '/?domain_area=universal'));
  await login(page, demo);
  const users = Object.values(await storedUsers(page));
  expect(users).toHaveLength(1);
  const token = users[0]!.oauth_token;
  const userInfo = (tenant: string, clientId: string) =>
    tenantApiGet<{ username: string }>(page.request, tenant, '/util/login/get_user_info', {
      oauth_token: token,
      client_id: clientId,
    });

  // Spark Legends (11203) is the game product watt opens with; 12103 is Dragon Saga on dragon.
  const own = await userInfo('watt', '11203');
  expect(own.code).toBe(1);
  expect(own.data?.username).toBe(demo.username);
  expect((await userInfo('dragon', '12103')).code).toBe(-600);
  expect((await userInfo('dragon', '11203')).code).toBe(-600);
  // Bound to the game product as well: Voltage Arena (another product of watt) refuses it.
  expect((await userInfo('watt', '11103')).code).toBe(-600);
});

test('an account without characters is told so after picking a server', async ({ page }) => {
  await page.goto(tenantUrl('watt', '/?domain_area=universal'));
  await login(page, { username: 'norole', password: 'demo1234' });
  const sheet = await openServerPicker(page);
  await expect(sheet.getByRole('region', { name: 'My servers' }).getByRole('note')).toHaveText(
    'No data',
  );
  const all = sheet.getByRole('region', { name: 'All servers' });
  await expect(all.getByRole('button')).toHaveCount(2);
  await searchServer(sheet, '6002');
  await expect(all.getByRole('button')).toHaveCount(1);
  await all.getByRole('button', { name: /ID 6002$/ }).click();

  const roles = page.getByRole('dialog', { name: 'Select character' });
  await expect(roles.getByRole('alert')).toContainText(
    'Fail to find the character, please re-select or change the account',
  );
  await expect(roles.getByRole('button', { name: 'Change account' })).toBeVisible();
});

test('an account without real-name verification is sent to /certifiedReal', async ({ page }) => {
  await page.goto(tenantUrl('watt', '/?domain_area=universal'));
  await login(page, { username: 'unverified', password: 'demo1234' });
  await pickServerById(page, '6001');
  await expect(page).toHaveURL(/\/certifiedReal/);
  await expect(page.getByRole('heading', { name: 'Real-name verification' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(
    'Your account has not completed real-name verification.',
  );
});
