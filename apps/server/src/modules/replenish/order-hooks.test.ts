import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { newOrderInput, paidInput, testClock } from '../orders/test-kit.ts';
import { hashReplenishId, newReplenishId } from './link-id.ts';
import { findLink, insertLink } from './repository.ts';

// Replenish's reaction to orders (order-hooks.ts): a make-up payment settles its link when the
// order lifecycle fires the paid hook, and not at another step of the order.

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

async function openLink() {
  const idHash = hashReplenishId(newReplenishId());
  await insertLink(t.app.db, {
    idHash,
    tenantId: 'watt',
    clientId: '11103',
    gameCode: 'voltage-arena',
    suid: '10000001',
    username: 'demo',
    amountMinor: 499,
    currency: 'USD',
    reason: 'order hooks test',
    createdBy: 'test',
    status: 'open',
    createdAt: clock.now(),
    expiresAt: new Date(clock.now().getTime() + 3_600_000),
  });
  return idHash;
}

const linkStatus = async (idHash: string) => (await findLink(t.app.db, 'watt', idHash))?.status;

describe("replenish's order hooks", () => {
  it('replenish.settle-link: the paid hook settles the link; a failed order does not', async () => {
    expect(t.app.orders.hooks.names('paid')).toContain('replenish.settle-link');
    const idHash = await openLink();
    const makeUp = newOrderInput({ purpose: 'replenish', ref: idHash });
    const failed = await t.app.orders.createOrder(makeUp);
    await t.app.orders.markFailed('watt', failed.billingNo, 'gave up');
    expect(await linkStatus(idHash)).toBe('open');

    const order = await t.app.orders.createOrder(makeUp);
    await t.app.orders.confirmPayment(paidInput(order));
    expect(await linkStatus(idHash)).toBe('settled');
  });
});
