import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceGameServer } from '../../../../../examples/game-server/server.ts';
import { createHttpGameGateway, GameCallError } from './http-game-gateway.ts';

const secret = 'gateway-test-secret';
let ref: Awaited<ReturnType<typeof startReferenceGameServer>>;
beforeAll(async () => {
  ref = await startReferenceGameServer({ secret, failDeliveryIds: new Set(['always-500']) });
});
afterAll(() => ref.close());

const gateway = (over: Partial<Parameters<typeof createHttpGameGateway>[0]> = {}) =>
  createHttpGameGateway({
    url: ref.url,
    secret,
    timeoutMs: 2_000,
    retries: 2,
    retryDelayMs: 1,
    ...over,
  });

const delivery = (deliveryId: string) => ({ deliveryId, amount: 330, source: 'purchase' });

describe('HttpGameGateway against the reference game server', () => {
  it('lists and finds servers and characters', async () => {
    const g = gateway();
    expect((await g.listServers('watt', 'voltage-arena', {})).map((s) => s.serverId)).toEqual([
      '1001',
      '1002',
      '2001',
    ]);
    expect(await g.listServers('watt', 'voltage-arena', { area: 'asia' })).toEqual([
      { serverId: '2001', name: 'Asia 1', area: 'asia' },
    ]);
    expect(await g.findServer('watt', 'voltage-arena', '1002')).toMatchObject({ name: 'S2 Dusk' });
    expect(await g.findServer('watt', 'voltage-arena', '9999')).toBeNull();
    const roles = await g.listRoles('watt', 'voltage-arena', '10000001', { serverId: '1001' });
    expect(roles.map((r) => r.roleId)).toEqual(['1001011', '1001012']);
    expect(await g.findRole('watt', 'voltage-arena', '1001011')).toEqual({
      roleId: '1001011',
      name: 'Borin',
      level: 42,
      serverId: '1001',
      serverName: 'S1 Dawn',
      area: 'universal',
      suid: '10000001',
    });
    expect(await g.findRole('watt', 'voltage-arena', 'nobody')).toBeNull();
  });

  it('looks a player id up: the public face only, the server when given, null when unknown', async () => {
    const g = gateway();
    const card = {
      roleId: '1002011',
      name: 'Tamsin',
      level: 18,
      serverId: '1002',
      serverName: 'S2 Dusk',
      area: 'universal',
    };
    expect(await g.lookupPlayer('watt', 'voltage-arena', { playerId: '1002011' })).toEqual(card);
    expect(
      await g.lookupPlayer('watt', 'voltage-arena', { playerId: '1002011', serverId: '1002' }),
    ).toEqual(card);
    expect(
      await g.lookupPlayer('watt', 'voltage-arena', { playerId: '1002011', serverId: '1001' }),
    ).toBeNull();
    expect(await g.lookupPlayer('watt', 'voltage-arena', { playerId: 'nobody' })).toBeNull();
  });

  it('drops an account id a game sends in a lookup answer anyway', async () => {
    const leaky = createHttpGameGateway({
      url: 'http://game.invalid',
      secret,
      timeoutMs: 1_000,
      retries: 0,
      fetch: async () =>
        Response.json({
          player: {
            roleId: 'r1',
            name: 'Ann',
            level: 3,
            serverId: 's1',
            serverName: 'S1',
            area: 'universal',
            suid: 'private-account',
          },
        }),
    });
    const card = await leaky.lookupPlayer('watt', 'voltage-arena', { playerId: 'r1' });
    expect(card).toMatchObject({ roleId: 'r1', name: 'Ann' });
    expect(card).not.toHaveProperty('suid');
  });

  it('delivers once, answers a repeat applied:false, revokes once', async () => {
    const g = gateway();
    const before = ref.game.balances.get('1001012') ?? 0;
    expect(await g.deliver('watt', 'voltage-arena', '1001012', delivery('d-once'))).toEqual({
      applied: true,
    });
    expect(await g.deliver('watt', 'voltage-arena', '1001012', delivery('d-once'))).toEqual({
      applied: false,
    });
    expect(ref.game.balances.get('1001012')).toBe(before + 330);
    const revocation = { deliveryId: 'd-once', reason: 'refund' };
    expect(await g.revoke('watt', 'voltage-arena', '1001012', revocation)).toEqual({
      known: true,
      applied: true,
      shortfall: 0,
    });
    expect(await g.revoke('watt', 'voltage-arena', '1001012', revocation)).toEqual({
      known: true,
      applied: false,
      shortfall: 0,
    });
    expect(ref.game.balances.get('1001012')).toBe(before);
    expect(
      await g.revoke('watt', 'voltage-arena', '1001012', { deliveryId: 'never', reason: 'refund' }),
    ).toEqual({ known: false, applied: false, shortfall: 0 });
  });

  it('throws on an unknown character without retrying (a 4xx)', async () => {
    const err = await gateway()
      .deliver('watt', 'voltage-arena', 'nobody', delivery('d-nobody'))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GameCallError);
    expect(err).toMatchObject({ status: 404, code: 'unknown_role', retryable: false });
    expect(ref.game.deliverAttempts.get('d-nobody')).toBeUndefined();
  });

  it('retries a 500 and then throws; the relay retries later', async () => {
    await expect(
      gateway({ retries: 2 }).deliver('watt', 'voltage-arena', '1001011', delivery('always-500')),
    ).rejects.toThrow(/answered 500 \(unavailable/);
    expect(ref.game.deliverAttempts.get('always-500')).toBe(3);
  });

  it('throws when the game does not answer in time', async () => {
    ref.game.options.delayMs = 300;
    try {
      const g = gateway({ timeoutMs: 50, retries: 1 });
      await expect(
        g.deliver('watt', 'voltage-arena', '1001011', delivery('d-slow')),
      ).rejects.toThrow(/timed out/);
      // A read fails towards the player as "game unavailable" (-3032, 503).
      await expect(g.findRole('watt', 'voltage-arena', '1001011')).rejects.toMatchObject({
        code: -3032,
        statusCode: 503,
      });
    } finally {
      ref.game.options.delayMs = 0;
    }
    // The slow attempts may have been applied by the game after all: a later retry is harmless.
    const again = await gateway().deliver('watt', 'voltage-arena', '1001011', delivery('d-slow'));
    expect(again.applied).toBe(false);
  });

  it('is refused with a wrong secret', async () => {
    await expect(
      gateway({ secret: 'wrong' }).deliver('watt', 'voltage-arena', '1001011', delivery('d-x')),
    ).rejects.toMatchObject({ status: 401, code: 'bad_signature' });
  });

  it('refuses an answer that does not match the protocol', async () => {
    const fake: typeof fetch = async () =>
      new Response(JSON.stringify({ applied: 'yes' }), { status: 200 });
    await expect(
      gateway({ fetch: fake }).deliver('watt', 'voltage-arena', '1001011', delivery('d-y')),
    ).rejects.toThrow(/invalid body \(applied/);
  });
});
