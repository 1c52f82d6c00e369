import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRefunds } from '../../db/tables/payments.ts';
import { vipAccounts, vipPointAwards } from '../../db/tables/vip.ts';
import type { GameGateway } from '../../games/game-gateway.ts';
import { createOutboxRelay } from './relay/outbox-relay.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import {
  balanceOf,
  deliveriesOf,
  eventsOf,
  newOrderInput,
  outboxOf,
  paidInput,
  testClock,
} from './test-kit.ts';
import { revokeDeliveryId } from './refund-order.ts';
import type { OrderRow } from './types.ts';

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

const silent = { info() {}, warn() {}, error() {} };
const relay = (gameGateway: GameGateway = t.app.gameGateway) =>
  createOutboxRelay({
    db: t.app.db,
    lifecycle: t.app.orders.lifecycle,
    gameGateway,
    now: clock.now,
    log: silent,
  });

async function deliveredOrder(roleId: string): Promise<OrderRow> {
  const order = await t.app.orders.createOrder(newOrderInput({ roleId }));
  await t.app.orders.confirmPayment(paidInput(order));
  await relay().runOnce();
  return order;
}

/** The order's outbox rows: its delivery and, once refunded, its revocation. */
const rowsOf = async (billingNo: string) => [
  ...(await outboxOf(t.app.db, billingNo)),
  ...(await outboxOf(t.app.db, revokeDeliveryId(billingNo))),
];

const refund = (order: OrderRow, amountMinor: number, more: Record<string, unknown> = {}) =>
  t.app.orders.confirmPayment(
    paidInput(order, { action: 'refunded', amountMinor, refundKey: `rf-${amountMinor}`, ...more }),
  );

async function vipTotal(suid = '10000001') {
  const [row] = await t.app.db
    .select({ total: vipAccounts.totalPoints })
    .from(vipAccounts)
    .where(and(eq(vipAccounts.tenantId, 'watt'), eq(vipAccounts.suid, suid)));
  return row?.total ?? 0;
}

describe('refunds and chargebacks', () => {
  it('a full refund of a delivered order takes the goods and the VIP points back, once', async () => {
    const order = await deliveredOrder('1001011');
    const balance = await balanceOf(t.app.db, { roleId: '1001011' });
    const [award] = await t.app.db
      .select()
      .from(vipPointAwards)
      .where(eq(vipPointAwards.billingNo, order.billingNo));
    expect(award?.points).toBeGreaterThan(0);
    const points = await vipTotal();

    // Three copies of the provider's refund notification race; one refund counts.
    const answers = await Promise.all([1, 2, 3].map(() => refund(order, 499)));
    expect(answers.map((a) => a.outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    const refunded = answers.find((a) => a.outcome === 'applied')!.order!;
    expect(refunded).toMatchObject({
      status: 'refunded',
      refundedMinor: 499,
      refundKind: 'refund',
    });
    expect(await vipTotal()).toBe(points - award!.points);

    expect(await relay().runOnce()).toMatchObject({ delivered: 1 });
    expect(await balanceOf(t.app.db, { roleId: '1001011' })).toBe(balance - 330);
    expect(await deliveriesOf(t.app.db, order.billingNo)).toMatchObject([
      { revokeReason: 'refund', revokeShortfall: 0 },
    ]);
    expect((await eventsOf(t.app.db, order.billingNo)).map((e) => e.detail.action)).toEqual([
      'create',
      'paid',
      'deliver',
      'refunded',
      'revoke',
    ]);
    // Nothing left to do, and a late copy changes nothing.
    expect(await relay().runOnce()).toMatchObject({ delivered: 0 });
    expect((await refund(order, 499)).outcome).toBe('duplicate');
    expect(await vipTotal()).toBe(points - award!.points);
  });

  it('partial refunds add up without a mismatch; the order is refunded when they reach the price', async () => {
    const order = await deliveredOrder('1001012');
    const first = await refund(order, 200);
    expect(first).toMatchObject({
      outcome: 'applied',
      order: { status: 'delivered', refundedMinor: 200 },
    });
    expect((await rowsOf(order.billingNo)).map((r) => r.kind)).toEqual(['deliver']);
    // More than what is left is a wrong amount: nothing recorded.
    expect((await refund(order, 300)).outcome).toBe('mismatch');
    expect((await refund(order, 299, { currency: 'EUR' })).outcome).toBe('mismatch');
    const last = await refund(order, 299);
    expect(last).toMatchObject({ outcome: 'applied', order: { status: 'refunded' } });
    const rows = await t.app.db
      .select({ amount: orderRefunds.amountMinor })
      .from(orderRefunds)
      .where(eq(orderRefunds.billingNo, order.billingNo));
    expect(rows.map((r) => r.amount).sort()).toEqual([200, 299]);
    expect((await rowsOf(order.billingNo)).map((r) => r.kind).sort()).toEqual([
      'deliver',
      'revoke',
    ]);
  });

  it('a chargeback of a paid order whose delivery is still in flight waits for it, then revokes', async () => {
    const order = await t.app.orders.createOrder(newOrderInput({ roleId: '1001013' }));
    await t.app.orders.confirmPayment(paidInput(order));
    const before = await balanceOf(t.app.db, { roleId: '1001013' });
    // The game is down: the delivery is retried later, and the chargeback arrives meanwhile.
    const down: GameGateway = {
      ...t.app.gameGateway,
      deliver: async () => {
        throw new Error('game down');
      },
    };
    expect(await relay(down).runOnce()).toMatchObject({ retried: 1 });
    const back = await refund(order, 499, { refundKind: 'chargeback' });
    expect(back.order).toMatchObject({ status: 'refunded', refundKind: 'chargeback' });
    // The revoke waits; it does not use up its attempts waiting.
    expect(await relay().runOnce()).toMatchObject({ retried: 1 });
    const [revokeRow] = (await rowsOf(order.billingNo)).filter((r) => r.kind === 'revoke');
    expect(revokeRow).toMatchObject({ attempts: 0, doneAt: null });
    // Later the delivery row comes due: it is skipped (refunded), then the revoke finds nothing.
    // Both come due together: the revoke, seeing the delivery claimed, waits out its lease.
    clock.advance(10 * 60_000);
    await relay().runOnce();
    clock.advance(2 * 60_000);
    await relay().runOnce();
    expect(await balanceOf(t.app.db, { roleId: '1001013' })).toBe(before);
    const actions = (await eventsOf(t.app.db, order.billingNo)).map((e) => e.detail);
    expect(actions.at(-1)).toMatchObject({ action: 'revoke', known: false, applied: false });
    expect((await rowsOf(order.billingNo)).every((r) => r.doneAt)).toBe(true);
  });

  it('a refund of an order never paid changes nothing', async () => {
    const order = await t.app.orders.createOrder(newOrderInput({ roleId: '1001014' }));
    expect((await refund(order, 499)).outcome).toBe('ignored');
    const rows = await t.app.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.billingNo, order.billingNo));
    expect(rows).toEqual([]);
  });
});
