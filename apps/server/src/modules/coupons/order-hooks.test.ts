import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/tables/vip.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { newOrderInput, paidInput, testClock } from '../orders/test-kit.ts';
import { reserveCoupon } from './ledger.ts';

// Coupons' reactions to orders (order-hooks.ts): each happens when the order lifecycle fires its
// hook, and not at another step of the order.

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

const suid = '10000001';
const statusOf = async (code: string) =>
  (await t.app.db.select().from(coupons).where(eq(coupons.code, code)))[0]?.status;

/** An order holding a fresh coupon of its own, reserved as the pay flow reserves it. */
async function orderWithCoupon(code: string) {
  await t.app.db
    .insert(coupons)
    .values({ code, tenantId: 'watt', suid, templateId: `hooks-${code}`, period: 'permanent' });
  const order = await t.app.orders.createOrder(newOrderInput({ suid, couponCode: code }), {
    reserve: async (tx, o) => {
      const at = clock.now();
      if (!(await reserveCoupon(tx, { tenantId: 'watt', suid, code, billingNo: o.billingNo, at })))
        throw new Error('coupon not reserved');
    },
  });
  expect(await statusOf(code)).toBe('reserved');
  return order;
}

describe("coupons' order hooks", () => {
  it('coupons.consume: the paid hook uses the coupon; going pending does not', async () => {
    expect(t.app.orders.hooks.names('paid')).toContain('coupons.consume');
    const order = await orderWithCoupon('HOOK-CONSUME');
    await t.app.orders.markPending('watt', order.billingNo, { payUrl: 'https://pay.test/x' });
    expect(await statusOf('HOOK-CONSUME')).toBe('reserved');
    await t.app.orders.confirmPayment(paidInput(order));
    expect(await statusOf('HOOK-CONSUME')).toBe('used');
  });

  it('coupons.release on failed: the failed hook frees the coupon', async () => {
    expect(t.app.orders.hooks.names('failed')).toEqual(['coupons.release']);
    const order = await orderWithCoupon('HOOK-FAILED');
    await t.app.orders.markFailed('watt', order.billingNo, 'gave up');
    expect(await statusOf('HOOK-FAILED')).toBe('avail');
  });

  it('coupons.release on expired: the expired hook frees the coupon, of unpaid orders only', async () => {
    expect(t.app.orders.hooks.names('expired')).toEqual(['coupons.release']);
    const open = await orderWithCoupon('HOOK-EXPIRED');
    const paid = await orderWithCoupon('HOOK-PAID');
    await t.app.orders.confirmPayment(paidInput(paid));
    // Not yet due: the sweep leaves it alone.
    await t.app.orders.sweepExpired();
    expect(await statusOf('HOOK-EXPIRED')).toBe('reserved');

    clock.advance(24 * 3_600_000);
    expect(await t.app.orders.sweepExpired()).toBeGreaterThanOrEqual(1);
    expect(await statusOf('HOOK-EXPIRED')).toBe('avail');
    expect(await statusOf('HOOK-PAID')).toBe('used');
    expect((await t.app.orders.getOrder('watt', open.billingNo))?.status).toBe('expired');
  });
});
