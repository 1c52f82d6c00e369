import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderListSchema } from '@topup/contracts/payments';
import { ResultCode } from '@topup/contracts/result-codes';
import { orderMakeGoods } from '../../db/tables/make-goods.ts';
import { orders } from '../../db/tables/payments.ts';
import type { TestApp } from '../../test/create-test-app.ts';
import { loginAs } from '../../test/login.ts';
import { createPayTestApp, hostOf, payKit, tenantById, type Answer } from './test-kit.ts';

// GET /api/pay/getOrderList (issue 17, defect 8: order history in My): the signed-in player's own
// orders of the game product the login is for, on this brand only, newest first.

let t: TestApp;
beforeAll(async () => {
  t = await createPayTestApp();
});
afterAll(() => t.close());
const kit = payKit(() => t);
const watt = tenantById('watt');
const wattWeb = watt.games[0]!.clients.web.clientId; // Voltage Arena, game product 101
const orderOf = async (billingNo: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.billingNo, billingNo)))[0]!;

async function list(query: Record<string, string>, host = hostOf(watt)): Promise<Answer> {
  const res = await t.app.inject({
    url: `/api/pay/getOrderList?${new URLSearchParams(query)}`,
    headers: { host },
  });
  return { status: res.statusCode, ...res.json() };
}

/** A real order of the demo player on watt's first game, through a pay endpoint. */
async function placeOrder() {
  const { body } = await kit.payloadFor(await kit.methodFor('pay/pingpongx_pay'));
  const res = await kit.post(hostOf(watt), '/api/pay/pingpongx_pay', body);
  expect(res.code).toBe(1);
  return { order: await orderOf(res.data.billing_no), token: String(body.oauth_token) };
}

/** A copy of an order that differs in who, where or when (no pay flow needed for these). */
async function copyOf(
  order: typeof orders.$inferSelect,
  billingNo: string,
  changes: Partial<typeof orders.$inferInsert>,
) {
  await t.app.db.insert(orders).values({ ...order, billingNo, ...changes });
}

