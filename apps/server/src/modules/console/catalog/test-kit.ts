import type { FastifyInstance } from 'fastify';

// Tests read the answer's fields freely; the contract schemas are checked by the routes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; code: number; msg: string; data: any };
export type Headers = Record<string, string>;

/** One console call with a staff member's headers; the envelope and the HTTP status. */
export async function consoleCall(
  app: FastifyInstance,
  headers: Headers,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<Answer> {
  const res = await app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, ...res.json() };
}

/** A goods body for rhinos' rhino-rush (areas kr KRW, ja JPY, universal USD). */
export const rhinoGoods = (productId: string, typeKey: string) => ({
  product_id: productId,
  type_key: typeKey,
  names: { en: 'Console pack', ja: 'コンソールパック' },
  value: 120,
  bonus: 12,
  sort: 1,
  special: true,
  coupon: true,
  prices: [
    { currency: 'USD', amount_minor: 199 },
    { currency: 'KRW', amount_minor: 2500 },
  ],
});

export const rhinosHost = 'rhinos.localhost:8080';
export const rhinoRushWeb = '22303';

/** An event body for rhinos (USD is one of its currencies). */
export const rhinoEvent = (tiers = [1, 2]) => ({
  kind: 'cumulative',
  names: { en: 'Spring top-up' },
  currency: 'USD',
  starts_at: '2026-03-01T00:00:00Z',
  ends_at: '2026-04-01T00:00:00Z',
  tiers: tiers.map((tier) => ({
    tier,
    threshold: tier * 1000,
    reward_amount: tier * 10,
    rewards: [{ names: { en: `Chest ${tier}` }, quantity: 1 }],
  })),
});

export const rhinoGift = { channel_name: 'Partner', names: { en: 'Partner gift' }, quantity: 2 };
export const vipLevel = { names: { en: 'Gold' }, show_name: 'VIP Gold', need_points: 1000 };
export const couponTemplate = {
  level: 1,
  type: 'month',
  names: { en: '10% off' },
  discount_rate: 90,
};
