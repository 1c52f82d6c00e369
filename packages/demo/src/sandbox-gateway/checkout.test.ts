import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerCallbackSchema } from '@topup/contracts/payments';
import { createTestApp, type TestApp } from '@topup/server/test/create-test-app';
import { createSandboxRepository } from './repository.ts';
import { merchantClient, paymentInput } from './test-kit.ts';

const now = () => new Date('2026-03-01T12:00:00.000Z');
let t: TestApp;
let merchant: ReturnType<typeof merchantClient>;
beforeAll(async () => {
  t = await createTestApp({}, { now });
  merchant = merchantClient(t.app, t.config, now);
});
afterAll(() => t.close());

const buttonNames = ['Pay now (succeed)', 'Decline', 'Cancel', 'Pay later (leave pending)'];
const buttonsOf = (html: string) =>
  [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);

async function newPayment(overrides: Record<string, unknown> = {}) {
  const { status, json } = await merchant.create({ ...paymentInput, ...overrides });
  expect(status).toBe(200);
  return json.id!;
}
const page = (id: string) => t.app.inject({ method: 'GET', url: `/sandbox/checkout/${id}` });
const act = (id: string, action: string) =>
  t.app.inject({
    method: 'POST',
    url: `/sandbox/checkout/${id}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
const callbacksOf = async (id: string) =>
  (await createSandboxRepository(t.app.db).callbacksOf(id)).map((c) =>
    providerCallbackSchema.parse(c.body),
  );

describe('GET /sandbox/checkout/:id', () => {
  it("shows the provider, the merchant's brand, the amount and method with four choices", async () => {
    const id = await newPayment();
    const res = await page(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    // Its one <style> runs by this response's nonce.
    const nonce = /<style nonce="([0-9a-f]{32})">/.exec(res.body)?.[1];
    expect(csp).toContain(`style-src 'nonce-${nonce}'`);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).toContain('<title>PayerMax Sandbox Checkout</title>');
    expect(res.body).toContain('Watt Games');
    expect(res.body).toContain('$4.99 USD');
    expect(res.body).toContain('Visa / Mastercard');
    expect(res.body).toContain('name="viewport"');
    expect(buttonsOf(res.body)).toEqual(buttonNames);
    expect(res.body).toContain(`action="/sandbox/checkout/${id}/succeed"`);
    expect(res.body).not.toMatch(/<(script|link|img)\b/);
  });

  it("escapes hostile merchant text and shows amounts in the currency's decimals", async () => {
    const id = await newPayment({
      brand: '<script>alert(1)</script>',
      method: '"><img src=x onerror=alert(1)>',
      currency: 'KRW',
      amount_minor: 6000,
      provider: 'kakaopay',
    });
    const res = await page(id);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).not.toContain('<img');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(res.body).toContain('₩6000 KRW');
    expect(res.body).toContain('<title>Kakao Pay Sandbox Checkout</title>');
  });

  it('answers an unknown payment or action with a 404 page', async () => {
    const missing = await page('sbx_000000000000000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
    expect(missing.body).toContain('Payment not found');
    const id = await newPayment();
    expect((await act(id, 'refund')).statusCode).toBe(404);
    expect((await act('sbx_000000000000000000000000', 'succeed')).statusCode).toBe(404);
    expect(await callbacksOf(id)).toEqual([]);
  });
});

describe('POST /sandbox/checkout/:id/:action', () => {
  const expected = {
    succeed: ['succeeded', 'succeeded'],
    decline: ['declined', 'failed'],
    cancel: ['cancelled', 'failed'],
    pending: ['pending', 'pending'],
  } as const;
  for (const [action, [word, callback]] of Object.entries(expected)) {
    it(`${action}: shows '${word}' and queues a '${callback}' callback`, async () => {
      const id = await newPayment();
      const res = await act(id, action);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(
        `Payment ${word}. You can close this window and return to the shop.`,
      );
      expect(res.body).toContain('href="http://pay.watt-games.example/"');
      const sent = await callbacksOf(id);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        tenant_id: 'watt',
        merchant_ref: paymentInput.merchant_ref,
        provider_txn_id: id,
        status: callback,
        amount_minor: 499,
        currency: 'USD',
      });
    });
  }

  it('cannot pay a finished payment twice', async () => {
    const id = await newPayment();
    expect((await act(id, 'decline')).statusCode).toBe(200);
    const again = await act(id, 'succeed');
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('Payment declined.');
    const shown = await page(id);
    expect(buttonsOf(shown.body)).toEqual([]);
    expect(shown.body).toContain('Payment declined.');
    expect((await callbacksOf(id)).map((c) => c.status)).toEqual(['failed']);

    const paid = await newPayment();
    await act(paid, 'succeed');
    expect((await act(paid, 'succeed')).statusCode).toBe(409);
    expect((await act(paid, 'pending')).statusCode).toBe(409);
    expect((await callbacksOf(paid)).map((c) => c.status)).toEqual(['succeeded']);
  });

  it('a pending payment can still be finished from its checkout', async () => {
    const id = await newPayment();
    const later = await act(id, 'pending');
    expect(later.body).toContain(`href="/sandbox/checkout/${id}"`);
    const shown = await page(id);
    expect(buttonsOf(shown.body)).toEqual(['Pay now (succeed)', 'Decline', 'Cancel']);
    expect(shown.body).toContain('This payment is pending.');
    expect((await act(id, 'succeed')).body).toContain('Payment succeeded.');
    const events = await callbacksOf(id);
    expect(events.map((c) => c.status)).toEqual(['pending', 'succeeded']);
    expect(new Set(events.map((c) => c.event_id)).size).toBe(2);
  });
});
