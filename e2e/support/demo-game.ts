import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { GoodsData } from '@topup/contracts/catalog';
import type { DemoRoleData } from '@topup/contracts/demo-game';
import { tenantApiGet } from './tenant-api.ts';

// What the game received: the demo game's own view of a character (GET /api/demo-game/role),
// read from the test runner, never from the shop's page.

/** A purchase about to be paid: who gets what, and the character's state before paying. */
export type Purchase = {
  tenantId: string;
  clientId: string;
  roleId: string;
  goods: GoodsData;
  /** What the game must credit: the goods' value plus its bonus. */
  amount: number;
  before: DemoRoleData;
};

/**
 * The sandbox sends a second copy of a callback up to 5 s after the payer's choice, and holds a
 * first attempt back 3 s (sandbox-gateway/callback-sender.ts, chaos on by default); the relay
 * then runs every second. Until this long after paying, the balance is watched for a second credit.
 */
const CALLBACKS_SETTLED_MS = 8_000;

type Selection = {
  clientId?: string;
  area?: { value: string };
  role?: { value: string };
  goods?: { value: string };
};

export async function demoRole(
  request: APIRequestContext,
  p: Pick<Purchase, 'tenantId' | 'clientId' | 'roleId'>,
): Promise<DemoRoleData> {
  const res = await tenantApiGet<DemoRoleData>(request, p.tenantId, '/api/demo-game/role', {
    client_id: p.clientId,
    role_id: p.roleId,
  });
  expect(res.code, res.msg).toBe(1);
  return res.data!;
}

/**
 * Reads what the player picked (the stored order selection, SPEC §3), the goods' value and bonus
 * from the goods list, and the character's balance before paying.
 */
export async function startPurchase(
  page: Page,
  request: APIRequestContext,
  tenantId: string,
): Promise<Purchase> {
  const selection = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('paymentOrderInfo') ?? '{}') as { value?: unknown }).value,
  );
  const { clientId, area, role, goods } = (selection ?? {}) as Selection;
  if (!clientId || !area || !role || !goods) throw new Error('no order selection stored');
  const list = await tenantApiGet<{ goods: GoodsData[] }>(
    request,
    tenantId,
    '/api/pay/getGoodsList',
    { client_id: clientId, domain_area: area.value },
  );
  const product = list.data?.goods.find((g) => g.product_id === goods.value);
  if (!product) throw new Error(`goods ${goods.value} not in the goods list`);
  const who = { tenantId, clientId, roleId: role.value };
  return {
    ...who,
    goods: product,
    amount: product.value + product.bonus,
    before: await demoRole(request, who),
  };
}

/**
 * The game got this order once: one delivery named by the billing number, the balance up by
 * exactly the goods' amount, and still so once every callback copy has had time to arrive.
 */
export async function expectDeliveredOnce(
  request: APIRequestContext,
  purchase: Purchase,
  billingNo: string,
  paidAt: number,
): Promise<void> {
  const ofOrder = (role: DemoRoleData) =>
    role.deliveries.filter((d) => d.delivery_id === billingNo);
  const read = () => demoRole(request, purchase);
  await expect
    .poll(async () => ofOrder(await read()).length, { timeout: 15_000, message: 'delivered' })
    .toBeGreaterThan(0);
  const expected = purchase.before.balance + purchase.amount;
  do {
    const role = await read();
    expect(ofOrder(role).map((d) => d.amount)).toEqual([purchase.amount]);
    expect(role.balance, 'balance grew by the goods amount, once').toBe(expected);
    expect(role.deliveries).toHaveLength(purchase.before.deliveries.length + 1);
    await new Promise((resolve) => setTimeout(resolve, 250));
  } while (Date.now() < paidAt + CALLBACKS_SETTLED_MS);
}

/** A payment that failed delivered nothing: balance and delivery log as before. */
export async function expectNothingDelivered(
  request: APIRequestContext,
  purchase: Purchase,
): Promise<void> {
  const role = await demoRole(request, purchase);
  expect(role.balance).toBe(purchase.before.balance);
  expect(role.deliveries).toEqual(purchase.before.deliveries);
}
