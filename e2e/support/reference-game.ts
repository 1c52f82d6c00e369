import { expect, type APIRequestContext } from '@playwright/test';
import { signedHeaders } from '../../apps/server/src/games/http/signing.ts';
import { port } from './fixtures.ts';
import { E2E_STAFF_API_TOKEN } from './staff-token.ts';
import { referenceGamePort, referenceGameSecret } from './reference-game-port.ts';
import type { Envelope } from './tenant-api.ts';

// The reference game server (examples/game-server) the E2E run starts beside the shop.
export const referenceGameUrl = `http://127.0.0.1:${referenceGamePort}`;

export type RefDelivery = {
  deliveryId: string;
  roleId: string;
  amount: number;
  attempts: number;
  revoked: boolean;
};

/** What the game applied, read through its signed debug endpoint (as the shop signs calls). */
export async function referenceDeliveries(request: APIRequestContext): Promise<RefDelivery[]> {
  const body = '{}';
  const res = await request.post(`${referenceGameUrl}/debug/deliveries`, {
    headers: {
      'content-type': 'application/json',
      ...signedHeaders(referenceGameSecret, body, Date.now() / 1000),
    },
    data: body,
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { deliveries: RefDelivery[] }).deliveries;
}

/** Staff calls to /api/staff/game-gateways, with the E2E token. */
export async function staffGameGateways(
  request: APIRequestContext,
  method: 'PUT' | 'GET' | 'DELETE',
  path = '',
  data?: Record<string, unknown>,
): Promise<Envelope<unknown>> {
  const res = await request.fetch(`http://127.0.0.1:${port}/api/staff/game-gateways${path}`, {
    method,
    headers: { authorization: `Bearer ${E2E_STAFF_API_TOKEN}` },
    ...(data ? { data } : {}),
  });
  return (await res.json()) as Envelope<unknown>;
}

/** Takes the reference game down (every delivery answered 500) or brings it back. */
export async function referenceOutage(request: APIRequestContext, fail: boolean): Promise<void> {
  const body = JSON.stringify({ fail });
  const res = await request.post(`${referenceGameUrl}/debug/fail-deliveries`, {
    headers: {
      'content-type': 'application/json',
      ...signedHeaders(referenceGameSecret, body, Date.now() / 1000),
    },
    data: body,
  });
  expect(res.status()).toBe(200);
}
