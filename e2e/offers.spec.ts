import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { GoodsData } from '@topup/contracts/catalog';
import { expect, test, tenantUrl } from './support/fixtures.ts';
import { demoRole, expectDeliveredOnce, type Purchase } from './support/demo-game.ts';
import {
  buyInWindow,
  buyNow,
  chooseGoods,
  chooseMethod,
  payerChooses,
  resultView,
} from './support/pay-steps.ts';
import { demo, goodsSection, login, pickServerById } from './support/player.ts';
import { recheckUntil } from './support/result-steps.ts';
import { tenantApiGet } from './support/tenant-api.ts';

// Issue 18 offers (decision 0028) on watt's demo offers (Spark Legends Classic, client 112031,
// packages/demo/src/seed/offers/seed.ts): the 48-hour bundle counts down; the Adventure path's step 1 is bought
// through the sandbox, which opens the free step 2, claimed without payment; each reaches the
// demo game once. The character's first paid order there also carries the first-purchase bonus.

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

const CLIENT = '112031';
const FIRST_PURCHASE_BONUS = 500;

function card(page: Page, name: string): Locator {
  return goodsSection(page)
    .getByRole('tabpanel')
    .getByRole('button', { name: new RegExp(`\\b${name}\\b`) });
}

/**
 * The purchase of the chosen step for expectDeliveredOnce: the character from the stored order
 * selection (SPEC §3), the goods from the goods list. The character's first paid order in the game
 * also carries the first-purchase bonus, which the game receives with it.
 */
async function purchaseOf(page: Page, request: APIRequestContext): Promise<Purchase> {
  const selection = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('paymentOrderInfo') ?? '{}') as { value?: unknown }).value,
  );
  const { role, goods } = selection as { role: { value: string }; goods: { value: string } };
  const list = await tenantApiGet<{ goods: GoodsData[] }>(
    request,
    'watt',
    '/api/pay/getGoodsList',
    {
      client_id: CLIENT,
      domain_area: 'universal',
    },
  );
  const product = list.data!.goods.find((g) => g.product_id === goods.value)!;
  const who = { tenantId: 'watt', clientId: CLIENT, roleId: role.value };
  return {
    ...who,
    goods: product,
    amount: product.value + product.bonus + FIRST_PURCHASE_BONUS,
    before: await demoRole(request, who),
  };
}

async function packs(page: Page) {
  await goodsSection(page).getByRole('tab', { name: 'Packs' }).click();
}

