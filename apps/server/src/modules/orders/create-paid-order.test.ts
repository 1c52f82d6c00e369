import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/tables/payments.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { eventsOf, newOrderInput, outboxOf } from './test-kit.ts';

describe('createPaidOrder: an order born paid', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('writes the order, created -> paid and the delivery in one go', async () => {
    const claimed: string[] = [];
    const order = await t.app.orders.createPaidOrder(
      newOrderInput({ purpose: 'card', ref: 'card-1', provider: 'prepaid-card' }),
      {
        claim: async (_tx, billingNo) => {
          claimed.push(billingNo);
        },
        providerTxnId: 'card:card-1',
      },
    );
    expect(claimed).toEqual([order.billingNo]);
    expect(order).toMatchObject({ status: 'paid', providerTxnId: 'card:card-1' });
    expect(order.paidAt).not.toBeNull();
    const events = await eventsOf(t.app.db, order.billingNo);
    expect(events.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, 'created'],
      ['created', 'paid'],
    ]);
    const [row] = await outboxOf(t.app.db, order.billingNo);
    expect(row!.payload).toMatchObject({ source: 'card', amount: 330, roleId: '1001011' });
  });

  it('leaves nothing behind when the claim or a later check throws', async () => {
    const before = await t.app.db.select().from(orders);
    await expect(
      t.app.orders.createPaidOrder(newOrderInput({ purpose: 'gift' }), {
        claim: async () => {
          throw new Error('card already used');
        },
        providerTxnId: 'x',
      }),
    ).rejects.toThrow('card already used');
    let billingNo = '';
    await expect(
      t.app.orders.createPaidOrder(newOrderInput({ purpose: 'gift' }), {
        claim: async () => {},
        reserve: async (_tx, row) => {
          billingNo = row.billingNo;
          throw new Error('limit reached');
        },
        providerTxnId: 'x',
      }),
    ).rejects.toThrow('limit reached');
    expect(await t.app.db.select().from(orders)).toHaveLength(before.length);
    expect(await t.app.db.select().from(orders).where(eq(orders.billingNo, billingNo))).toEqual([]);
    expect(await eventsOf(t.app.db, billingNo)).toEqual([]);
    expect(await outboxOf(t.app.db, billingNo)).toEqual([]);
  });
});
