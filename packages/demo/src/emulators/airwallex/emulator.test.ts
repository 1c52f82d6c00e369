import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorNotifications } from '@topup/server/db/tables/emulators';
import type { TestApp } from '@topup/server/test/create-test-app';
import type { AirwallexCredentials } from '@topup/server/modules/payments/providers/airwallex/credentials';
import { airwallexSignature } from '@topup/server/modules/payments/providers/airwallex/signature';
import type { BrandProtocol } from '@topup/server/modules/payments/providers/brand-protocols';
import { withBrandProtocols } from '@topup/server/modules/payments/providers/protocol-provider';
import type { OrderRow } from '@topup/server/modules/payments/providers/provider';
import { recheckOrder } from '@topup/server/modules/payments/recheck';
import { createPayTestApp } from '@topup/server/modules/payments/test-kit';
import { journeyKit } from '../journey-test-kit.ts';

// Airwallex end to end through the store's protocol module: login for a bearer token, the
// PaymentIntent (request_id idempotency), the hosted page opened with intent id and client
// secret, the signed payment_intent.* webhook answered 200, the intent read back, and refunds
// (console and store) with their refund.received / refund.settled webhooks.
//
// Both Airwallex families pay in Airwallex.js's Drop-in, which is not emulated: in emulator mode
// the store's pay route keeps them on the generic sandbox's drop-in (protocol-provider.ts,
// emulatedComponents). So the order is made through the pay route as the player does, and the
// intent is created by the brand's protocol module as the adapter would once the Drop-in is
// emulated; status queries and refunds go through that adapter with the drop-in check off.

let t: TestApp;
beforeAll(async () => {
  t = await createPayTestApp();
});
afterAll(() => t.close());
const j = journeyKit(() => t);

const accountOf = (tenantId: string) =>
  t.app.paymentProviders.emulatorAccounts.get(tenantId, 'airwallex')!
    .credentials as AirwallexCredentials;
const brandOf = (tenantId: string) =>
  t.app.paymentProviders.brands.get(tenantId, 'airwallex') as BrandProtocol;

/** The Airwallex adapter as it pays once the component is emulated: every order on the protocol. */
const adapter = () =>
  withBrandProtocols(
    { ...t.app.paymentProviders.registry.get('airwallex')!, isDropIn: () => false },
    t.app.paymentProviders.brands,
    { sandbox: true },
  );

/** An order through the pay route, its intent at the emulator, and the hosted page opened. */
async function checkout() {
  const paid = await j.pay('pay/airwallex');
  const { order, host } = paid;
  expect(order).toMatchObject({ status: 'pending', provider: 'airwallex' });
  const brand = brandOf(order.tenantId);
  expect(brand.mode).toBe('emulator');
  const request = {
    billingNo: order.billingNo,
    amountMinor: order.amountMinor,
    currency: order.currency,
    returnUrl: `http://${host}/result?billing_no=${order.billingNo}`,
    notifyUrl: `http://${host}/api/pay/notify/airwallex/${order.tenantId}`,
    description: order.productName,
    accountId: order.suid,
  };
  const created = await brand.protocol.createPayment(brand.io, request);
  if (!created.ok || created.kind !== 'component') throw new Error(JSON.stringify(created));
  const { intentId, clientSecret } = created.component as Record<string, string>;
  const query = new URLSearchParams({ intent_id: intentId!, client_secret: clientSecret! });
  const page = await j.open(`/emulator/airwallex/hpp?${query}`, host);
  expect(page.res.statusCode).toBe(200);
  return { ...paid, request, created, intentId: intentId!, checkoutUrl: page.url };
}

const notificationsOf = (intentId: string) => t.app.emulators.store.notificationsOf(intentId);
const nameOf = (body: string) => (JSON.parse(body) as { name: string }).name;

const post = (url: string, body: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });
const signedAs = (sent: { headers: Record<string, string> }) => ({
  'x-timestamp': sent.headers['x-timestamp']!,
  'x-signature': sent.headers['x-signature']!,
});

