import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { newOrderInput, paidInput } from './test-kit.ts';
import { moveOrder } from './transition.ts';

// The order's move is built once with placeholders (db/prebuilt.ts); a value set to null is
// written NULL, not handed to the column's encoder (a timestamp's cannot take null).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('moveOrder', () => {
  it('sets a timestamp and a text to null, and moves only from its state', async () => {
    const order = await t.app.orders.createOrder(newOrderInput());
    await t.app.orders.confirmPayment(paidInput(order));
    const at = new Date();
    const key = { tenantId: order.tenantId, billingNo: order.billingNo };
    const step = {
      action: 'deliver' as const,
      source: 'relay' as const,
      at,
      set: { deliveredAt: at, deliveryError: null, payUrl: null, paidAt: null },
    };
    const moved = await t.app.db.transaction((tx) => moveOrder(tx, key, step));
    expect(moved).toMatchObject({ status: 'delivered', payUrl: null, paidAt: null });
    expect(moved!.deliveredAt).toEqual(at);
    // Delivered already: the same move finds nothing to move and writes nothing.
    expect(await t.app.db.transaction((tx) => moveOrder(tx, key, step))).toBeNull();
    const story = await t.app.orders.getOrder(order.tenantId, order.billingNo);
    expect(story?.status).toBe('delivered');
  });
});
