import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceGameServer } from '../../../../examples/game-server/server.ts';
import { serverListSchema } from '@topup/contracts/catalog';
import { loadConfig } from '../config.ts';
import { gameGateways } from '../db/tables/game-gateways.ts';
import { newOrderInput, outboxOf, paidInput, testClock } from '../modules/orders/test-kit.ts';
import { apiGetter, brandHosts as h } from '../modules/catalog/test-kit.ts';
import { createTestApp, type TestApp } from '../test/create-test-app.ts';
import type { RoutingGameGateway } from './routing-game-gateway.ts';

// A brand's game pointed at a publisher's game server (here the reference one) through a
// game_gateways row: the outbox relay delivers a paid order there, exactly once; games without
// a row keep the demo game.
const secret = 'routing-test-secret';
let t: TestApp;
let ref: Awaited<ReturnType<typeof startReferenceGameServer>>;
const clock = testClock();

beforeAll(async () => {
  ref = await startReferenceGameServer({ secret });
  t = await createTestApp({}, { now: clock.now });
  await t.app.db.insert(gameGateways).values({
    tenantId: 'watt',
    gameCode: 'voltage-arena',
    url: ref.url,
    secret,
    // Generous for a loaded test machine; the slow attempt below waits longer still.
    timeoutMs: 1_000,
    retries: 0,
  });
  (t.app.gameGateway as RoutingGameGateway).forget();
});
afterAll(async () => {
  await t?.close();
  await ref?.close();
});

async function paidOrder(roleId: string) {
  const order = await t.app.orders.createOrder(newOrderInput({ roleId }));
  await t.app.orders.confirmPayment(paidInput(order));
  return order;
}

describe('routing game gateway', () => {
  it('answers from the game server of a configured game, from the demo game otherwise', async () => {
    const gateway = t.app.gameGateway;
    expect(await gateway.findRole('watt', 'voltage-arena', '2001011')).toMatchObject({
      name: 'Ryo',
      area: 'asia',
    });
    // A demo game character the reference server does not know.
    expect(await gateway.findRole('watt', 'voltage-arena', '1015011')).toBeNull();
    const servers = await gateway.listServers('watt', 'voltage-arena', {});
    expect(servers.map((s) => s.serverId)).toEqual(['1001', '1002', '2001']);
    // Another game of the same brand has no row: still the demo game's servers.
    const demo = await gateway.listServers('watt', 'spark-legends', {});
    expect(demo.length).toBeGreaterThan(0);
    expect(demo.map((s) => s.name)).not.toContain('Asia 1');
  });

  it('the shop API lists the configured game server servers', async () => {
    const get = apiGetter(() => t);
    const res = await get(h.watt, '/api/pay/getServerList', { client_id: '11103' });
    expect(res.code).toBe(1);
    const data = serverListSchema.parse(res.data);
    // The game row's area (universal): the reference server's, not the demo game's 14.
    expect(data.all_servers.map((s) => s.server_id)).toEqual(['1001', '1002']);
  });

  it('delivers a paid order to the game server exactly once, even after a timed-out attempt', async () => {
    const order = await paidOrder('1001012');
    // The game applies the delivery but answers too late: the shop cannot know it was applied.
    ref.game.options.delayMs = 1_500;
    expect(await t.app.outboxRelay.runOnce()).toMatchObject({ delivered: 0, retried: 1 });
    ref.game.options.delayMs = 0;
    const [row] = await outboxOf(t.app.db, order.billingNo);
    expect(row!.lastError).toMatch(/timed out/);
    expect(ref.game.balances.get('1001012')).toBe(330);

    clock.advance(60_000);
    expect(await t.app.outboxRelay.runOnce()).toMatchObject({ delivered: 1 });
    expect(await t.app.outboxRelay.runOnce()).toMatchObject({ delivered: 0 });
    expect((await t.app.orders.getOrder('watt', order.billingNo))!.status).toBe('delivered');
    // Sent twice under one delivery id, applied once.
    expect(ref.game.deliverAttempts.get(row!.deliveryId)).toBe(2);
    expect(ref.game.balances.get('1001012')).toBe(330);
  });
});

describe('routing game gateway in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    const { nodeEnv, seedDemo, demoFeatures } = loadConfig({ NODE_ENV: 'production' });
    prod = await createTestApp({ nodeEnv, seedDemo, demoFeatures });
    await prod.app.db.insert(gameGateways).values({
      tenantId: 'watt',
      gameCode: 'voltage-arena',
      url: ref.url,
      secret,
    });
  });
  afterAll(() => prod?.close());

  it('reaches a configured game; a game without a row is unavailable, never the demo game', async () => {
    const gateway = prod.app.gameGateway;
    expect(await gateway.findRole('watt', 'voltage-arena', '1002011')).toMatchObject({
      name: 'Tamsin',
    });
    await expect(gateway.listServers('watt', 'spark-legends', {})).rejects.toMatchObject({
      code: -3032,
      statusCode: 503,
    });
  });
});
