import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@topup/server/test/create-test-app';
import type { TransportRequest } from '@topup/server/lib/http-transport';
import type { ProviderEmulator } from './emulator.ts';
import { randomId } from './store.ts';

// The kit's shared parts (accounts, hosted checkout, console, outbox) with a small provider of
// the test's own: "Acme" signs its notifications with an HMAC of the body.
type AcmeCredentials = { apiKey: string; hookKey: string };
const acme: ProviderEmulator<AcmeCredentials> = {
  key: 'acme',
  name: 'Acme Pay',
  generateCredentials: (tenantId) => ({
    apiKey: `ak_${tenantId}_${randomId('', 8)}`,
    hookKey: randomId('', 24),
  }),
  routes(app, kit) {
    app.post('/emulator/acme/pay', async (request, reply) => {
      const account = kit.findAccount((c) => c.apiKey === request.headers['x-api-key']);
      if (!account) return reply.code(401).send({ error: 'unauthorized' });
      const body = JSON.parse(String(request.body)) as { ref: string; amount: number; cur: string };
      const payment = await kit.store.insertPayment({
        id: randomId('AC', 10),
        provider: 'acme',
        tenantId: account.tenantId,
        merchantRef: body.ref,
        amountMinor: body.amount,
        currency: body.cur,
        notifyUrl: 'http://merchant.test/hook',
        returnUrl: 'http://watt.localhost:8080/',
      });
      return { id: payment.id, url: kit.checkoutUrl(payment) };
    });
  },
  notifications(payment, event, account) {
    const body = JSON.stringify({ id: payment.id, ref: payment.merchantRef, event });
    const sig = createHmac('sha256', account.credentials.hookKey).update(body).digest('hex');
    return [
      {
        url: payment.notifyUrl!,
        headers: { 'content-type': 'application/json', 'x-sig': sig },
        body,
      },
    ];
  },
  acknowledged: (response) => response.status === 200 && response.body === 'OK',
  returnStep: (payment) => ({
    kind: 'link',
    url: `${payment.returnUrl}?ref=${payment.merchantRef}`,
  }),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { emulators: [acme as ProviderEmulator<unknown>] });
});
afterAll(async () => t.close());

const host = 'watt.localhost:8080';

