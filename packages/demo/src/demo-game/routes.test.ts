import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@topup/server/test/create-test-app';
import { apiGetter, brandHosts as h } from '@topup/server/modules/catalog/test-kit';
import { newOrderInput, outboxOf, paidInput } from '@topup/server/modules/orders/test-kit';
import { demoRoleSchema } from '@topup/contracts/demo-game';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const get = apiGetter(() => t);
const path = '/api/demo-game/role';

describe('GET /api/demo-game/role', () => {
  it('shows a character with no deliveries yet', async () => {
    const res = await get(h.watt, path, { client_id: '11103', role_id: '1001011' });
    expect(res).toMatchObject({ status: 200, code: 1 });
    expect(demoRoleSchema.parse(res.data)).toEqual({
      role_id: '1001011',
      role_name: 'Borin',
      balance: 0,
      deliveries: [],
    });
  });

  it('shows what the relay delivered: balance and the delivery log, newest first', async () => {
    const first = await t.app.orders.createOrder(newOrderInput({ roleId: '1001012' }));
    const second = await t.app.orders.createOrder(
      newOrderInput({ roleId: '1001012', value: 60, bonus: 0, amountMinor: 99 }),
    );
    await t.app.orders.confirmPayment(paidInput(first));
    await t.app.outboxRelay.runOnce();
    await t.app.orders.confirmPayment(paidInput(second));
    await t.app.outboxRelay.runOnce();
    const res = await get(h.watt, path, { client_id: '11103', role_id: '1001012' });
    const data = demoRoleSchema.parse(res.data);
    expect(data.balance).toBe(390);
    expect(data.deliveries.map((d) => [d.delivery_id, d.amount, d.source])).toEqual([
      [second.billingNo, 60, 'purchase'],
      [first.billingNo, 330, 'purchase'],
    ]);
    expect(Number.isNaN(Date.parse(data.deliveries[0]!.delivered_at))).toBe(false);
  });

  it("is scoped to the brand: another brand's client id is -3001", async () => {
    const res = await get(h.ko, path, { client_id: '11103', role_id: '1001011' });
    expect(res).toMatchObject({ code: -3001, data: null });
  });

  it('answers -3030 for an unknown character, or one of another game', async () => {
    const notFound = { code: -3030, data: null };
    expect(await get(h.watt, path, { client_id: '11103', role_id: 'nope' })).toMatchObject(
      notFound,
    );
    // 1001011 is a voltage-arena character; 11203 is spark-legends, whose roles are 2xxxxxx.
    expect(await get(h.watt, path, { client_id: '11203', role_id: '1001011' })).toMatchObject(
      notFound,
    );
    const spark = await get(h.watt, path, { client_id: '11203', role_id: '2001011' });
    expect(spark).toMatchObject({ code: 1, data: { role_id: '2001011', balance: 0 } });
  });

  it('answers -400 for missing parameters', async () => {
    const res = await get(h.watt, path, { client_id: '11103' });
    expect(res).toMatchObject({ status: 400, code: -400 });
    expect(res.msg).toContain('role_id');
  });
});

describe('POST /api/demo-game/role/slow (demo only, issue 18)', () => {
  const slow = async (body: Record<string, unknown>, host: string = h.watt) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${path}/slow`,
      headers: { host },
      payload: body,
    });
    return { status: res.statusCode, ...res.json() };
  };

  it("refuses the character's deliveries for the minutes asked, then answers again at 0", async () => {
    const res = await slow({ client_id: '11103', role_id: '1001011', minutes: 10 });
    expect(res).toMatchObject({ code: 1, data: { role_id: '1001011' } });
    const until = Date.parse(res.data.refuse_deliveries_until);
    expect(until - Date.now()).toBeGreaterThan(9 * 60_000);

    const order = await t.app.orders.createOrder(newOrderInput({ roleId: '1001011' }));
    await t.app.orders.confirmPayment(paidInput(order));
    expect(await t.app.outboxRelay.runOnce()).toMatchObject({ delivered: 0, retried: 1 });
    const refused = await get(h.watt, path, { client_id: '11103', role_id: '1001011' });
    expect(refused.data).toMatchObject({ balance: 0, deliveries: [] });

    expect(await slow({ client_id: '11103', role_id: '1001011', minutes: 0 })).toMatchObject({
      code: 1,
      data: { refuse_deliveries_until: null },
    });
    await t.app.outboxRelay.attemptNow((await outboxOf(t.app.db, order.billingNo))[0]!, 'test');
    const answered = await get(h.watt, path, { client_id: '11103', role_id: '1001011' });
    expect(answered.data).toMatchObject({ balance: 330 });
  });

  it('answers -3030 for a character of another brand and -400 for bad minutes', async () => {
    expect(await slow({ client_id: '11103', role_id: 'nope', minutes: 5 })).toMatchObject({
      code: -3030,
    });
    expect(await slow({ client_id: '11103', role_id: '1001011', minutes: -1 })).toMatchObject({
      status: 400,
      code: -400,
    });
  });
});
