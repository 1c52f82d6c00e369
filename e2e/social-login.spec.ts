import type { Page } from '@playwright/test';
import { loadTenants } from '@topup/tenants/all-tenants';
import { expect, port, tenantUrl, test } from './support/fixtures.ts';
import { demoRole, expectDeliveredOnce, startPurchase } from './support/demo-game.ts';
import {
  buyInWindow,
  buyNow,
  chooseGoods,
  chooseMethod,
  payerChooses,
  resultView,
  type Layout,
  type MethodChoice,
} from './support/pay-steps.ts';
import { header, loginDialog, pickServerById, storedUsers } from './support/player.ts';
import { createReplenishLink } from './support/replenish-links.ts';
import { expectOrderFacts, recheckUntil } from './support/result-steps.ts';
import { seriousA11yFindings } from './support/screens.ts';
import {
  demoIdentityUsername,
  LOG_FAIL,
  logOutFromHeader,
  openProvider,
  signInAs,
  socialLogin,
  toasts,
  type Provider,
} from './support/social.ts';

// Issue 15 "Done when": third-party login through the local identity provider (DEMO_IDP, the
// server's /demo-idp/*), on three brands whose login_config.json_type differ: Google on watt (new
// layout), Apple on ko and VK ID on ru (old route set). Each person logs in for the first time
// (a new game account, which the demo game gives characters), picks a character, pays through a
// provider's hosted checkout and the game receives the goods once; logging in again with the same
// identity lands on the same account and characters. Then the Facebook in-app browser prompt, a
// token of another Facebook app ('log_fail'), Facebook and X logins, and the make-up payment
// page's login through the /api/ingame/ twins.

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

type Journey = {
  tenantId: string;
  provider: Provider;
  /** Typed on the provider's page: a person this run has not seen. */
  person: string;
  /** How the shop names the account: Apple tells no name (only on its very first form_post). */
  shownAs?: RegExp;
  /** The login popup's providers: the brand's json_type. */
  offered: string[];
  layout: Layout;
  /** Opens the brand where the player logs in. */
  open: (page: Page) => Promise<void>;
  /** From there to the goods page of the game paid for. */
  toGoods: (page: Page) => Promise<void>;
  server: string;
  goods: string;
  pay: MethodChoice;
};