async function createPayment(amount = 499) {
  const key = (
    t.app.paymentProviders.emulatorAccounts.get('watt', 'acme')!.credentials as AcmeCredentials
  ).apiKey;
  const res = await t.app.inject({
    method: 'POST',
    url: '/emulator/acme/pay',
    headers: { host, 'x-api-key': key, 'content-type': 'application/json' },
    payload: JSON.stringify({ ref: 'B123', amount, cur: 'USD' }),
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: string; url: string }>();
}

describe('emulator kit', () => {
  it('generates one account per brand and keeps it across starts', async () => {
    const accounts = t.app.paymentProviders.emulatorAccounts;
    const watt = accounts.get('watt', 'acme')!.credentials as AcmeCredentials;
    const dragon = accounts.get('dragon', 'acme')!.credentials as AcmeCredentials;
    expect(watt.apiKey).toMatch(/^ak_watt_/);
    expect(watt.hookKey).not.toBe(dragon.hookKey);
  });

  it('refuses a merchant call with credentials no brand has', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/emulator/acme/pay',
      headers: { host, 'x-api-key': 'ak_forged', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(401);
  });

  it('pays on the hosted page once and notifies the merchant, signed, until acknowledged', async () => {
    const { id, url } = await createPayment();
    expect(url).toBe(`http://${host}/emulator/acme/checkout/${id}`);
    const page = await t.app.inject({ url: new URL(url).pathname, headers: { host } });
    expect(page.body).toContain('Acme Pay Emulator Checkout');
    expect(page.body).toContain('$4.99 USD');
    const paid = await t.app.inject({
      method: 'POST',
      url: `/emulator/acme/checkout/${id}/succeed`,
      headers: { host },
    });
    expect(paid.body).toContain('Payment succeeded.');
    expect(paid.body).toContain('?ref=B123');
    const again = await t.app.inject({
      method: 'POST',
      url: `/emulator/acme/checkout/${id}/decline`,
      headers: { host },
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('Payment succeeded.');

    const sent: { url: string; init: TransportRequest }[] = [];
    let answer = { status: 500, body: 'down' };
    const sender = t.app.emulators.sender(async (u, init) => {
      sent.push({ url: u, init });
      return answer;
    });
    expect((await sender.runOnce()).retried).toBe(1);
    const hookKey = (
      t.app.paymentProviders.emulatorAccounts.get('watt', 'acme')!.credentials as AcmeCredentials
    ).hookKey;
    const first = sent[0]!;
    expect(first.url).toBe('http://merchant.test/hook');
    expect(first.init.headers['x-sig']).toBe(
      createHmac('sha256', hookKey).update(first.init.body!).digest('hex'),
    );
    expect(JSON.parse(first.init.body!)).toMatchObject({
      event: { type: 'status', status: 'succeeded' },
    });
    // Not yet due (backoff), then due and acknowledged: sent once more, never again.
    answer = { status: 200, body: 'OK' };
    const notifications = await t.app.emulators.store.notificationsOf(id);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]!.lastError).toContain('HTTP 500');
  });

  it('refunds from the console: full, partial, never more than was paid, chargeback', async () => {
    const { id } = await createPayment(1000);
    await t.app.inject({
      method: 'POST',
      url: `/emulator/acme/checkout/${id}/succeed`,
      headers: { host },
    });
    const form = { host, 'content-type': 'application/x-www-form-urlencoded' };
    const half = await t.app.inject({
      method: 'POST',
      url: `/emulator/acme/payments/${id}/refund`,
      headers: form,
      payload: 'amount_minor=400',
    });
    expect(half.statusCode).toBe(200);
    expect(half.body).toContain('Refund sent.');
    const tooMuch = await t.app.inject({
      method: 'POST',
      url: `/emulator/acme/payments/${id}/refund`,
      headers: form,
      payload: 'amount_minor=700',
    });
    expect(tooMuch.statusCode).toBe(409);
    const back = await t.app.inject({
      method: 'POST',
      url: `/emulator/acme/payments/${id}/chargeback`,
      headers: form,
      payload: '',
    });
    expect(back.body).toContain('Chargeback sent.');
    const payment = await t.app.emulators.store.find('acme', id);
    expect(payment).toMatchObject({ refundedMinor: 1000, chargedBack: 1 });
    const events = (await t.app.emulators.store.notificationsOf(id)).map(
      (n) => JSON.parse(n.body).event,
    );
    expect(events).toEqual([
      { type: 'status', status: 'succeeded' },
      expect.objectContaining({ type: 'refund', amountMinor: 400, full: false }),
      expect.objectContaining({ type: 'chargeback', amountMinor: 600 }),
    ]);
    const index = await t.app.inject({ url: '/emulator', headers: { host } });
    expect(index.body).toContain(`/emulator/acme/payments/${id}`);
  });

  it('refunds once per request key', async () => {
    const { id } = await createPayment(1000);
    await t.app.inject({
      method: 'POST',
      url: `/emulator/acme/checkout/${id}/succeed`,
      headers: { host },
    });
    const kit = t.app.emulators.kits.get('acme')!;
    const payment = (await kit.store.find('acme', id))!;
    const first = await kit.refund({
      payment,
      refundId: 'R1',
      amountMinor: 1000,
      requestKey: 'k1',
    });
    const second = await kit.refund({
      payment,
      refundId: 'R2',
      amountMinor: 1000,
      requestKey: 'k1',
    });
    expect(first.kind).toBe('done');
    expect(second).toMatchObject({ kind: 'repeat', refund: { id: 'R1' } });
  });
});
