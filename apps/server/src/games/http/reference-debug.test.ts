import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceGameServer } from '../../../../../examples/game-server/server.ts';
import { createHttpGameGateway } from './http-game-gateway.ts';
import { signedHeaders } from './signing.ts';

// The reference server's read-only /debug/deliveries (the E2E run reads what was delivered): only
// when started with debug, and only for a signed call, since it names characters and balances.
const secret = 'reference-debug-secret';
let on: Awaited<ReturnType<typeof startReferenceGameServer>>;
let off: Awaited<ReturnType<typeof startReferenceGameServer>>;
beforeAll(async () => {
  on = await startReferenceGameServer({ secret, debug: true });
  off = await startReferenceGameServer({ secret });
});
afterAll(async () => {
  await on?.close();
  await off?.close();
});

const ask = (url: string, key = secret) =>
  fetch(`${url}/debug/deliveries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signedHeaders(key, '{}', Date.now() / 1000) },
    body: '{}',
  });

describe('reference server /debug/deliveries', () => {
  it('lists each applied delivery once, with its attempts', async () => {
    const gateway = createHttpGameGateway({ url: on.url, secret, timeoutMs: 1_000, retries: 0 });
    const delivery = { deliveryId: 'd-1', amount: 330, source: 'purchase' };
    for (let i = 0; i < 2; i++) {
      await gateway.deliver('watt', 'voltage-arena', '1001011', delivery);
    }
    const res = await ask(on.url);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      deliveries: [
        { deliveryId: 'd-1', roleId: '1001011', amount: 330, attempts: 2, revoked: false },
      ],
      balances: { '1001011': 330 },
    });
  });

  it('is refused unsigned, and absent without debug', async () => {
    expect((await ask(on.url, 'wrong-secret')).status).toBe(401);
    expect((await ask(off.url)).status).toBe(404);
  });
});