const run = Date.now().toString(36);
const onSelectGame = (tenantId: string) => async (page: Page) => {
  await page.goto(tenantUrl(tenantId, '/selectGame'));
  await expect(page).toHaveURL(/\/selectGame/);
};
const pickOldGame = (name: string, clientId: string) => async (page: Page) => {
  await page.getByRole('main').getByRole('button', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/selectGoods\\?.*client_id=${clientId}\\b`));
};

const journeys: Journey[] = [
  {
    tenantId: 'watt',
    provider: 'Google',
    person: `Gwen Google ${run}`,
    offered: ['Google', 'Facebook', 'Apple', 'X (Twitter)'],
    layout: 'new',
    open: async (page) => {
      await page.goto(tenantUrl('watt', '/?domain_area=universal&client_id=11103'));
    },
    toGoods: async () => {},
    server: '1001',
    goods: '300 Diamonds',
    pay: { country: 'US', method: /^PayPal/ },
  },
  {
    tenantId: 'ko',
    provider: 'Apple',
    person: `Ari Apple ${run}`,
    shownAs: /^apple_\d{6}$/,
    offered: ['Google', 'Apple'],
    layout: 'old',
    // Logs in on the goods page of Black Moon Online (game product 301).
    open: async (page) => {
      await onSelectGame('ko')(page);
      await pickOldGame('Black Moon Online', '13103')(page);
    },
    toGoods: async () => {},
    server: '1001',
    goods: '300 Diamonds',
    pay: {
      country: 'KR',
      method: /^웰컴페이먼츠/,
      sub: { popup: '웰컴페이먼츠', name: '신용카드' },
    },
  },
  {
    tenantId: 'ru',
    provider: 'VK',
    person: `Vera VK ${run}`,
    offered: ['Google', 'VK'],
    layout: 'old',
    // Logs in on /selectGame, whose game (the flagged Tank Brigade Origins) is known only once
    // the game list has loaded; then goes on to that game.
    open: onSelectGame('ru'),
    toGoods: pickOldGame('Tank Brigade Origins', '152032'),
    server: '6001',
    goods: '300 Diamonds',
    pay: { country: 'RU', method: /^Xsolla/, sub: { popup: 'Xsolla', name: 'Bank cards' } },
  },
];

/** The characters the server's character popup lists (it opens after a server pick). */
async function pickFirstRole(page: Page): Promise<{ picked: string; all: string[] }> {
  const sheet = page.getByRole('dialog', { name: 'Select character' });
  const roles = sheet.getByRole('button', { name: /\bLv\.?\s*\d+/ });
  await expect(roles.first()).toBeVisible();
  const all = (await roles.allInnerTexts()).map((t) => t.split('\n')[0]!.trim());
  expect(all.length).toBeGreaterThan(0);
  await roles.first().click();
  await expect(sheet).toBeHidden();
  return { picked: all[0]!, all };
}

for (const j of journeys) {
  test(`${j.tenantId}: ${j.provider} login (new account), a character, paid in the checkout window, delivered once; the same ${j.provider} identity again: the same account`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await j.open(page);
    // The brand's methods, and nothing else.
    await header(page).getByRole('button', { name: 'Log in' }).click();
    const methods = loginDialog(page).getByRole('region', { name: 'Other login methods' });
    await expect(methods.getByRole('button')).toHaveCount(j.offered.length);
    for (const [i, name] of j.offered.entries()) {
      await expect(methods.getByRole('button').nth(i)).toHaveAccessibleName(
        `Continue with ${name}`,
      );
    }
    await page.screenshot({ path: `e2e/screenshots/social-${j.tenantId}-login.png` });
    await loginDialog(page).getByRole('button', { name: 'Close' }).click();

    const first = await socialLogin(page, j.provider, j.person, j.shownAs);
    await j.toGoods(page);
    await expect(header(page)).toContainText(first.username);
    await pickServerById(page, j.server);
    const { picked, all } = await pickFirstRole(page);

    await chooseGoods(page, j.goods);
    const purchase = await startPurchase(page, request, j.tenantId);
    const info = await buyNow(page, j.layout);
    await chooseMethod(page, info, j.pay);
    const checkout = await buyInWindow(page, {
      amount: purchase.goods.price,
      currency: purchase.goods.currency,
    });
    const paidAt = await payerChooses(checkout, 'Pay now (succeed)');
    const result = resultView(page, j.layout);
    await recheckUntil(result, 'Top up successful');
    await expectOrderFacts(result, {
      billingNo: checkout.billingNo,
      goods: j.goods,
      role: picked,
      account: first.username,
    });
    await expectDeliveredOnce(request, purchase, checkout.billingNo, paidAt);
    await checkout.window.close();

    // The same person again, after logging out: the same account, its characters, the goods.
    await j.open(page);
    await logOutFromHeader(page);
    expect(await storedUsers(page)).toEqual({});
    const again = await socialLogin(page, j.provider, j.person, j.shownAs);
    expect(again).toEqual(first);
    await j.toGoods(page);
    await pickServerById(page, j.server);
    const second = await pickFirstRole(page);
    expect(second.all).toEqual(all);
    const role = await demoRole(request, purchase);
    expect(role.balance).toBe(purchase.before.balance + purchase.amount);
  });
}

test('watt: Facebook (the token comes back after #) and X (OAuth 1.0a) log in, the second time to the same account', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const open = () => page.goto(tenantUrl('watt', '/?domain_area=universal&client_id=11103'));
  for (const [provider, person, shownAs] of [
    ['Facebook', `Fay Facebook ${run}`, `Fay Facebook ${run}`],
    // X shows its screen name: the name with underscores.
    ['X (Twitter)', `Xavier X ${run}`, `Xavier_X_${run}`],
  ] as const) {
    await open();
    const first = await socialLogin(page, provider, person, shownAs);
    // Nothing of the provider's answer is left in the address bar.
    expect(page.url()).not.toMatch(/access_token|oauth_verifier|code=/);
    await logOutFromHeader(page);
    expect(await socialLogin(page, provider, person, shownAs)).toEqual(first);
    await logOutFromHeader(page);
  }
});

test("the provider's sign-in page and the cancelled login, on a phone", async ({ page }) => {
  await page.goto(tenantUrl('ru', '/selectGame'));
  await openProvider(page, 'VK');
  await page.screenshot({ path: 'e2e/screenshots/social-demo-idp-vk.png' });
  expect(await seriousA11yFindings(page)).toEqual([]);
  // Cancel at the provider: back on the shop, 'log_fail', still logged out.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/selectGame/);
  await expect(toasts(page)).toContainText(LOG_FAIL);
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('in the Facebook in-app browser a provider button asks to open another browser instead', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/471.0.0.41.95;FBBV/623158014;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.5;FBSS/3;FBCR/;FBID/phone;FBLC/en_US;FBOP/5]',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  await page.goto(tenantUrl('watt', '/?domain_area=universal&client_id=11103'));
  await expect(page).toHaveURL(/\/selectGoods\?/);
  const url = page.url();
  const started: string[] = [];
  page.on('request', (r) => {
    if (/social_start|twitter_redirect/.test(r.url())) started.push(r.url());
  });
  await header(page).getByRole('button', { name: 'Log in' }).click();
  const dialog = loginDialog(page);
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();
  const tip = dialog.getByRole('alert');
  await expect(tip).toContainText(
    "This app's built-in browser does not support this login. Copy the link and open it in another browser",
  );
  const address = tip.getByRole('textbox', { name: 'Page address' });
  await expect(address).toHaveValue(page.url());
  await tip.getByRole('button', { name: 'Copy link' }).click();
  await expect(tip.getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await page.screenshot({ path: 'e2e/screenshots/social-in-app-browser.png' });
  expect(await seriousA11yFindings(page)).toEqual([]);
  // No flow was started and the page stayed.
  expect(started).toEqual([]);
  await expect(page).toHaveURL(url);
  await context.close();
});

test("a token Facebook issued to another app (wrong audience): 'log_fail', still logged out", async ({
  page,
  request,
}) => {
  // acenet's Facebook app gives Fay a token, as its own login would.
  const acenet = loadTenants().find((t) => t.id === 'acenet')!;
  const acenetHost = `acenet.localhost:${port}`;
  const dialog = await request.post(`http://127.0.0.1:${port}/demo-idp/facebook/dialog/oauth`, {
    headers: { host: acenetHost },
    form: {
      client_id: acenet.social.facebookId!,
      redirect_uri: `http://${acenetHost}/oauth-return.html`,
      state: 'S'.repeat(43),
      identity: `Fay Facebook ${run}`,
    },
    maxRedirects: 0,
  });
  expect(dialog.status()).toBe(302);
  const foreign = new URLSearchParams(new URL(dialog.headers().location!).hash.slice(1)).get(
    'access_token',
  );
  expect(foreign).toBeTruthy();

  // On watt, Facebook sends the player back with that token instead of one for watt's app.
  await page.route('**/demo-idp/facebook/dialog/oauth', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    // From the test runner, which cannot resolve *.localhost: the address and the brand's Host.
    const asked = new URL(route.request().url());
    const answer = await route.fetch({
      url: `http://127.0.0.1:${port}${asked.pathname}`,
      headers: { ...route.request().headers(), host: asked.host },
      maxRedirects: 0,
    });
    const back = new URL(answer.headers().location!);
    const fragment = new URLSearchParams(back.hash.slice(1));
    expect(fragment.get('access_token')).toBeTruthy();
    fragment.set('access_token', foreign!);
    back.hash = fragment.toString();
    await route.fulfill({ status: 302, headers: { location: back.toString() } });
  });
  await page.goto(tenantUrl('watt', '/?domain_area=universal&client_id=11103'));
  await openProvider(page, 'Facebook');
  const finished = page.waitForResponse((r) => r.url().endsWith('/util/login/facebook_auth'));
  await signInAs(page, `Fay Facebook ${run}`);
  expect(await (await finished).json()).toMatchObject({ code: -3100 });
  await expect(toasts(page)).toContainText(LOG_FAIL);
  await page.screenshot({ path: 'e2e/screenshots/social-log-fail.png' });
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await storedUsers(page)).toEqual({});
});

