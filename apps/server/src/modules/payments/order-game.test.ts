import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderGameSchema } from '@topup/contracts/order-game';
import { ResultCode } from '@topup/contracts/result-codes';
import { orders } from '../../db/tables/payments.ts';
import type { TestApp } from '../../test/create-test-app.ts';
import { createPayTestApp, hostOf, payKit, tenantById, type Answer } from './test-kit.ts';

// GET /api/pay/getOrderGame (issue 29 item 3): without a login, which game's login an order link
// needs; the same kind of answer for a billing number that is no order of this brand.

let t: TestApp;
beforeAll(async () => {
  t = await createPayTestApp();
});
afterAll(() => t.close());
const kit = payKit(() => t);
const watt = tenantById('watt');
const wattGames = new Set(['11103', '11203']);

async function lookup(billingNo: string, host = hostOf(watt), remoteAddress?: string) {
  const res = await t.app.inject({
    url: `/api/pay/getOrderGame?${new URLSearchParams({ billing_no: billingNo })}`,
    headers: { host },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  return { ...(res.json() as Omit<Answer, 'status'>), status: res.statusCode };
}

async function placeOrder() {
  const { body } = await kit.payloadFor(await kit.methodFor('pay/pingpongx_pay'));
  const res = await kit.post(hostOf(watt), '/api/pay/pingpongx_pay', body);
  expect(res.code).toBe(1);
  const [order] = await t.app.db
    .select()
    .from(orders)
    .where(eq(orders.billingNo, res.data.billing_no as string));
  return order!;
}

describe('GET /api/pay/getOrderGame', () => {
  it("names the order's game (its web client) to a visitor without a login", async () => {
    const order = await placeOrder();
    await t.app.db
      .insert(orders)
      .values({ ...order, billingNo: 'TPGAME0000000001', gpId: 102, clientId: '11203' });
    const first = await lookup(order.billingNo);
    expect(first.code).toBe(1);
    expect(orderGameSchema.parse(first.data)).toEqual({ client_id: '11103' });
    expect((await lookup('TPGAME0000000001')).data).toEqual({ client_id: '11203' });
  });

  it('answers a number that is no order of this brand with a stable game of the brand', async () => {
    const order = await placeOrder();
    const answers = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const res = await lookup(
        `TP261206${String(i).padStart(10, '0')}`,
        hostOf(watt),
        `10.9.0.${i}`,
      );
      expect(res.code).toBe(1);
      expect(wattGames.has(res.data.client_id)).toBe(true);
      answers.add(res.data.client_id);
      // The same number, the same answer: asking again does not tell a decoy from an order.
      const again = await lookup(
        `TP261206${String(i).padStart(10, '0')}`,
        hostOf(watt),
        `10.9.1.${i}`,
      );
      expect(again.data).toEqual(res.data);
    }
    // Decoys spread over the brand's games rather than always naming one.
    expect(answers.size).toBe(2);
    // watt's order looked up on ko's host: a ko game, never watt's client id.
    const ko = tenantById('ko');
    const koGames = new Set(
      ko.games.flatMap((g) => Object.values(g.clients).map((c) => c.clientId)),
    );
    const other = await lookup(order.billingNo, hostOf(ko), '10.9.2.1');
    expect(other.code).toBe(1);
    expect(koGames.has(other.data.client_id)).toBe(true);
  });

  it('refuses a malformed billing number with 400 and limits guesses per address', async () => {
    expect((await lookup('TP1', hostOf(watt), '10.9.3.1')).status).toBe(400);
    let refused: Answer | undefined;
    for (let i = 0; i < 40 && !refused; i++) {
      const res = await lookup(
        `TP2612060000${String(i).padStart(6, '0')}`,
        hostOf(watt),
        '10.9.4.1',
      );
      if (res.code !== 1) refused = res;
    }
    expect(refused?.status).toBe(429);
    expect(refused?.code).not.toBe(ResultCode.Success);
  });
});