describe('GET /api/pay/getOrderList', () => {
  it("lists only the player's own orders of this game product on this brand, newest first", async () => {
    const { order, token } = await placeOrder();
    const later = new Date(order.createdAt.getTime() + 60_000);
    await copyOf(order, 'TPLIST0000000001', {
      createdAt: later,
      status: 'delivered',
      productName: 'Later goods',
    });
    // Not listed: another player, another brand, another game product of the same brand.
    await copyOf(order, 'TPLIST0000000002', { suid: '10000002', username: 'norole' });
    await copyOf(order, 'TPLIST0000000003', { tenantId: 'ko' });
    await copyOf(order, 'TPLIST0000000004', { gpId: 102, clientId: '11203' });

    const res = await list({ client_id: wattWeb, oauth_token: token });
    expect(res.code).toBe(1);
    const { list: rows } = orderListSchema.parse(res.data);
    const numbers = rows.map((r) => r.billing_no);
    expect(numbers.slice(0, 2)).toEqual(['TPLIST0000000001', order.billingNo]);
    expect(numbers).not.toContain('TPLIST0000000002');
    expect(numbers).not.toContain('TPLIST0000000003');
    expect(numbers).not.toContain('TPLIST0000000004');
    expect(rows[0]).toMatchObject({ status: 1, product_name: 'Later goods' });
    expect(rows[1]).toEqual({
      billing_no: order.billingNo,
      status: -1,
      game_name: order.gameName,
      game_server_name: order.serverName,
      role_name: order.roleName,
      product_name: order.productName,
      amount: expect.any(String),
      amount_minor: order.amountMinor,
      currency: order.currency,
      created_at: order.createdAt.toISOString(),
      client_id: order.clientId,
    });

    // limit caps the answer; the newest stay.
    const one = await list({ client_id: wattWeb, oauth_token: token, limit: '1' });
    expect(one.data.list.map((r: { billing_no: string }) => r.billing_no)).toEqual([
      'TPLIST0000000001',
    ]);
  });

  it("scope=account: the account's orders of every game of the brand, from either game's login", async () => {
    const { order } = await placeOrder();
    // The same account's order of Spark Legends (102), and ones that must stay out.
    await copyOf(order, 'TPACCT0000000001', { gpId: 102, clientId: '11203', gameName: 'Spark' });
    await copyOf(order, 'TPACCT0000000002', { suid: '10000002', username: 'norole' });
    await copyOf(order, 'TPACCT0000000003', { tenantId: 'ko' });
    const numbersOf = (res: Answer) =>
      orderListSchema.parse(res.data).list.map((row) => `${row.billing_no}@${row.client_id}`);

    // Logged in to Spark Legends only: My there lists the Voltage Arena order too.
    const { oauth_token: spark } = await loginAs(t.app, hostOf(watt), { clientId: '11203' });
    const fromSpark = await list({ client_id: '11203', oauth_token: spark, scope: 'account' });
    expect(fromSpark.code).toBe(1);
    expect(numbersOf(fromSpark)).toEqual(
      expect.arrayContaining([`${order.billingNo}@${order.clientId}`, 'TPACCT0000000001@11203']),
    );
    expect(numbersOf(fromSpark).join()).not.toMatch(/TPACCT0000000002|TPACCT0000000003/);
    // Without scope the login's own game only, as before.
    const gameOnly = await list({ client_id: '11203', oauth_token: spark });
    expect(numbersOf(gameOnly)).toContain('TPACCT0000000001@11203');
    expect(numbersOf(gameOnly).join()).not.toContain(order.billingNo);

    // The login is still bound: Spark's token does not list for Voltage Arena's client id, and
    // another brand's host does not know the game at all.
    const crossGame = await list({ client_id: wattWeb, oauth_token: spark, scope: 'account' });
    expect(crossGame.code).toBe(ResultCode.NotLoggedIn);
    const crossBrand = await list(
      { client_id: '11203', oauth_token: spark, scope: 'account' },
      hostOf(tenantById('ko')),
    );
    expect(crossBrand.code).not.toBe(1);
    expect(JSON.stringify(crossBrand)).not.toContain('TPACCT');
    // The same account name's login on ko, sent to watt: not a login of this brand.
    const ko = tenantById('ko');
    const koClient = ko.games[0]!.clients.web.clientId;
    const { oauth_token: koToken } = await loginAs(t.app, hostOf(ko), { clientId: koClient });
    const koOnWatt = await list({ client_id: '11203', oauth_token: koToken, scope: 'account' });
    expect(koOnWatt.code).toBe(ResultCode.NotLoggedIn);
  });

  it('refuses an unknown scope', async () => {
    const token = await kit.tokenFor(watt);
    const res = await list({ client_id: wattWeb, oauth_token: token, scope: 'brand' });
    expect(res.status).toBe(400);
  });

  it("says where a paid order's goods are: on its way, delayed, delivered or settled", async () => {
    // Issue 29: status 1 is "paid"; My must not call it successful before the game has it.
    const { order, token } = await placeOrder();
    const now = t.app.clock.now();
    const patience = watt.deliveryDelayMinutes * 60_000;
    const paid = { status: 'paid' as const, deliveredAt: null };
    await copyOf(order, 'TPDLV00000000001', { ...paid, paidAt: now });
    await copyOf(order, 'TPDLV00000000002', {
      ...paid,
      paidAt: new Date(now.getTime() - patience - 60_000),
    });
    await copyOf(order, 'TPDLV00000000003', { status: 'delivered', paidAt: now, deliveredAt: now });
    await copyOf(order, 'TPDLV00000000004', { ...paid, paidAt: new Date(0) });
    await copyOf(order, 'TPDLV00000000005', { ...paid, paidAt: new Date(0) });
    const makeGood = {
      tenantId: 'watt',
      rule: 'refund',
      amountMinor: order.amountMinor,
      currency: order.currency,
      nextAttemptAt: now,
      createdAt: now,
    };
    await t.app.db.insert(orderMakeGoods).values([
      { ...makeGood, billingNo: 'TPDLV00000000004', state: 'settling' },
      {
        ...makeGood,
        billingNo: 'TPDLV00000000005',
        rule: 'credit',
        state: 'credited',
        creditCode: 'sealed',
        creditCodeHash: 'hash',
        settledAt: now,
      },
    ]);
    const res = await list({ client_id: wattWeb, oauth_token: token, limit: '50' });
    const { list: rows } = orderListSchema.parse(res.data);
    const delivery = Object.fromEntries(
      rows.filter((r) => r.billing_no.startsWith('TPDLV')).map((r) => [r.billing_no, r]),
    );
    expect(delivery['TPDLV00000000001']).toMatchObject({ status: 1, delivery: 'on_its_way' });
    expect(delivery['TPDLV00000000002']).toMatchObject({ status: 1, delivery: 'delayed' });
    expect(delivery['TPDLV00000000003']).toMatchObject({ status: 1, delivery: 'delivered' });
    expect(delivery['TPDLV00000000004']).toMatchObject({ status: 1, delivery: 'refunding' });
    expect(delivery['TPDLV00000000005']).toMatchObject({ status: 1, delivery: 'credited' });
    // An unpaid order has no delivery to speak of.
    expect(rows.find((r) => r.billing_no === order.billingNo)).not.toHaveProperty('delivery');
  });

  it('answers -600 without a live login for this game product', async () => {
    const none = await list({ client_id: wattWeb });
    expect(none.code).toBe(ResultCode.NotLoggedIn);
    // A login for Voltage Arena (101) does not cover Spark Legends (102).
    const token = await kit.tokenFor(watt);
    const other = await list({ client_id: '11203', oauth_token: token });
    expect(other.code).toBe(ResultCode.NotLoggedIn);
  });

  it("another brand's host does not answer with watt's orders", async () => {
    const { oauth_token: token } = await loginAs(t.app, hostOf(watt), { clientId: wattWeb });
    // ko has no client 11103: the game is unknown there (-3001), nothing leaks.
    const res = await list({ client_id: wattWeb, oauth_token: token }, hostOf(tenantById('ko')));
    expect(res.code).toBe(ResultCode.NoGame);
  });

  it('refuses a limit out of range', async () => {
    const token = await kit.tokenFor(watt);
    const res = await list({ client_id: wattWeb, oauth_token: token, limit: '51' });
    expect(res.status).toBe(400);
  });
});
