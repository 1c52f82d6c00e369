import type { Page } from '@playwright/test';
import { test, expect, tenantUrl } from './support/fixtures.ts';
import { demo, fillLogin, header, login, loginDialog, pickServerById } from './support/player.ts';
import { pickFirstCharacter, snapChecked, switchLanguage, text } from './support/screens.ts';
import { openVipCentre } from './support/vip-steps.ts';

// axe-core on the main screens other than goods and recharge (brand-screens.spec.ts covers those;
// the result popup is checked in payment-journey.spec.ts): the login popup, My, the VIP centre,
// Events, the game list of the old layout, the region choice and the error pages, in English and
// in Arabic (mirrored) or Thai. Screenshots: e2e/screenshots/brands/screen-<name>.png.

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

const wattGoods = '/selectGoods?client_id=11103&domain_area=universal';

function noSeriousFindings(page: Page, name: string) {
  return snapChecked(page, `screen-${name}`);
}

async function openLoginPopup(page: Page) {
  await header(page).getByRole('button', { name: 'Log in' }).click();
  await expect(loginDialog(page)).toBeVisible();
}

test('login popup: empty, filled, and after a wrong password', async ({ page }) => {
  await page.goto(tenantUrl('watt', wattGoods));
  await openLoginPopup(page);
  await noSeriousFindings(page, 'login');
  const dialog = await fillLogin(page, { username: 'demo', password: 'wrong-password' });
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await noSeriousFindings(page, 'login-error');
});

test('login popup in Arabic is mirrored', async ({ page }) => {
  await page.goto(tenantUrl('watt', wattGoods));
  await switchLanguage(page, 'ar');
  await header(page)
    .getByRole('button', { name: text('ar', 'header.login') })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('direction', 'rtl');
  await noSeriousFindings(page, 'ar-login');
});

test('My and the VIP centre, in English and Arabic', async ({ page }) => {
  await page.goto(tenantUrl('watt', wattGoods));
  await login(page, demo);
  await openVipCentre(page);
  await noSeriousFindings(page, 'vip-centre');
  await page.goBack();
  await expect(page).toHaveURL(/\/my\?/);
  await noSeriousFindings(page, 'my');
  await switchLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await noSeriousFindings(page, 'ar-my');
});

test('Events with a character chosen, in English and Thai', async ({ page }) => {
  await page.goto(tenantUrl('rhinosSea', '/selectGoods?client_id=25103'));
  await login(page, demo);
  await pickServerById(page, '1001');
  await pickFirstCharacter(page);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Events' })
    .click();
  await expect(page).toHaveURL(/\/activity\?/);
  await expect(page.getByRole('button', { name: 'Choose character' })).toBeHidden();
  await expect(page.getByRole('progressbar').first()).toBeVisible();
  await noSeriousFindings(page, 'events');
  // rhinosSea offers Thai, not Arabic.
  await switchLanguage(page, 'th');
  await noSeriousFindings(page, 'th-events');
});

test('the game list of the old layout', async ({ page }) => {
  await page.goto(tenantUrl('dragon', '/'));
  await expect(page).toHaveURL(/\/selectGame/);
  await noSeriousFindings(page, 'select-game');
});

test('the region choice and the error pages', async ({ page }) => {
  await page.goto(tenantUrl('watt', '/'));
  await expect(page).toHaveURL(/\/notArea/);
  await noSeriousFindings(page, 'not-area');
  await page.goto(tenantUrl('watt', '/no-such-page?domain_area=universal'));
  await noSeriousFindings(page, 'not-found');
  // A make-up link that does not exist, and one cut short: both end on the error page.
  await page.goto(tenantUrl('watt', `/replenishGoods?replenish_id=${'x'.repeat(43)}`));
  await expect(page).toHaveURL(/\/errorReplenish/);
  await noSeriousFindings(page, 'replenish-unknown');
  await page.goto(tenantUrl('watt', '/replenishGoods?replenish_id=abc'));
  await expect(page).toHaveURL(/\/errorReplenish/);
});
