import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const card = (number: string, expiry = '12/30', cvc = '123') => ({ number, expiry, cvc });
const confirm = (id: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/sandbox/api/dropin/${id}/confirm`,
    headers: { 'content-type': 'application/json', host: 'watt.localhost:8080' },
    payload: JSON.stringify(body),
  });
async function session() {
  const { json } = await merchant.create({
    ...paymentInput,
    provider: 'airwallex',
    method: 'Card',
  });
  return { id: json.id!, key: json.client_key! };
}
const callbacksOf = async (id: string) =>
  (await createSandboxRepository(t.app.db).callbacksOf(id)).map((c) => c.body.status);

describe('POST /sandbox/api/dropin/:id/confirm', () => {
  it('4242… succeeds and queues a succeeded callback; a second confirm is refused', async () => {
    const { id, key } = await session();
    const res = await confirm(id, { client_key: key, card: card('4242 4242 4242 4242') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'succeeded' });
    expect(await callbacksOf(id)).toEqual(['succeeded']);
    const again = await confirm(id, { client_key: key, card: card('4242424242424242') });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'already_finished', status: 'succeeded' });
    expect(await callbacksOf(id)).toEqual(['succeeded']);
  });

  it('4000 0000 0000 0002 is declined with a failed callback', async () => {
    const { id, key } = await session();
    const res = await confirm(id, { client_key: key, card: card('4000-0000-0000-0002') });
    expect(res.json()).toEqual({ status: 'failed' });
    expect(await callbacksOf(id)).toEqual(['failed']);
  });

  it("refuses another payment's client key, unknown cards and bad details without changing anything", async () => {
    const { id, key } = await session();
    const other = await session();
    const wrongKey = await confirm(id, { client_key: other.key, card: card('4242424242424242') });
    expect(wrongKey.statusCode).toBe(403);
    expect(wrongKey.json()).toEqual({ error: 'bad_client_key' });
    expect((await confirm(id, { card: card('4242424242424242') })).statusCode).toBe(400);
    for (const bad of [
      card('4111111111111111'),
      card('4242424242424242', '13/30'),
      card('4242424242424242', '02/26'),
      card('4242424242424242', '12/30', '12'),
    ]) {
      const res = await confirm(id, { client_key: key, card: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_card' });
    }
    expect(
      (
        await confirm('sbx_000000000000000000000000', {
          client_key: key,
          card: card('4242424242424242'),
        })
      ).statusCode,
    ).toBe(404);
    expect(await callbacksOf(id)).toEqual([]);
    // This month's expiry is still valid.
    const ok = await confirm(id, { client_key: key, card: card('4242424242424242', '03/26') });
    expect(ok.json()).toEqual({ status: 'succeeded' });
  });
});

describe('sandbox scripts', () => {
  it('serves dropin.js as a small standalone ES module', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sandbox/dropin.js',
      headers: { host: 'watt.localhost:8080' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(Buffer.byteLength(res.body)).toBeLessThan(4096);
    expect(res.body).toContain('export function mount(');
    expect(res.body).not.toMatch(/^\s*import\s/m);
    expect(res.body).not.toContain('innerHTML');
  });

  it('serves kr-pay.js exposing openKrPay', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sandbox/kr-pay.js',
      headers: { host: 'shop.nobody.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.body).toContain('export function openKrPay(checkoutUrl)');
    expect(res.body).toContain('window.open(');
  });
});
