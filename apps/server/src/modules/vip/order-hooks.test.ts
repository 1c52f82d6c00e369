import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vipPointAwards } from '../../db/tables/vip.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { newOrderInput, paidInput, testClock } from '../orders/test-kit.ts';

// VIP's reactions to orders (order-hooks.ts): each happens when the order lifecycle fires its
// hook, and not at another step of the order.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: testClock().now });
});
afterAll(() => t.close());

const awardOf = async (billingNo: string) =>
  (await t.app.db.select().from(vipPointAwards).where(eq(vipPointAwards.billingNo, billingNo)))[0];

async function paidOrder(roleId: string) {
  const order = await t.app.orders.createOrder(newOrderInput({ roleId }));
  await t.app.orders.confirmPayment(paidInput(order));
  return order;
}

describe("VIP's order hooks", () => {
  it('vip.award-points: the delivered hook awards the points; being paid does not', async () => {
    expect(t.app.orders.hooks.names('delivered')).toEqual(['vip.award-points']);
    const order = await paidOrder('1001011');
    expect(await awardOf(order.billingNo)).toBeUndefined();

    await t.app.outboxRelay.runOnce();
    const award = await awardOf(order.billingNo);
    expect(award?.points).toBeGreaterThan(0);
    // A second run finds the order delivered: the hook does not fire again.
    await t.app.outboxRelay.runOnce();
    expect(await awardOf(order.billingNo)).toEqual(award);
  });

  it('vip.revoke-points: the refunded hook takes them back; the delivery alone does not', async () => {
    expect(t.app.orders.hooks.names('refunded')).toEqual(['vip.revoke-points']);
    const order = await paidOrder('1001012');
    await t.app.outboxRelay.runOnce();
    expect(await awardOf(order.billingNo)).toMatchObject({ revokedAt: null });

    const refund = paidInput(order, { action: 'refunded', refundKey: 'vip-hook' });
    expect((await t.app.orders.confirmPayment(refund)).outcome).toBe('applied');
    expect((await awardOf(order.billingNo))?.revokedAt).toBeInstanceOf(Date);
  });
});
