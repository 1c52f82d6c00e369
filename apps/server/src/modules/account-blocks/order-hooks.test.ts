import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBlocks } from '../../db/tables/account-blocks.ts';
import type { GameGateway } from '../../games/game-gateway.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createOutboxRelay } from '../orders/relay/outbox-relay.ts';
import { newOrderInput, paidInput } from '../orders/test-kit.ts';
import { wattBlocks } from './test-kit.ts';

// Account blocks' reaction to orders (order-hooks.ts): the brand's revokeShortfall rule (watt set
// to block here) applies when the order lifecycle fires the revoked hook, and not before.

let t: TestApp;
// Brands of its own: no seeded image to start from, so the start seeds (slower).
beforeAll(async () => {
  t = await createTestApp({}, { tenants: wattBlocks() });
}, 180_000);
afterAll(() => t.close());

/** The app's relay, with a game that answers each revoke with the given shortfall. */
const relayWithShortfall = (shortfall: number) => {
  const gameGateway: GameGateway = {
    ...t.app.gameGateway,
    revoke: async () => ({ known: true, applied: true, shortfall }),
  };
  const log = { info() {}, warn() {}, error() {} };
  return createOutboxRelay({
    db: t.app.db,
    lifecycle: t.app.orders.lifecycle,
    gameGateway,
    now: () => new Date(),
    log,
  });
};

const blockOf = async (billingNo: string) =>
  (await t.app.db.select().from(accountBlocks).where(eq(accountBlocks.billingNo, billingNo)))[0];

async function deliveredOrder(roleId: string, shortfall: number) {
  const relay = relayWithShortfall(shortfall);
  const order = await t.app.orders.createOrder(newOrderInput({ roleId }));
  await t.app.orders.confirmPayment(paidInput(order));
  await relay.runOnce();
  return { order, relay };
}

describe("account blocks' order hooks", () => {
  it('account-blocks.shortfall-rule: the revoked hook blocks; delivery and refund alone do not', async () => {
    expect(t.app.orders.hooks.names('revoked')).toEqual(['account-blocks.shortfall-rule']);
    const { order, relay } = await deliveredOrder('1001011', 100);
    expect(await blockOf(order.billingNo)).toBeUndefined();
    const refund = paidInput(order, { action: 'refunded', refundKey: 'blocks-hook' });
    await t.app.orders.confirmPayment(refund);
    // Refunded, its goods not yet taken back: nothing is decided yet.
    expect(await blockOf(order.billingNo)).toBeUndefined();

    await relay.runOnce();
    expect(await blockOf(order.billingNo)).toMatchObject({ reason: 'shortfall', shortfall: 100 });
  });

  it('a revoke that took everything back fires the hook and blocks nothing', async () => {
    const { order, relay } = await deliveredOrder('1001012', 0);
    await t.app.orders.confirmPayment(
      paidInput(order, { action: 'refunded', refundKey: 'blocks-hook-0' }),
    );
    await relay.runOnce();
    expect(await blockOf(order.billingNo)).toBeUndefined();
  });

  it('account-blocks.lift-on-make-up: a paid goods order lifts no block (a make-up order does: shortfall-block.test.ts)', async () => {
    expect(t.app.orders.hooks.names('paid')).toContain('account-blocks.lift-on-make-up');
    const { order, relay } = await deliveredOrder('1001013', 100);
    await t.app.orders.confirmPayment(
      paidInput(order, { action: 'refunded', refundKey: 'blocks-hook-lift' }),
    );
    await relay.runOnce();
    const open = await t.app.db.select().from(accountBlocks);
    expect(open.filter((b) => b.liftedAt === null).length).toBeGreaterThan(0);
    const other = await t.app.orders.createOrder(newOrderInput({ roleId: '1001013' }));
    await t.app.orders.confirmPayment(paidInput(other));
    const after = await t.app.db.select().from(accountBlocks);
    expect(after.filter((b) => b.liftedAt === null)).toHaveLength(
      open.filter((b) => b.liftedAt === null).length,
    );
  });
});
