import type { GoodsData } from '@topup/contracts/catalog';
import { expect, test, tenantUrl } from './support/fixtures.ts';
import { demoRole, expectDeliveredOnce, type Purchase } from './support/demo-game.ts';
import { checkoutIn, payerChooses } from './support/pay-steps.ts';
import { header, loginDialog } from './support/player.ts';
import { seriousA11yFindings } from './support/screens.ts';
import { tenantApiGet } from './support/tenant-api.ts';

// Issue 29 item 14 (ADR 0038): top up a character by its player id without logging in, on watt's
// Voltage Arena (player id and server) — find it, see its name masked, confirm, choose goods and
// a method, pay in the sandbox's window; the page becomes the order's link and follows the order
// by itself until the game has it, exactly once. Brands without the switch (dragon) offer none.

const shots = '/work/wt/_shots/playerid';
const ARENA = '11103';
// The demo account's first character on Voltage Arena's first universal server (catalog seed).
const ROLE = '1001011';
const SERVER = '1001';

/** The masked name the page shows: first and last letters (two at the front from six on). */
function masked(name: string): string {
  const chars = Array.from(name);
  const head = chars.length >= 6 ? 2 : 1;
  return chars.slice(0, head).join('') + '*'.repeat(chars.length - head - 1) + chars.at(-1);
}

test.describe('at 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

  test('a guest finds the character by player id, pays, and the game gets it once', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const who = { tenantId: 'watt', clientId: ARENA, roleId: ROLE };
    const before = await demoRole(request, who);

    // From the login popup: the way to pay without this login.
    await page.goto(tenantUrl('watt', `/selectGoods?client_id=${ARENA}&domain_area=universal`));
    await header(page).getByRole('button', { name: 'Log in' }).click();
    const toPlayerId = loginDialog(page).getByRole('link', {
      name: 'No account at hand? Top up with player ID',
    });
    await expect(toPlayerId).toBeVisible();
    await page.screenshot({ path: `${shots}/watt-login-link-390.png` });
    await toPlayerId.click();
    await expect(page).toHaveURL(/\/playerId\?client_id=11103&domain_area=universal$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Top up with player ID' })).toBeVisible();
    await page.screenshot({ path: `${shots}/watt-form-390.png`, fullPage: true });
    expect(await seriousA11yFindings(page)).toEqual([]);

    // A wrong id: the server's message beside the form, nothing found.
    await main.getByLabel('Player ID', { exact: true }).fill('99999999');
    await main.getByLabel('Server ID', { exact: true }).fill(SERVER);
    await main.getByRole('button', { name: 'Find character' }).click();
    await expect(main.getByRole('alert')).toHaveText(
      'No character has this player ID. Check the ID and the server, then try again.',
    );
    await page.screenshot({ path: `${shots}/watt-not-found-390.png`, fullPage: true });

    await main.getByLabel('Player ID', { exact: true }).fill(ROLE);
    await main.getByRole('button', { name: 'Find character' }).click();
    const name = masked(before.role_name);
    await expect(main.getByRole('heading', { name: `Character: ${name} (S1 Dawn)` })).toBeVisible();
    await expect(main).not.toContainText(before.role_name);
    await page.screenshot({ path: `${shots}/watt-confirm-390.png`, fullPage: true });
    expect(await seriousA11yFindings(page)).toEqual([]);
    await main.getByRole('button', { name: 'Yes, top up this character' }).click();

    // Goods without limits or offers; the cheapest diamonds.
    const list = await tenantApiGet<{ goods: GoodsData[] }>(
      request,
      'watt',
      '/api/pay/getGoodsList',
      { client_id: ARENA, domain_area: 'universal' },
    );
    const goods = list
      .data!.goods.filter((g) => !g.isLimit && !g.offer)
      .sort((a, b) => a.price_minor - b.price_minor)[0]!;
    const goodsList = main.getByRole('region', { name: 'Choose goods' });
    await expect(goodsList.getByRole('button')).toHaveCount(
      list.data!.goods.filter((g) => !g.isLimit && !g.offer).length,
    );
    const item = goodsList.getByRole('button', { name: new RegExp(`^${goods.display}`) });
    await item.click();
    await expect(item).toHaveAttribute('aria-pressed', 'true');
    const method = main.getByRole('button', { name: /^Platform Pay/ });
    await method.click();
    await expect(method).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: `${shots}/watt-pay-390.png`, fullPage: true });

    const purchase: Purchase = { ...who, goods, amount: goods.value + goods.bonus, before };
    const opened = page.waitForEvent('popup');
    await main.getByRole('button', { name: 'Buy', exact: true }).click();
    const checkout = await checkoutIn(await opened, {
      amount: goods.price,
      currency: goods.currency,
    });
    // The page is now the order's link: the billing number in the query, the ticket after '#'.
    await expect(page).toHaveURL(new RegExp(`billing_no=${checkout.billingNo}#t=[\\w-]{43}$`));
    await expect(main.getByRole('status').first()).toHaveText('Waiting for your payment');
    await page.screenshot({ path: `${shots}/watt-waiting-390.png`, fullPage: true });

    const paidAt = await payerChooses(checkout, 'Pay now (succeed)');
    await checkout.window.close();
    // No button pressed: the page follows the order to the game by itself.
    await expect(main.getByRole('heading', { name: `Delivered to ${name}` })).toBeVisible({
      timeout: 30_000,
    });
    await expect(main.getByText(checkout.billingNo)).toBeVisible();
    await page.screenshot({ path: `${shots}/watt-delivered-390.png`, fullPage: true });
    expect(await seriousA11yFindings(page)).toEqual([]);
    await expectDeliveredOnce(request, purchase, checkout.billingNo, paidAt);

    // The link alone (another visit, no login) shows the same order.
    const link = page.url();
    await page.goto('about:blank');
    await page.goto(link);
    await expect(main.getByRole('heading', { name: `Delivered to ${name}` })).toBeVisible();
  });

  test('a brand without the switch offers no top-up by player ID', async ({ page }) => {
    await page.goto(tenantUrl('dragon', '/'));
    await header(page).getByRole('button', { name: 'Log in' }).click();
    await expect(
      loginDialog(page).getByRole('button', { name: 'Log in', exact: true }),
    ).toBeVisible();
    await expect(loginDialog(page).getByRole('link', { name: /player ID/ })).toHaveCount(0);
    await page.goto(tenantUrl('dragon', '/playerId'));
    await expect(
      page.getByRole('main').getByText('This shop does not offer top-ups by player ID.'),
    ).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Player ID', { exact: true })).toHaveCount(0);
    await page.screenshot({ path: `${shots}/dragon-off-390.png`, fullPage: true });
  });
});

