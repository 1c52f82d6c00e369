import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceGameServer } from '../../../../../examples/game-server/server.ts';
import { createHttpGameGateway } from './http-game-gateway.ts';
import { signedHeaders } from './signing.ts';

// The reference server can fail a delivery and recover (the console's replay E2E): the first N
// calls of each delivery id, or every delivery while the signed debug switch is on.
const secret = 'reference-failure-secret';
let first: Awaited<ReturnType<typeof startReferenceGameServer>>;
let debug: Awaited<ReturnType<typeof startReferenceGameServer>>;
beforeAll(async () => {
  first = await startReferenceGameServer({ secret, failFirst: 2 });
  debug = await startReferenceGameServer({ secret, debug: true });
});
afterAll(async () => {
  await first?.close();
  await debug?.close();
});

const delivery = { deliveryId: 'd-fail', amount: 330, source: 'purchase' };
const gatewayOf = (url: string) =>
  createHttpGameGateway({ url, secret, timeoutMs: 10_000, retries: 0 });

function switchFailures(url: string, fail: unknown, key = secret) {
  const body = JSON.stringify({ fail });
  return fetch(`${url}/debug/fail-deliveries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signedHeaders(key, body, Date.now() / 1000) },
    body,
  });
}

describe('reference server failures', () => {
  it('--fail-first 2: two 500s, then the delivery applies once', async () => {
    const gateway = gatewayOf(first.url);
    for (let i = 0; i < 2; i++) {
      await expect(gateway.deliver('watt', 'voltage-arena', '1001011', delivery)).rejects.toThrow(
        /500/,
      );
    }
    await expect(
      gateway.deliver('watt', 'voltage-arena', '1001011', delivery),
    ).resolves.toMatchObject({ applied: true });
    await expect(
      gateway.deliver('watt', 'voltage-arena', '1001011', delivery),
    ).resolves.toMatchObject({ applied: false });
    expect(first.game.balances.get('1001011')).toBe(330);
  });

  it('the signed debug switch takes deliveries down and back', async () => {
    const gateway = gatewayOf(debug.url);
    expect((await switchFailures(debug.url, true, 'wrong-secret')).status).toBe(401);
    expect((await switchFailures(debug.url, 'yes')).status).toBe(400);
    expect(await (await switchFailures(debug.url, true)).json()).toEqual({ fail: true });
    await expect(gateway.deliver('watt', 'voltage-arena', '1001011', delivery)).rejects.toThrow(
      /500/,
    );
    await switchFailures(debug.url, false);
    await expect(
      gateway.deliver('watt', 'voltage-arena', '1001011', delivery),
    ).resolves.toMatchObject({ applied: true });
    expect(debug.game.deliverAttempts.get('d-fail')).toBe(2);
  });
});