test('the make-up payment page: the linked Google identity logs in through /api/ingame/, another one is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Rhea plays Brand Quest with Google: her first login at the shop made her game account.
  const person = `Rhea Replenish ${run}`;
  await page.goto(tenantUrl('brandEn', '/?client_id=26103&domain_area=universal'));
  const shop = await socialLogin(page, 'Google', person);
  await logOutFromHeader(page);

  // Support makes her a link (the staff endpoint names the account by its username).
  const link = await createReplenishLink(request, {
    tenant: 'brandEn',
    client_id: '26103',
    username: demoIdentityUsername('google', Number(shop.gpId), person),
    amount_minor: 499,
    reason: 'e2e make-up payment, Google account',
  });
  await page.goto(link.url);
  const main = page.getByRole('main');
  await expect(main).toContainText(person);
  const ingame = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/api/ingame/social_start',
  );
  const again = await socialLogin(page, 'Google', person);
  expect((await ingame).postDataJSON()).toMatchObject({ method: 'google', game_id: '26103' });
  expect(again.suid).toBe(shop.suid);
  await expect(page).toHaveURL(/\/replenishGoods\?replenish_id=[\w-]+&rp_client_id=26103/);
  await expect(main.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/social-replenish-logged-in.png' });

  // Someone else's Google identity: the page says the account must match, and logs no one in.
  await logOutFromHeader(page);
  await openProvider(page, 'Google');
  await signInAs(page, `Someone Else ${run}`);
  await expect(page).toHaveURL(/\/errorReplenish\?/);
  await expect(main).toContainText('The login account must match the top-up game account.');
  expect(await storedUsers(page)).toEqual({});
  await main.getByRole('link', { name: 'Back to the payment page' }).click();
  await expect(page).toHaveURL(/\/replenishGoods\?replenish_id=/);
});