// The form and the character to confirm on other brands, sizes and in right-to-left Arabic.
const looks = [
  { tenant: 'watt', lang: 'ar', width: 390, height: 844, role: ROLE, server: SERVER },
  { tenant: 'watt', lang: 'en', width: 1440, height: 900, role: ROLE, server: SERVER },
  { tenant: 'ko', lang: 'ko', width: 390, height: 844, role: ROLE, server: null },
  { tenant: 'ko', lang: 'ko', width: 1440, height: 900, role: ROLE, server: null },
] as const;

for (const look of looks) {
  test(`${look.tenant} ${look.lang} ${look.width}: the form and the character to confirm`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: look.width, height: look.height });
    const clientId = look.tenant === 'watt' ? ARENA : '13103';
    const roles = await tenantApiGet<{ role_id: string }>(
      request,
      look.tenant,
      '/api/demo-game/role',
      {
        client_id: clientId,
        role_id: look.role,
      },
    );
    test.skip(roles.code !== 1, `no demo character ${look.role} on ${look.tenant}`);
    const area = look.tenant === 'watt' ? '&domain_area=universal' : '';
    await page.goto(
      tenantUrl(look.tenant, `/playerId?client_id=${clientId}${area}&spec_lang=${look.lang}`),
    );
    await expect(page.locator('html')).toHaveAttribute('dir', look.lang === 'ar' ? 'rtl' : 'ltr');
    const main = page.getByRole('main');
    const inputs = main.getByRole('textbox');
    await expect(inputs).toHaveCount(look.server ? 2 : 1);
    const base = `${shots}/${look.tenant}-${look.lang}-${look.width}`;
    await page.screenshot({ path: `${base}-form.png`, fullPage: true });
    await inputs.first().fill(look.role);
    if (look.server) await inputs.nth(1).fill(look.server);
    await main.getByRole('button').last().click();
    await expect(main.getByRole('heading', { level: 2 })).toContainText('*');
    await page.screenshot({ path: `${base}-confirm.png`, fullPage: true });
    expect(await seriousA11yFindings(page)).toEqual([]);
  });
}