test('watt: countdown, buy step 1, step 2 opens and is claimed free, each delivered once', async ({
  page,
  request,
}) => {
  // A sandbox payment, its callbacks settling, then a claim: longer than the default 30 s.
  test.setTimeout(90_000);
  // A server of the universal area (USD, PayPal) and the demo player's character there.
  const servers = await tenantApiGet<{ all_servers: { server_id: string }[] }>(
    request,
    'watt',
    '/api/pay/getServerList',
    {
      client_id: CLIENT,
      domain_area: 'universal',
    },
  );
  // The demo player has a character on the first server of every area (catalog/seed-rows.ts).
  const serverId = servers.data!.all_servers[0]!.server_id;

  await page.goto(tenantUrl('watt', `/selectGoods?domain_area=universal&client_id=${CLIENT}`));
  await login(page, demo);
  await pickServerById(page, serverId);
  const roles = page.getByRole('dialog', { name: 'Select character' });
  // Whichever of the demo heroes is there (catalog/seed-data.ts heroNames).
  const hero = /^(Aria|Borin|Cyra|Dax|Elio|Fenna|Garrick|Hana|Ivo|Juno|Kael|Lyra)\b/;
  await roles.getByRole('button', { name: hero }).first().click();
  await expect(roles).toBeHidden();
  await packs(page);

  // The 48-hour offer: Limited, and a countdown that moves.
  const bundle = card(page, '48-hour bundle');
  await expect(bundle).toContainText('Limited');
  const timer = bundle.getByRole('timer');
  await expect(timer).toHaveText(/^Ends in 1d \d\d:\d\d:\d\d$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first!);
  await expect(page.getByRole('note')).toContainText('First purchase bonus');

  // The chain: step 1 open, the free step 2 and step 3 locked.
  const step1 = card(page, 'Adventure path I');
  const step2 = card(page, 'Adventure path II');
  await expect(step1).toContainText('Step 1 of 3');
  await expect(step2).toContainText('Step 2 of 3');
  await expect(step2).toContainText('Free');
  await expect(step2).toContainText('Locked');
  await expect(step2).toBeDisabled();
  await expect(card(page, 'Adventure path III')).toBeDisabled();
  await page.screenshot({ path: 'e2e/screenshots/offers-before.png', fullPage: true });

  // Step 1 through the sandbox: its first paid order carries the first-purchase bonus too.
  await chooseGoods(page, 'Adventure path I');
  const purchase = await purchaseOf(page, request);
  const info = await buyNow(page, 'new');
  await chooseMethod(page, info, { country: 'US', method: /^PayPal/ });
  const checkout = await buyInWindow(page, {
    amount: purchase.goods.price,
    currency: purchase.goods.currency,
  });
  const paidAt = await payerChooses(checkout, 'Pay now (succeed)');
  const result = resultView(page, 'new');
  await recheckUntil(result, 'Top up successful');
  await expectDeliveredOnce(request, purchase, checkout.billingNo, paidAt);
  await result.getByRole('button', { name: 'Recharge done' }).click();

  // Step 2 is open now: claimed for free, no payment; step 3 opens.
  await packs(page);
  await expect(step1).toContainText('Owned');
  await expect(step2).toBeEnabled();
  await expect(step2).not.toContainText('Locked');
  // Issue 29 item 8: a free step is chosen without a popup; nothing speaks of a price or of
  // choosing how to pay, and 'Claim for free' takes the buy button's place.
  await expect(step2).not.toHaveAttribute('aria-haspopup');
  await step2.click();
  await expect(step2).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(/how to pay/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Buy now' })).toHaveCount(0);
  const summary = page.getByRole('region', { name: 'Your selection' });
  await expect(summary).toContainText('Adventure path II');
  await expect(summary).not.toContainText('$0.00');
  await expect(summary).toContainText('Free');
  await page.screenshot({
    path: `${process.env.SHOTS_DIR ?? 'e2e/screenshots'}/offers-free-step-chosen.png`,
    fullPage: true,
  });
  const before = await demoRole(request, purchase);
  await page.getByRole('button', { name: 'Claim for free' }).click();
  await expect(page.getByText('Claimed! It is on its way to your character.')).toBeVisible();
  await packs(page);
  await expect(card(page, 'Adventure path III')).toBeEnabled();
  await page.screenshot({ path: 'e2e/screenshots/offers-after.png', fullPage: true });

  // The game got the free step once (its delivery id is the claim's key).
  const list = await tenantApiGet<{ goods: GoodsData[] }>(
    request,
    'watt',
    '/api/pay/getGoodsList',
    {
      client_id: CLIENT,
      domain_area: 'universal',
    },
  );
  const free = list.data!.goods.find((g) => g.display === 'Adventure path II: gift')!;
  const freeId = `offer:watt:${free.product_id}:spark-legends-classic:${purchase.roleId}`;
  await expect
    .poll(
      async () =>
        (await demoRole(request, purchase)).deliveries.filter((d) => d.delivery_id === freeId)
          .length,
      {
        timeout: 15_000,
      },
    )
    .toBe(1);
  const after = await demoRole(request, purchase);
  expect(after.balance).toBe(before.balance + free.value + free.bonus);
  await expect(page.getByRole('button', { name: 'Claim for free' })).toBeDisabled();
});
