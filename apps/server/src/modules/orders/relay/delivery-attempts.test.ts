import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryAttempts } from '../../../db/tables/console.ts';
import type { GameGateway } from '../../../games/game-gateway.ts';
import { capText } from '../../../lib/cap-text.ts';
import {
  balanceOf,
  deliveriesOf,
  newOrderInput,
  outboxOf,
  paidInput,
  testClock,
} from '../test-kit.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { RETRY_CAP_MS } from '../../../lib/backoff.ts';
import { claimDeadRow, createOutboxRelay } from './outbox-relay.ts';

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

async function paidOrder(roleId: string) {
  const order = await t.app.orders.createOrder(newOrderInput({ roleId }));
  await t.app.orders.confirmPayment(paidInput(order));
  return order;
}

/** The demo game behind a switch: throws while failing, counts calls. */
function switchedGateway() {
  const state = { failing: true, calls: 0, answer: 'game server unreachable' };
  const real = t.app.gameGateway;
  const gateway: GameGateway = {
    ...real,
    async deliver(...args) {
      state.calls++;
      if (state.failing) throw new Error(state.answer);
      return real.deliver(...args);
    },
  };
  return { gateway, state };
}

const attemptsOf = (billingNo: string) =>
  t.app.db
    .select()
    .from(deliveryAttempts)
    .where(eq(deliveryAttempts.billingNo, billingNo))
    .orderBy(asc(deliveryAttempts.id));

describe('delivery attempts', () => {
  it("keeps each call to the game with its answer: a failure, then the game's answer", async () => {
    const order = await paidOrder('1001012');
    const { gateway, state } = switchedGateway();
    const relay = createOutboxRelay({
      db: t.app.db,
      gameGateway: gateway,
      now: clock.now,
      log: quiet,
    });
    expect(await relay.runOnce()).toMatchObject({ retried: 1 });
    clock.advance(RETRY_CAP_MS);
    state.failing = false;
    expect(await relay.runOnce()).toMatchObject({ delivered: 1 });
    const rows = await attemptsOf(order.billingNo);
    expect(rows).toMatchObject([
      {
        kind: 'deliver',
        attempt: 1,
        ok: false,
        answer: 'game server unreachable',
        source: 'relay',
      },
      { kind: 'deliver', attempt: 2, ok: true, source: 'relay', tenantId: 'watt' },
    ]);
    expect(JSON.parse(rows[1]!.answer)).toMatchObject({ applied: true });
    expect(rows[1]!.deliveryId).toBe(order.billingNo);
    for (const row of rows) expect(row.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('caps a long answer at 8 KiB', async () => {
    const order = await paidOrder('1001011');
    const { gateway, state } = switchedGateway();
    state.answer = 'é'.repeat(10_000);
    const relay = createOutboxRelay({
      db: t.app.db,
      gameGateway: gateway,
      now: clock.now,
      log: quiet,
    });
    await relay.runOnce();
    const [row] = await attemptsOf(order.billingNo);
    expect(Buffer.byteLength(row!.answer.replace(/…\[\d+ bytes cut\]$/, ''))).toBeLessThanOrEqual(
      8192,
    );
    expect(row!.answer).toMatch(/bytes cut\]$/);
    clock.advance(RETRY_CAP_MS);
    state.failing = false;
    await relay.runOnce();
  });

  it('a story line that cannot be written never fails the delivery', async () => {
    const order = await paidOrder('1015011');
    const warned: unknown[] = [];
    const log = { ...quiet, warn: (obj: object, msg?: string) => warned.push(msg) };
    // The attempt table refuses every row for a moment (a full disk, a broken column).
    await t.app.db.execute(
      sql`alter table delivery_attempts add constraint no_rows check (attempt < 0) not valid`,
    );
    try {
      const relay = createOutboxRelay({
        db: t.app.db,
        gameGateway: t.app.gameGateway,
        now: clock.now,
        log,
      });
      expect(await relay.runOnce()).toMatchObject({ delivered: 1 });
    } finally {
      await t.app.db.execute(sql`alter table delivery_attempts drop constraint no_rows`);
    }
    expect((await t.app.orders.getOrder('watt', order.billingNo))!.status).toBe('delivered');
    expect(warned).toContain('delivery attempt not recorded');
    expect(await attemptsOf(order.billingNo)).toHaveLength(0);
  });

  it('a dead row is claimed for a replay once; the replay delivers through the same delivery id', async () => {
    const order = await paidOrder('1029011');
    const { gateway, state } = switchedGateway();
    const relay = createOutboxRelay({
      db: t.app.db,
      gameGateway: gateway,
      now: clock.now,
      log: quiet,
      maxAttempts: 1,
    });
    expect(await relay.runOnce()).toMatchObject({ dead: 1 });
    const [dead] = await outboxOf(t.app.db, order.billingNo);
    expect(dead!.deadAt).not.toBeNull();
    const before = await balanceOf(t.app.db, { roleId: '1029011' });

    state.failing = false;
    const claims = await Promise.all(
      [1, 2].map(() => claimDeadRow(t.app.db, dead!.id, clock.now())),
    );
    const claimed = claims.filter((row) => row !== null);
    expect(claimed).toHaveLength(1);
    // Leased: the timer's relay leaves it to the replay.
    expect(await relay.runOnce()).toMatchObject({ delivered: 0 });
    expect(await relay.attemptNow(claimed[0]!, 'replay:staff-1')).toBe('delivered');
    expect(await claimDeadRow(t.app.db, dead!.id, clock.now())).toBeNull();
    expect(state.calls).toBe(2);
    expect(await balanceOf(t.app.db, { roleId: '1029011' })).toBe(before + 330);
    expect(await deliveriesOf(t.app.db, order.billingNo)).toHaveLength(1);
    expect(await t.app.orders.getOrder('watt', order.billingNo)).toMatchObject({
      status: 'delivered',
      deliveryError: null,
    });
    expect(await attemptsOf(order.billingNo)).toMatchObject([
      { attempt: 1, ok: false, source: 'relay' },
      { attempt: 2, ok: true, source: 'replay:staff-1' },
    ]);
  });

  it('capText cuts on a character boundary', () => {
    expect(capText('abc', 3)).toBe('abc');
    expect(capText('aé', 2)).toBe('a…[2 bytes cut]');
  });
});
