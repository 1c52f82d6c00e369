import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPurchaseBonuses, firstPurchaseGrants } from '../../db/tables/offers.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { eventsOf, newOrderInput, outboxOf, paidInput, testClock } from '../orders/test-kit.ts';

// Offers' reaction to orders (order-hooks.ts): the first-purchase bonus happens when the order
// lifecycle fires the paid hook, and not at another step of the order.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: testClock().now });
  await t.app.db
    .insert(firstPurchaseBonuses)
    .values({ tenantId: 'watt', gameCode: 'voltage-arena', bonus: 500 });
});
afterAll(() => t.close());

const grantOf = async (roleId: string) =>
  (
    await t.app.db
      .select()
      .from(firstPurchaseGrants)
      .where(and(eq(firstPurchaseGrants.tenantId, 'watt'), eq(firstPurchaseGrants.roleId, roleId)))
  )[0];

describe("offers' order hooks", () => {
  it('offers.first-purchase-bonus: the paid hook adds the bonus; a failed order does not', async () => {
    expect(t.app.orders.hooks.names('paid')[0]).toBe('offers.first-purchase-bonus');
    const roleId = '1001077';
    const failed = await t.app.orders.createOrder(newOrderInput({ roleId }));
    await t.app.orders.markFailed('watt', failed.billingNo, 'gave up');
    expect(await grantOf(roleId)).toBeUndefined();

    const order = await t.app.orders.createOrder(newOrderInput({ roleId }));
    expect(await grantOf(roleId)).toBeUndefined();
    const { order: paid } = await t.app.orders.confirmPayment(paidInput(order));
    // The lifecycle wrote the amendment: the order, its story and its delivery carry it.
    expect(paid).toMatchObject({ bonus: order.bonus + 500 });
    expect(await grantOf(roleId)).toMatchObject({ billingNo: order.billingNo, bonus: 500 });
    const story = (await eventsOf(t.app.db, order.billingNo)).map((e) => e.detail.action);
    expect(story).toEqual(['create', 'paid', 'first_purchase_bonus']);
    const [delivery] = await outboxOf(t.app.db, order.billingNo);
    expect(delivery?.payload).toMatchObject({ amount: order.value + order.bonus + 500 });
  });
});
