import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { newOrderInput, paidInput } from '../test-kit.ts';
import { createOutboxRelay, type OutboxRelay } from './outbox-relay.ts';

// Issue 32: the relay delivers when a payment is confirmed, not at its next poll, and goes on at
// once while its claims come back full. Each relay here polls once a minute, so an order
// delivered within the test's few seconds was delivered by the wake-up or the refill. On PGlite
// through its own listen, on PostgreSQL (scripts/postgres-tests.mjs) through LISTEN/NOTIFY.
const onPostgres = Boolean(process.env.DATABASE_URL);
const quiet = { info() {}, warn() {}, error() {} };
const POLL_MS = 60_000;

let t: TestApp;
const stops: (() => Promise<void>)[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const stop of stops) await stop();
  await t.close();
});

function startRelay(opts: { batchSize?: number; wakeOn?: boolean } = {}): OutboxRelay {
  const relay = createOutboxRelay({
    db: t.app.db,
    gameGateway: t.app.gameGateway,
    now: () => new Date(),
    log: quiet,
    intervalMs: POLL_MS,
    lifecycle: t.app.orders.lifecycle,
    ...(opts.batchSize ? { batchSize: opts.batchSize } : {}),
  });
  const unsubscribe = opts.wakeOn === false ? () => {} : t.app.wakeBus.on('outbox', relay.wake);
  relay.start();
  stops.push(async () => {
    unsubscribe();
    await relay.stop();
  });
  return relay;
}

async function statusesWithin(billingNos: string[], ms: number): Promise<string[]> {
  const end = Date.now() + ms;
  for (;;) {
    const rows = await Promise.all(billingNos.map((b) => t.app.orders.getOrder('watt', b)));
    const statuses = rows.map((o) => o?.status ?? 'missing');
    if (statuses.every((s) => s === 'delivered') || Date.now() > end) return statuses;
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe(`the relay's wake-up (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a confirmed payment is delivered at once, long before the next poll', async () => {
    const relay = startRelay();
    // The relay's first run (at start) is over: the next poll is a minute away.
    await new Promise((r) => setTimeout(r, 200));
    const order = await t.app.orders.createOrder(newOrderInput({ roleId: '1001011' }));
    const started = Date.now();
    expect((await t.app.orders.confirmPayment(paidInput(order))).outcome).toBe('applied');
    expect(await statusesWithin([order.billingNo], 5_000)).toEqual(['delivered']);
    expect(Date.now() - started).toBeLessThan(5_000);
    await relay.stop();
  });

  it('a refused confirmation wakes nothing; an applied one wakes once', async () => {
    let woken = 0;
    const unsubscribe = t.app.wakeBus.on('outbox', () => woken++);
    const order = await t.app.orders.createOrder(newOrderInput({ roleId: '1001011' }));
    // A confirmation for another amount is refused: its transaction queues nothing.
    const refused = await t.app.orders.confirmPayment(paidInput(order, { amountMinor: 1 }));
    expect(refused.outcome).toBe('mismatch');
    await new Promise((r) => setTimeout(r, 300));
    expect(woken).toBe(0);
    await t.app.orders.confirmPayment(paidInput(order));
    await new Promise((r) => setTimeout(r, 300));
    expect(woken).toBe(1);
    unsubscribe();
  });

  it('a backlog larger than a claim is worked claim after claim, without waiting for the poll', async () => {
    // Seven paid orders queued while no relay runs (a restart, a burst), then one relay that
    // claims two at a time and hears no wake-up: only the refill gets past the first claim.
    const paid: string[] = [];
    for (let i = 0; i < 7; i++) {
      const order = await t.app.orders.createOrder(newOrderInput({ roleId: '1001012' }));
      await t.app.orders.confirmPayment(paidInput(order));
      paid.push(order.billingNo);
    }
    startRelay({ batchSize: 2, wakeOn: false });
    expect(await statusesWithin(paid, 5_000)).toEqual(paid.map(() => 'delivered'));
  });
});
