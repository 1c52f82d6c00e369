import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStates, type OrderState } from '@topup/contracts/order-states';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { decide, orderActions, type OrderAction, type Verdict } from './state-machine.ts';
import { eventsOf, forceStatus, newOrderInput } from './test-kit.ts';
import { applyTransition, lockOrder } from './transition.ts';

// The expected machine, written out independently of the implementation's table.
const applied: Record<OrderAction, { from: OrderState[]; to: OrderState; dup: OrderState[] }> = {
  pending: { from: ['created'], to: 'pending', dup: ['pending'] },
  paid: {
    from: ['created', 'pending', 'expired', 'failed'],
    to: 'paid',
    dup: ['paid', 'delivered'],
  },
  failed: { from: ['created', 'pending'], to: 'failed', dup: ['failed'] },
  refunded: { from: ['paid', 'delivered'], to: 'refunded', dup: ['refunded'] },
  expire: { from: ['created', 'pending'], to: 'expired', dup: ['expired'] },
  deliver: { from: ['paid'], to: 'delivered', dup: ['delivered'] },
};
const expected = (action: OrderAction, status: OrderState): Verdict =>
  applied[action].from.includes(status)
    ? 'applied'
    : applied[action].dup.includes(status)
      ? 'duplicate'
      : 'ignored';

const cases = orderActions.flatMap((action) =>
  orderStates.map((status) => ({ action, status, verdict: expected(action, status) })),
);

describe('order state machine table', () => {
  it('covers every action', () => {
    expect([...orderActions].sort()).toEqual(Object.keys(applied).sort());
  });

  it.each(cases)('$action from $status is $verdict', ({ action, status, verdict }) => {
    expect(decide(action, status)).toBe(verdict);
  });

  it('ignores a status it does not know', () => {
    expect(decide('paid', 'lost')).toBe('ignored');
  });
});

describe('applyTransition on the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('applies, dedupes or ignores every action from every status, with order_events', async () => {
    const at = new Date('2026-03-01T12:00:00.000Z');
    for (const { action, status, verdict } of cases) {
      const order = await t.app.orders.createOrder(newOrderInput());
      await forceStatus(t.app.db, order.billingNo, status);
      const before = (await eventsOf(t.app.db, order.billingNo)).length;
      const res = await t.app.db.transaction(async (tx) => {
        const locked = await lockOrder(tx, 'watt', order.billingNo);
        return applyTransition(tx, locked!, { action, source: 'support', at, detail: { n: 1 } });
      });
      const label = `${action} from ${status}`;
      expect(res.verdict, label).toBe(verdict);
      const after = await t.app.orders.getOrder('watt', order.billingNo);
      const events = await eventsOf(t.app.db, order.billingNo);
      if (verdict === 'applied') {
        expect(after!.status, label).toBe(applied[action].to);
        expect(res.order.status, label).toBe(applied[action].to);
        expect(events.length, label).toBe(before + 1);
        expect(events.at(-1), label).toMatchObject({
          fromStatus: status,
          toStatus: applied[action].to,
          source: 'support',
          detail: { action, n: 1 },
        });
        expect(events.at(-1)!.at.toISOString()).toBe(at.toISOString());
      } else {
        expect(after!.status, label).toBe(status);
        expect(events.length, label).toBe(before);
      }
    }
  });

  it('never moves an order of another tenant', async () => {
    const order = await t.app.orders.createOrder(newOrderInput());
    const locked = await t.app.db.transaction((tx) => lockOrder(tx, 'ko', order.billingNo));
    expect(locked).toBeNull();
  });
});
