import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPayments } from '@topup/server/db/tables/sandbox';
import { createTestApp, type TestApp } from '@topup/server/test/create-test-app';
import { sign } from '@topup/server/modules/payments/secrets';
import { merchantClient, merchantHeaders, paymentInput } from './test-kit.ts';

let clock = new Date('2026-03-01T12:00:00.000Z');
const now = () => clock;
let t: TestApp;
let merchant: ReturnType<typeof merchantClient>;
beforeAll(async () => {
  t = await createTestApp({}, { now });
  merchant = merchantClient(t.app, t.config, now);
});
afterAll(() => t.close());

const watt = { tenantId: 'watt', provider: 'payermax' };
const post = (raw: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/sandbox/api/payments',
    headers: { host: 'pay.watt-games.example', ...headers },
    payload: raw,
  });
const countRefs = async (ref: string) =>
  (await t.app.db.select().from(sandboxPayments).where(eq(sandboxPayments.merchantRef, ref)))
    .length;

describe('POST /sandbox/api/payments', () => {
  it("creates an open payment with a checkout URL on the tenant's configured origin, never the calling Host", async () => {
    const { status, json } = await merchant.create();
    expect(status).toBe(200);
    expect(json.id).toMatch(/^sbx_[0-9a-f]{24}$/);
    // return_url names watt's production host: its configured origin is https on port 443.
    expect(json.checkout_url).toBe(`https://pay.watt-games.example/sandbox/checkout/${json.id}`);
    expect(json.client_key).toMatch(/^ck_[0-9a-f]{32}$/);
    const [row] = await t.app.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, json.id!));
    expect(row).toMatchObject({ status: 'open', tenantId: 'watt', amountMinor: 499 });

    // Called with a hostile Host: the link does not follow it.
    const hostile = await merchant.create(
      { ...paymentInput, merchant_ref: 'HOSTILE-1' },
      'http://watt.localhost:65000',
    );
    expect(hostile.json.checkout_url).toBe(
      `https://pay.watt-games.example/sandbox/checkout/${hostile.json.id}`,
    );
    // A local store host: this server's configured PORT, whatever port return_url names.
    const local = await merchant.create({
      ...paymentInput,
      merchant_ref: 'LOCAL-1',
      return_url: 'http://watt.localhost:1/',
    });
    expect(local.json.checkout_url).toBe(
      `http://watt.localhost:${t.config.port}/sandbox/checkout/${local.json.id}`,
    );
    // Another brand's host in return_url is not this tenant's: its first production origin.
    const foreign = await merchant.create({
      ...paymentInput,
      merchant_ref: 'FOREIGN-1',
      return_url: 'http://dragon.localhost:8080/',
    });
    expect(foreign.json.checkout_url).toBe(
      `https://pay.watt-games.example/sandbox/checkout/${foreign.json.id}`,
    );
  });

  it('refuses a bad signature, a stale or future timestamp, an unknown tenant or a foreign secret', async () => {
    const input = { ...paymentInput, merchant_ref: 'REFUSED-1' };
    const raw = JSON.stringify(input);
    const good = merchantHeaders(t.config, watt, raw, clock);
    const cases: Record<string, string>[] = [
      { ...good, 'x-merchant-signature': sign('wrong-secret', good['x-merchant-timestamp']!, raw) },
      { ...good, 'x-merchant-signature': 'zz' },
      merchantHeaders(t.config, watt, raw, new Date(clock.getTime() - 301_000)),
      merchantHeaders(t.config, watt, raw, new Date(clock.getTime() + 301_000)),
      merchantHeaders(t.config, { tenantId: 'dragon', provider: 'payermax' }, raw, clock),
      merchantHeaders(t.config, { tenantId: 'watt', provider: 'paypal' }, raw, clock),
      { 'content-type': 'application/json' },
    ];
    for (const headers of cases) {
      const res = await post(raw, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'unauthorized' });
    }
    // The body was changed after signing.
    const tampered = await post(raw.replace('499', '1'), good);
    expect(tampered.statusCode).toBe(401);

    const nobody = JSON.stringify({ ...input, tenant_id: 'nobody' });
    const unknown = await post(
      nobody,
      merchantHeaders(t.config, { tenantId: 'nobody', provider: 'payermax' }, nobody, clock),
    );
    expect(unknown.statusCode).toBe(401);
    expect(await countRefs('REFUSED-1')).toBe(0);
    // Within the window is fine.
    const edge = await post(
      raw,
      merchantHeaders(t.config, watt, raw, new Date(clock.getTime() - 299_000)),
    );
    expect(edge.statusCode).toBe(200);
  });

  it('refuses a signed but invalid payment with 400', async () => {
    for (const bad of [
      { currency: 'usd' },
      { amount_minor: 4.5 },
      { amount_minor: 0 },
      { notify_url: 'javascript:alert(1)' },
      { return_url: 'ftp://example.com/' },
      { brand: '' },
    ]) {
      const { status, json } = await merchant.create({
        ...paymentInput,
        merchant_ref: 'BAD',
        ...bad,
      });
      expect(status, JSON.stringify(bad)).toBe(400);
      expect(json.error).toBe('invalid_request');
    }
    expect(await countRefs('BAD')).toBe(0);
  });
});

describe('GET /sandbox/api/payments/:id', () => {
  it("answers the payment's status to its own merchant only", async () => {
    const { json } = await merchant.create();
    const id = json.id!;
    const own = await merchant.status(id);
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({
      status: 'open',
      amount_minor: 499,
      currency: 'USD',
      provider_txn_id: id,
      merchant_ref: paymentInput.merchant_ref,
    });

    expect((await merchant.status(id, { tenantId: 'dragon', provider: 'payermax' })).status).toBe(
      401,
    );
    expect((await merchant.status('sbx_000000000000000000000000')).status).toBe(404);
    const stale = await t.app.inject({
      method: 'GET',
      url: `/sandbox/api/payments/${id}`,
      headers: merchantHeaders(t.config, watt, '', new Date(clock.getTime() - 600_000)),
    });
    expect(stale.statusCode).toBe(401);

    clock = new Date(clock.getTime() + 60_000);
    await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${id}/cancel` });
    expect((await merchant.status(id)).json).toMatchObject({ status: 'failed', finished: true });
  });
});