describe('the Airwallex emulator, through the store', () => {
  it('creates the intent once per request_id and opens the hosted page by intent and secret', async () => {
    const { order, host, intentId, created, request, checkoutUrl } = await checkout();
    expect(created).toMatchObject({
      kind: 'component',
      providerRef: intentId,
      component: { currency: order.currency, env: 'emulator' },
    });
    expect(intentId).toMatch(/^int_[a-z0-9]+$/);
    expect(checkoutUrl).toBe(`http://${host}/emulator/airwallex/checkout/${intentId}`);
    expect(await t.app.emulators.store.find('airwallex', intentId)).toMatchObject({
      tenantId: order.tenantId,
      merchantRef: order.billingNo,
      amountMinor: order.amountMinor,
      currency: order.currency,
      returnUrl: request.returnUrl,
      notifyUrl: expect.stringMatching(new RegExp(`/api/pay/notify/airwallex/${order.tenantId}$`)),
    });
    // A retried create (same request_id, derived from the billing number) is the same intent.
    const brand = brandOf(order.tenantId);
    expect(await brand.protocol.createPayment(brand.io, request)).toEqual(created);
    // Only the intent's own client secret opens its page.
    const wrong = new URLSearchParams({ intent_id: intentId, client_secret: 'nope' });
    expect((await j.open(`/emulator/airwallex/hpp?${wrong}`, host)).res.statusCode).toBe(404);
  });

  it('pays on the signed payment_intent.succeeded, delivered once; a replay changes nothing', async () => {
    const { order, intentId, checkoutUrl } = await checkout();
    const chosen = await j.choose(checkoutUrl, 'succeed');
    expect(chosen.body).toContain(`billing_no=${order.billingNo}`);
    const [sent] = await notificationsOf(intentId);
    const secret = accountOf(order.tenantId).webhookSecret;
    expect(sent!.headers['x-signature']).toBe(
      airwallexSignature(sent!.headers['x-timestamp']!, sent!.body, secret),
    );
    expect(JSON.parse(sent!.body)).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      name: 'payment_intent.succeeded',
      data: {
        object: {
          id: intentId,
          merchant_order_id: order.billingNo,
          status: 'SUCCEEDED',
          currency: order.currency,
        },
      },
    });
    expect(await j.sendNotifications()).toMatchObject({ sent: 1, retried: 0 });
    await j.expectDeliveredOnce(order.billingNo);
    expect((await j.orderOf(order.billingNo)).providerTxnId).toBe(intentId);
    const again = await post(sent!.url, sent!.body, signedAs(sent!));
    expect(again.statusCode).toBe(200);
    await j.expectDeliveredOnce(order.billingNo);
  });

  it('signs each delivery when it is sent: a webhook queued long ago still pays', async () => {
    const { order, intentId, checkoutUrl } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    const [queued] = await notificationsOf(intentId);
    // As if the store had been unreachable for ten minutes since the webhook was queued: the
    // queued signature is stale and would be refused.
    const old = String(Date.now() - 10 * 60_000);
    const secret = accountOf(order.tenantId).webhookSecret;
    const staleHeaders = {
      ...queued!.headers,
      'x-timestamp': old,
      'x-signature': airwallexSignature(old, queued!.body, secret),
    };
    await t.app.db
      .update(emulatorNotifications)
      .set({ headers: staleHeaders })
      .where(eq(emulatorNotifications.id, queued!.id));
    expect((await post(queued!.url, queued!.body, staleHeaders)).statusCode).toBe(400);
    expect(await j.sendNotifications()).toMatchObject({ sent: 1, retried: 0 });
    await j.expectDeliveredOnce(order.billingNo);
  });

  it('refuses forged, unsigned, stale and amount-changed webhooks, changing nothing', async () => {
    const { order, intentId, checkoutUrl } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    const [sent] = await notificationsOf(intentId);
    const cheaper = sent!.body.replace(/"amount":[\d.]+/, '"amount":0.01');
    expect(cheaper).not.toBe(sent!.body);
    expect((await post(sent!.url, cheaper, signedAs(sent!))).statusCode).toBe(400);
    expect((await post(sent!.url, sent!.body)).statusCode).toBe(400);
    const ts = sent!.headers['x-timestamp']!;
    const forged = airwallexSignature(ts, sent!.body, 'not-the-secret');
    const forgedHeaders = { 'x-timestamp': ts, 'x-signature': forged };
    expect((await post(sent!.url, sent!.body, forgedHeaders)).statusCode).toBe(400);
    // Signed right, but sent ten minutes ago: a replay of an old delivery.
    const old = String(Date.now() - 10 * 60_000);
    const secret = accountOf(order.tenantId).webhookSecret;
    const stale = {
      'x-timestamp': old,
      'x-signature': airwallexSignature(old, sent!.body, secret),
    };
    expect((await post(sent!.url, sent!.body, stale)).statusCode).toBe(400);
    const other = ['watt', 'dragon', 'joyage'].find((id) => id !== order.tenantId)!;
    const elsewhere = `http://x/api/pay/notify/airwallex/${other}`;
    expect((await post(elsewhere, sent!.body, signedAs(sent!))).statusCode).toBe(400);
    expect((await j.orderOf(order.billingNo)).status).toBe('pending');
  });

  it('a declined attempt leaves the intent payable; a cancelled intent fails the order', async () => {
    const declined = await checkout();
    await j.choose(declined.checkoutUrl, 'decline');
    const [attempt] = await notificationsOf(declined.intentId);
    // A failed attempt reverts the intent and emits only requires_payment_method.
    expect(JSON.parse(attempt!.body)).toMatchObject({
      name: 'payment_intent.requires_payment_method',
      data: { object: { status: 'REQUIRES_PAYMENT_METHOD' } },
    });
    await j.sendNotifications();
    expect(await t.app.emulators.store.notificationsOf(declined.intentId)).toMatchObject([
      { ackedAt: expect.any(Date) },
    ]);
    expect((await j.orderOf(declined.order.billingNo)).status).toBe('pending');

    const cancelled = await checkout();
    await j.choose(cancelled.checkoutUrl, 'cancel');
    const [notice] = await notificationsOf(cancelled.intentId);
    expect(nameOf(notice!.body)).toBe('payment_intent.cancelled');
    await j.sendNotifications();
    expect((await j.orderOf(cancelled.order.billingNo)).status).toBe('failed');
  });

  it('a pending payment whose webhook never arrives is settled by reading the intent', async () => {
    const { order, intentId, checkoutUrl } = await checkout();
    await j.choose(checkoutUrl, 'pending');
    expect(nameOf((await notificationsOf(intentId))[0]!.body)).toBe('payment_intent.pending');
    await j.sendNotifications();
    expect((await j.orderOf(order.billingNo)).status).toBe('pending');
    await j.choose(checkoutUrl, 'succeed');
    const pending = await j.orderOf(order.billingNo);
    expect(await adapter().queryStatus({ ...pending, providerTxnId: intentId })).toEqual({
      action: 'paid',
      providerTxnId: intentId,
      amountMinor: order.amountMinor,
      currency: order.currency,
    });
    // Without the intent id the protocol lists the order's intents by merchant_order_id.
    const registry = { get: () => adapter() } as unknown as Parameters<
      typeof recheckOrder
    >[0]['registry'];
    const settled = await recheckOrder(
      { orders: t.app.orders, registry },
      { ...pending, providerTxnId: null } as OrderRow,
      t.app.log,
    );
    expect(settled).toMatchObject({ status: 'paid', providerTxnId: intentId });
    // The webhook that comes late changes nothing more.
    await j.sendNotifications();
    await j.expectDeliveredOnce(order.billingNo);
  });

  it('a refund from the console refunds the order and takes the goods back, once', async () => {
    const { order, intentId, checkoutUrl, host } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    await j.sendNotifications();
    await j.expectDeliveredOnce(order.billingNo);
    const refunded = await j.consoleRefund('airwallex', intentId, host);
    expect(refunded.body).toContain('Refund sent.');
    const [received, settled] = (await notificationsOf(intentId)).slice(-2);
    expect(JSON.parse(received!.body)).toMatchObject({
      name: 'refund.received',
      data: { object: { payment_intent_id: intentId, status: 'RECEIVED' } },
    });
    expect(JSON.parse(settled!.body)).toMatchObject({
      name: 'refund.settled',
      data: { object: { payment_intent_id: intentId, status: 'SETTLED' } },
    });
    // Both are sent and acknowledged. The run may also send an earlier test's notification that
    // fell due meanwhile (a slow machine), so the count is this intent's, not the run's.
    expect(await j.sendNotifications()).toMatchObject({ retried: 0 });
    const acked = (await t.app.emulators.store.notificationsOf(intentId)).slice(-2);
    expect(acked).toMatchObject([{ ackedAt: expect.any(Date) }, { ackedAt: expect.any(Date) }]);
    await j.expectRefunded(order.billingNo);
    expect((await post(settled!.url, settled!.body, signedAs(settled!))).statusCode).toBe(200);
    await j.expectRefunded(order.billingNo);
  });

  it('a partial refund from the console counts only its own amount', async () => {
    const { order, intentId, checkoutUrl, host } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    await j.sendNotifications();
    await j.expectDeliveredOnce(order.billingNo);
    const part = Math.floor(order.amountMinor / 2);
    await j.consoleRefund('airwallex', intentId, host, 'refund', part);
    await j.sendNotifications();
    expect(await j.orderOf(order.billingNo)).toMatchObject({ refundedMinor: part });
    expect((await t.app.emulators.store.find('airwallex', intentId))!.refundedMinor).toBe(part);
  });

  it('a chargeback from the console is one lost dispute that reverses the order', async () => {
    const { order, intentId, checkoutUrl, host } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    await j.sendNotifications();
    await j.expectDeliveredOnce(order.billingNo);
    await j.consoleRefund('airwallex', intentId, host, 'chargeback');
    const names = (await notificationsOf(intentId)).slice(-2).map((n) => nameOf(n.body));
    expect(names).toEqual(['payment_dispute.requires_response', 'payment_dispute.lost']);
    await j.sendNotifications();
    await j.expectRefunded(order.billingNo);
  });

  it("the store's refund reaches refunds/create, once per request_id", async () => {
    const { order, intentId, checkoutUrl } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    await j.sendNotifications();
    await j.expectDeliveredOnce(order.billingNo);
    const first = await adapter().refund(await j.orderOf(order.billingNo));
    expect(first).toEqual({
      ok: true,
      refundId: expect.stringMatching(/^rfd_/),
      pending: expect.any(Boolean),
    });
    expect(await adapter().refund(await j.orderOf(order.billingNo))).toEqual(first);
    expect(await t.app.emulators.store.refundsOf(intentId)).toMatchObject([
      { amountMinor: order.amountMinor },
    ]);
    const settled = (await notificationsOf(intentId)).at(-1)!;
    expect(JSON.parse(settled.body)).toMatchObject({
      name: 'refund.settled',
      data: { object: { metadata: { billing_no: order.billingNo } } },
    });
    await j.sendNotifications();
    await j.expectRefunded(order.billingNo);
  });
});

