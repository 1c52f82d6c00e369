import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityClaims } from '../../db/tables/activities.ts';
import { outbox } from '../../db/tables/payments.ts';
import type { GameGateway } from '../../games/game-gateway.ts';
import { demoRole, insertEvent, payAndDeliver } from './test-kit.ts';
import { playerOf } from '../coupons/test-kit.ts';
import { balanceOf, testClock } from '../orders/test-kit.ts';
import { tenantById } from '../payments/test-kit.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { RETRY_CAP_MS } from '../../lib/backoff.ts';
import { createOutboxRelay, MAX_ATTEMPTS } from '../orders/relay/outbox-relay.ts';

// Event rewards travel the same outbox as paid orders, without an order behind them.
const clock = testClock('2026-03-10T15:00:00.000Z');
let t: TestApp;
const demo = playerOf(() => t.app, tenantById('watt'));
const quiet = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  await insertEvent(t.app, {
    id: 'relay',
    kind: 'cumulative',
    startsAt: '2026-03-01T05:00:00Z',
    endsAt: '2026-04-01T04:00:00Z',
    tiers: [
      [100, 40],
      [200, 60],
    ],
  });
  await demo.login();
});
afterAll(() => t.close());

function failingGateway() {
  const state = { failing: true, calls: 0 };
  const real = t.app.gameGateway;
  const gateway: GameGateway = {
    ...real,
    async deliver(...args) {
      state.calls++;
      if (state.failing) throw new Error('game server unreachable');
      return real.deliver(...args);
    },
  };
  return { gateway, state };
}

async function claimed(role: { serverId: string; roleId: string }, tierId: number) {
  const res = await demo.post('/api/cumulative/receiveActivityGift', {
    activity_id: 'relay',
    tier_id: tierId,
    role_id: role.roleId,
    server_id: role.serverId,
  });
  expect(res.code, res.msg).toBe(1);
  const [row] = await t.app.db.select().from(outbox).where(eq(outbox.kind, 'reward'));
  return row!;
}

describe('reward deliveries', () => {
  const role = demoRole('1002');

  it('retries a failing reward delivery, then marks the claim delivered', async () => {
    await payAndDeliver(t.app, role, 999);
    const row = await claimed(role, 1);
    const before = await balanceOf(t.app.db, role);
    const { gateway, state } = failingGateway();
    const relay = createOutboxRelay({
      db: t.app.db,
      lifecycle: t.app.orders.lifecycle,
      gameGateway: gateway,
      now: clock.now,
      log: quiet,
    });
    expect(await relay.runOnce()).toMatchObject({ retried: 1 });
    const [waiting] = await t.app.db.select().from(outbox).where(eq(outbox.id, row.id));
    expect(waiting).toMatchObject({
      attempts: 1,
      lastError: 'game server unreachable',
      doneAt: null,
    });
    clock.advance(RETRY_CAP_MS);
    state.failing = false;
    expect(await relay.runOnce()).toMatchObject({ delivered: 1 });
    expect(await balanceOf(t.app.db, role)).toBe(before + 40);
    const [claim] = await t.app.db
      .select()
      .from(activityClaims)
      .where(eq(activityClaims.tierId, 1));
    expect(claim!.deliveredAt!.toISOString()).toBe(clock.now().toISOString());
  });

  it(`parks a reward as dead after ${MAX_ATTEMPTS} attempts; the claim stays undelivered`, async () => {
    await t.app.db.delete(outbox).where(eq(outbox.kind, 'reward'));
    const row = await claimed(role, 2);
    const { gateway } = failingGateway();
    const relay = createOutboxRelay({
      db: t.app.db,
      lifecycle: t.app.orders.lifecycle,
      gameGateway: gateway,
      now: clock.now,
      log: quiet,
    });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await relay.runOnce();
      clock.advance(RETRY_CAP_MS);
    }
    const [dead] = await t.app.db.select().from(outbox).where(eq(outbox.id, row.id));
    expect(dead!.deadAt).not.toBeNull();
    expect(dead!.lastError).toMatch(/after 8 attempts: game server unreachable/);
    const res = await demo.get('/api/cumulative/cumulativeActivityInfo', {
      role_id: role.roleId,
      server_id: role.serverId,
    });
    expect(res.data.claimed).toMatchObject([
      { tier_id: 2, delivered: false },
      { tier_id: 1, delivered: true },
    ]);
  });
});
