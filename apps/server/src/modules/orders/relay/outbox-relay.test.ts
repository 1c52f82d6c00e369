import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameGateway } from '../../../games/game-gateway.ts';
import {
  balanceOf,
  deliveriesOf,
  eventsOf,
  newOrderInput,
  outboxOf,
  paidInput,
  testClock,
} from '../test-kit.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { RETRY_CAP_MS } from '../../../lib/backoff.ts';
import { createOutboxRelay, MAX_ATTEMPTS } from './outbox-relay.ts';

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

type Logged = { level: string; obj: Record<string, unknown>; msg?: string };
function captureLog() {
  const lines: Logged[] = [];
  const at = (level: string) => (obj: object, msg?: string) =>
    lines.push({ level, obj: obj as Record<string, unknown>, msg });
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

/** A paid order for its own character (role), so balances of tests do not mix. */
async function paidOrder(roleId: string) {
  const order = await t.app.orders.createOrder(newOrderInput({ roleId }));
  await t.app.orders.confirmPayment(paidInput(order));
  return order;
}

/** The demo gateway behind a switch: throws while `failing`, optionally after delegating. */
function flakyGateway(mode: 'before' | 'after') {
  const state = { failing: true, calls: 0 };
  const real = t.app.gameGateway;
  const gateway: GameGateway = {
    ...real,
    async deliver(...args) {
      state.calls++;
      if (state.failing && mode === 'before') throw new Error('game server unreachable');
      const res = await real.deliver(...args);
      if (state.failing) throw new Error('connection reset after the game applied it');
      return res;
    },
  };
  return { gateway, state };
}

describe('outbox relay', () => {
  it('delivers a paid order once: balance += value + bonus, order delivered, row done', async () => {
    const order = await paidOrder('1001012');
    const before = await balanceOf(t.app.db, { roleId: '1001012' });
    expect(await t.app.outboxRelay.runOnce()).toMatchObject({ delivered: 1, retried: 0, dead: 0 });
    expect(await t.app.outboxRelay.runOnce()).toMatchObject({ delivered: 0 });
    expect(await balanceOf(t.app.db, { roleId: '1001012' })).toBe(before + 330);
    expect(await deliveriesOf(t.app.db, order.billingNo)).toMatchObject([
      { tenantId: 'watt', roleId: '1001012', amount: 330, source: 'purchase' },
    ]);
    const row = await t.app.orders.getOrder('watt', order.billingNo);
    expect(row).toMatchObject({ status: 'delivered', deliveryError: null });
    expect(row!.deliveredAt!.toISOString()).toBe(clock.now().toISOString());
    const [outbox] = await outboxOf(t.app.db, order.billingNo);
    expect(outbox).toMatchObject({ attempts: 1, lastError: null, deadAt: null });
    expect(outbox!.doneAt).not.toBeNull();
    expect((await eventsOf(t.app.db, order.billingNo)).at(-1)).toMatchObject({
      fromStatus: 'paid',
      toStatus: 'delivered',
      source: 'relay',
    });
    // A late duplicate callback after delivery changes nothing.
    const late = await t.app.orders.confirmPayment(paidInput(order));
    expect(late.outcome).toBe('duplicate');
    expect(await t.app.outboxRelay.runOnce()).toMatchObject({ delivered: 0 });
    expect(await balanceOf(t.app.db, { roleId: '1001012' })).toBe(before + 330);
  });

  it('retries a failing delivery with backoff, logging the billing number', async () => {
    const order = await paidOrder('1015011');
    const { gateway, state } = flakyGateway('before');
    const log = captureLog();
    const relay = createOutboxRelay({ db: t.app.db, gameGateway: gateway, now: clock.now, log });
    expect(await relay.runOnce()).toMatchObject({ delivered: 0, retried: 1 });
    const [row] = await outboxOf(t.app.db, order.billingNo);
    expect(row).toMatchObject({ attempts: 1, lastError: 'game server unreachable' });
    // First retry: 10 s nominal, jittered into [5 s, 10 s].
    const wait = row!.nextAttemptAt.getTime() - clock.now().getTime();
    expect(wait).toBeGreaterThanOrEqual(5_000);
    expect(wait).toBeLessThanOrEqual(10_000);
    expect(log.lines).toMatchObject([
      { level: 'warn', obj: { billingNo: order.billingNo, attempts: 1 } },
    ]);
    // Not due yet: nothing happens.
    expect(await relay.runOnce()).toMatchObject({ delivered: 0, retried: 0 });
    expect(state.calls).toBe(1);
    clock.advance(10_000);
    state.failing = false;
    expect(await relay.runOnce()).toMatchObject({ delivered: 1 });
    expect((await t.app.orders.getOrder('watt', order.billingNo))!.status).toBe('delivered');
  });

  it(`parks a delivery as dead after ${MAX_ATTEMPTS} attempts, visible on the order`, async () => {
    const order = await paidOrder('1029011');
    const { gateway, state } = flakyGateway('before');
    const log = captureLog();
    const relay = createOutboxRelay({ db: t.app.db, gameGateway: gateway, now: clock.now, log });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const res = await relay.runOnce();
      expect(res, `attempt ${attempt}`).toMatchObject(
        attempt < MAX_ATTEMPTS ? { retried: 1, dead: 0 } : { retried: 0, dead: 1 },
      );
      const [row] = await outboxOf(t.app.db, order.billingNo);
      waits.push(row!.nextAttemptAt.getTime() - clock.now().getTime());
      clock.advance(RETRY_CAP_MS);
    }
    // Exponential: each nominal delay doubles (jitter keeps it within [half, full]).
    expect(waits[1]).toBeGreaterThanOrEqual(10_000);
    expect(waits[5]).toBeGreaterThanOrEqual(160_000);
    expect(state.calls).toBe(MAX_ATTEMPTS);
    const [row] = await outboxOf(t.app.db, order.billingNo);
    expect(row!.deadAt).not.toBeNull();
    expect(row!.attempts).toBe(MAX_ATTEMPTS);
    expect(await relay.runOnce()).toMatchObject({ delivered: 0, retried: 0, dead: 0 });
    const parked = await t.app.orders.getOrder('watt', order.billingNo);
    expect(parked).toMatchObject({ status: 'paid' });
    expect(parked!.deliveryError).toMatch(/after 8 attempts: game server unreachable/);
    const info = t.app.orders.orderInfo(parked!, { simple: false });
    expect(info).toMatchObject({ status: 1, delivered: false });
    expect(info.delivery_error).toMatch(/game server unreachable/);
    expect(log.lines.at(-1)).toMatchObject({ level: 'error', obj: { billingNo: order.billingNo } });
    expect(log.lines.filter((l) => l.obj.billingNo === order.billingNo)).toHaveLength(MAX_ATTEMPTS);
    expect((await eventsOf(t.app.db, order.billingNo)).at(-1)).toMatchObject({
      toStatus: 'paid',
      detail: { action: 'delivery_dead', attempts: MAX_ATTEMPTS },
    });
  });

  it('re-delivers after a crash between the game applying it and the row marked done', async () => {
    const order = await paidOrder('1001011');
    const before = await balanceOf(t.app.db);
    const { gateway, state } = flakyGateway('after');
    const relay = createOutboxRelay({
      db: t.app.db,
      gameGateway: gateway,
      now: clock.now,
      log: captureLog(),
    });
    expect(await relay.runOnce()).toMatchObject({ retried: 1 });
    // The game has it; our books do not.
    expect(await balanceOf(t.app.db)).toBe(before + 330);
    expect((await t.app.orders.getOrder('watt', order.billingNo))!.status).toBe('paid');
    clock.advance(RETRY_CAP_MS);
    state.failing = false;
    expect(await relay.runOnce()).toMatchObject({ delivered: 1 });
    expect(state.calls).toBe(2);
    expect(await balanceOf(t.app.db)).toBe(before + 330);
    expect(await deliveriesOf(t.app.db, order.billingNo)).toHaveLength(1);
    expect((await t.app.orders.getOrder('watt', order.billingNo))!.status).toBe('delivered');
  });

  it('two relays racing deliver each order once', async () => {
    const roles = ['1001011', '1001012'];
    const before = await Promise.all(roles.map((roleId) => balanceOf(t.app.db, { roleId })));
    const paid = [];
    for (let i = 0; i < 6; i++) paid.push(await paidOrder(roles[i % 2]!));
    const relays = [1, 2, 3].map(() =>
      createOutboxRelay({
        db: t.app.db,
        gameGateway: t.app.gameGateway,
        now: clock.now,
        log: captureLog(),
        batchSize: 4,
      }),
    );
    const results = await Promise.all(relays.flatMap((r) => [r.runOnce(), r.runOnce()]));
    expect(results.reduce((n, r) => n + r.delivered, 0)).toBe(6);
    const after = await Promise.all(roles.map((roleId) => balanceOf(t.app.db, { roleId })));
    expect(after).toEqual(before.map((b) => b + 3 * 330));
    for (const order of paid) {
      expect(await deliveriesOf(t.app.db, order.billingNo)).toHaveLength(1);
      expect((await outboxOf(t.app.db, order.billingNo))[0]!.attempts).toBe(1);
    }
  });

  it('skips the delivery of an order refunded before the relay got to it', async () => {
    const order = await paidOrder('1001012');
    await t.app.orders.confirmPayment(paidInput(order, { action: 'refunded' }));
    const before = await balanceOf(t.app.db, { roleId: '1001012' });
    expect(await t.app.outboxRelay.runOnce()).toMatchObject({ delivered: 0, skipped: 1 });
    expect(await balanceOf(t.app.db, { roleId: '1001012' })).toBe(before);
    const [row] = await outboxOf(t.app.db, order.billingNo);
    expect(row!.doneAt).not.toBeNull();
    expect(row!.lastError).toMatch(/refunded/);
  });
});