describe("the Airwallex emulator's own API", () => {
  const api = '/emulator/airwallex/api/v1';
  const login = (clientId: string, apiKey: string) =>
    t.app.inject({
      method: 'POST',
      url: `${api}/authentication/login`,
      headers: { 'content-type': 'application/json', 'x-client-id': clientId, 'x-api-key': apiKey },
      payload: '{}',
    });
  const call = (token: string, method: 'GET' | 'POST', path: string, body?: unknown) =>
    t.app.inject({
      method,
      url: `${api}${path}`,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });

  it('logs in with client id and API key for a 30-minute token, and nothing else does', async () => {
    const watt = accountOf('watt');
    expect((await login(watt.clientId, 'nope')).statusCode).toBe(401);
    const res = await login(watt.clientId, watt.apiKey);
    expect(res.statusCode).toBe(201);
    const { token, expires_at } = res.json<{ token: string; expires_at: string }>();
    expect(expires_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0000$/);
    expect((await call(token, 'GET', '/pa/payment_intents/int_nope')).json()).toMatchObject({
      code: 'resource_not_found',
    });
    const forged = `${token.slice(0, token.lastIndexOf('.'))}.AAAA`;
    const refused = await call(forged, 'GET', '/pa/payment_intents/int_nope');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'unauthorized' });
  });

  it("validates the create, refuses a reused request_id and another brand's intent", async () => {
    const token = (await login(accountOf('watt').clientId, accountOf('watt').apiKey)).json().token;
    const intent = {
      request_id: 'b01737e5-c5ab-4765-8834-cbd92dfeaf81',
      amount: 4.99,
      currency: 'USD',
      merchant_order_id: 'EMU-AW-1',
    };
    const missing = await call(token, 'POST', '/pa/payment_intents/create', {
      ...intent,
      merchant_order_id: undefined,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'validation_error', source: 'merchant_order_id' });
    const made = await call(token, 'POST', '/pa/payment_intents/create', intent);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ amount: 4.99, status: 'REQUIRES_PAYMENT_METHOD' });
    const reused = await call(token, 'POST', '/pa/payment_intents/create', {
      ...intent,
      amount: 1,
    });
    expect(reused.json()).toMatchObject({ code: 'duplicate_request' });
    const dragon = accountOf('dragon');
    const theirs = (await login(dragon.clientId, dragon.apiKey)).json().token;
    const id = made.json().id as string;
    expect((await call(theirs, 'GET', `/pa/payment_intents/${id}`)).statusCode).toBe(404);
    const notPaid = await call(token, 'POST', '/pa/refunds/create', {
      request_id: 'c557e8c1-d16a-4821-8cf4-9f865058e597',
      payment_intent_id: id,
    });
    expect(notPaid.statusCode).toBe(400);
  });
});
