import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaypalCredentials } from '@topup/server/modules/payments/providers/paypal/credentials';
import type { TestApp } from '@topup/server/test/create-test-app';
import { createPayTestApp } from '@topup/server/modules/payments/test-kit';
import { emulatorTestKit } from '../emulator-test-kit.ts';
import { rawMember } from './transmission.ts';

// The PayPal emulator against the store's own PayPal protocol module, in-process: the pay route
// creates an Orders v2 order, the payer approves on the emulator's page, the approval webhook makes
// the store capture (idempotently), the goods go out once, and refunds, reversals and disputes
// come back as webhooks the store verifies through verify-webhook-signature.

let t: TestApp;
beforeAll(async () => {
  t = await createPayTestApp();
});
afterAll(() => t.close());
const kit = emulatorTestKit(() => t);
const credentials = (tenantId = 'watt') =>
  t.app.paymentProviders.emulatorAccounts.get(tenantId, 'paypal')!.credentials as PaypalCredentials;

/** A PayPal call as a merchant server makes it, with a fresh access token of the brand. */
async function api(
  method: 'GET' | 'POST',
  path: string,
  opts: { body?: string; requestId?: string; tenantId?: string } = {},
) {
  const c = credentials(opts.tenantId);
  const token = await t.app.inject({
    method: 'POST',
    url: '/emulator/paypal/v1/oauth2/token',
    headers: {
      authorization: `Basic ${Buffer.from(`${c.clientId}:${c.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'grant_type=client_credentials',
  });
  expect(token.statusCode).toBe(200);
  return t.app.inject({
    method,
    url: `/emulator/paypal${path}`,
    headers: {
      authorization: `Bearer ${token.json<{ access_token: string }>().access_token}`,
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.requestId ? { 'paypal-request-id': opts.requestId } : {}),
    },
    ...(opts.body !== undefined ? { payload: opts.body } : {}),
  });
}

const notifyPaypal = (headers: Record<string, string>, body: string) =>
  t.app.inject({ method: 'POST', url: '/api/pay/notify/paypal/watt', headers, payload: body });

/** A PayPal order of watt approved on the hosted page, captured by the store and delivered. */
async function paidOrder() {
  const order = await kit.pay('pay/paypal_pay');
  const orderId = new URL(order.url).searchParams.get('token')!;
  expect((await kit.choose('paypal', orderId, 'succeed')).body).toContain('Payment approved.');
  expect((await kit.sendNotifications()).sent).toBe(1);
  expect((await kit.sendNotifications()).sent).toBe(1);
  expect(await kit.relay()).toMatchObject({ delivered: 1 });
  const captureId = (await kit.orderOf(order.billingNo)).providerTxnId!;
  return { ...order, orderId, captureId };
}

describe('PayPal emulator', () => {
  it('approve on the hosted page, the store captures on the approval webhook, the goods once', async () => {
    const order = await kit.pay('pay/paypal_pay');
    // Handed to the player on the shop's own origin.
    expect(order.url).toMatch(
      /^http:\/\/watt\.localhost:\d+\/emulator\/paypal\/checkoutnow\?token=[A-Z0-9]{17}$/,
    );
    const orderId = new URL(order.url).searchParams.get('token')!;
    expect(await kit.orderOf(order.billingNo)).toMatchObject({
      status: 'pending',
      providerTxnId: orderId,
    });
    const page = await kit.get(order.url);
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe(`/emulator/paypal/checkout/${orderId}`);
    const checkout = await kit.get(`http://127.0.0.1:8080${page.headers.location}`);
    expect(checkout.body).toContain('PayPal Emulator Checkout');

    const approved = await kit.choose('paypal', orderId, 'succeed');
    expect(approved.body).toContain('Payment approved.');
    // PayPal's way back: the return URL with the order as token and the payer's id.
    expect(approved.body).toMatch(
      new RegExp(
        `href="http://watt\\.localhost:8080/\\?token=${orderId}&amp;PayerID=[A-Z0-9]{13}"`,
      ),
    );
    const [approval] = await t.app.emulators.store.notificationsOf(orderId);
    expect(approval!.url).toBe('http://127.0.0.1:8080/api/pay/notify/paypal/watt');
    expect(approval!.headers).toMatchObject({
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-transmission-id': expect.stringMatching(/^[0-9a-f-]{36}$/),
      'paypal-transmission-sig': expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
    });
    expect(JSON.parse(approval!.body)).toMatchObject({
      event_type: 'CHECKOUT.ORDER.APPROVED',
      resource: {
        id: orderId,
        status: 'APPROVED',
        purchase_units: [{ custom_id: order.billingNo, invoice_id: order.billingNo }],
      },
    });

    // The approval: the store asks PayPal, captures, pays; the capture's own webhook follows.
    expect((await kit.sendNotifications()).sent).toBe(1);
    const paid = await kit.orderOf(order.billingNo);
    expect(paid.status).toBe('paid');
    const payment = await t.app.emulators.store.find('paypal', orderId);
    expect(payment).toMatchObject({ status: 'succeeded' });
    expect(paid.providerTxnId).toBe((payment!.data as { captureId: string }).captureId);
    const sent = await t.app.emulators.store.notificationsOf(orderId);
    expect(JSON.parse(sent[1]!.body)).toMatchObject({
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: paid.providerTxnId, status: 'COMPLETED', custom_id: order.billingNo },
    });
    expect((await kit.sendNotifications()).sent).toBe(1);
    expect(await kit.relay()).toMatchObject({ delivered: 1 });
    expect(await kit.deliveries(order.billingNo)).toHaveLength(1);

    // Replayed: accepted, nothing more. Changed amount, or another transmission signature:
    // verify-webhook-signature says FAILURE and the store refuses it.
    const capture = sent[1]!;
    expect((await notifyPaypal(capture.headers, capture.body)).statusCode).toBe(200);
    const changed = capture.body.replace(/"value":"[\d.]+"/g, '"value":"0.01"');
    expect((await notifyPaypal(capture.headers, changed)).statusCode).toBe(400);
    const resigned = { ...capture.headers, 'paypal-transmission-sig': 'Zm9yZ2Vk' };
    expect((await notifyPaypal(resigned, capture.body)).statusCode).toBe(400);
    const invented = { ...capture.headers, 'paypal-transmission-id': crypto.randomUUID() };
    expect((await notifyPaypal(invented, capture.body)).statusCode).toBe(400);
    expect(await kit.relay()).toMatchObject({ delivered: 0 });
    expect(await kit.orderOf(order.billingNo)).toMatchObject({ status: 'delivered' });
    expect(await kit.deliveries(order.billingNo)).toHaveLength(1);
  });

  it('capture is idempotent by PayPal-Request-Id; another capture is ORDER_ALREADY_CAPTURED', async () => {
    const order = await paidOrder();
    const again = await api('POST', `/v2/checkout/orders/${order.orderId}/capture`, {
      body: '{}',
      requestId: `capture-${order.billingNo}`,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      status: 'COMPLETED',
      purchase_units: [{ payments: { captures: [{ id: order.captureId }] } }],
    });
    const other = await api('POST', `/v2/checkout/orders/${order.orderId}/capture`, {
      body: '{}',
      requestId: 'another-key',
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
    // The store's own return step (complete) lands on the same capture.
    const brand = t.app.paymentProviders.brands.get('watt', 'paypal')!;
    expect(
      await brand.protocol.complete!(brand.io, {
        billingNo: order.billingNo,
        providerRef: order.orderId,
        returnQuery: '',
      }),
    ).toMatchObject({ status: 'paid', providerRef: order.captureId });
    // Another brand's app does not see the order.
    expect(
      (await api('GET', `/v2/checkout/orders/${order.orderId}`, { tenantId: 'dragon' })).statusCode,
    ).toBe(404);
  });

  it('create is idempotent by PayPal-Request-Id; unknown apps and tokens get 401', async () => {
    const body = JSON.stringify({
      intent: 'CAPTURE',
      purchase_units: [{ custom_id: 'TP-IDEM-1', amount: { currency_code: 'USD', value: '4.99' } }],
      application_context: { return_url: 'http://watt.localhost:8080/' },
    });
    const first = await api('POST', '/v2/checkout/orders', { body, requestId: 'create-TP-IDEM-1' });
    const second = await api('POST', '/v2/checkout/orders', {
      body,
      requestId: 'create-TP-IDEM-1',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'CREATED',
      links: [
        { rel: 'self' },
        { rel: 'approve', href: expect.stringContaining('/checkoutnow?token=') },
      ],
    });
    expect(second.json<{ id: string }>().id).toBe(first.json<{ id: string }>().id);
    const token = await t.app.inject({
      method: 'POST',
      url: '/emulator/paypal/v1/oauth2/token',
      headers: {
        authorization: `Basic ${Buffer.from('nobody:secret').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials',
    });
    expect(token.statusCode).toBe(401);
    expect(token.json()).toMatchObject({ error: 'invalid_client' });
    const noToken = await t.app.inject({
      method: 'GET',
      url: `/emulator/paypal/v2/checkout/orders/${first.json<{ id: string }>().id}`,
      headers: { authorization: 'Bearer A21AAforged.token' },
    });
    expect(noToken.statusCode).toBe(401);
  });

  it('verify-webhook-signature: FAILURE for another app’s webhook id or a re-serialised event', async () => {
    const order = await paidOrder();
    const [approval] = await t.app.emulators.store.notificationsOf(order.orderId);
    const h = approval!.headers;
    const verify = (webhookId: string, event: string) =>
      api('POST', '/v1/notifications/verify-webhook-signature', {
        body:
          JSON.stringify({
            auth_algo: h['paypal-auth-algo'],
            cert_url: h['paypal-cert-url'],
            transmission_id: h['paypal-transmission-id'],
            transmission_sig: h['paypal-transmission-sig'],
            transmission_time: h['paypal-transmission-time'],
            webhook_id: webhookId,
          }).slice(0, -1) + `,"webhook_event":${event}}`,
      });
    const status = async (r: ReturnType<typeof verify>) =>
      (await r).json<{ verification_status: string }>().verification_status;
    expect(await status(verify(credentials().webhookId, approval!.body))).toBe('SUCCESS');
    expect(await status(verify(credentials('dragon').webhookId, approval!.body))).toBe('FAILURE');
    const reformatted = JSON.stringify(JSON.parse(approval!.body), null, 1);
    expect(await status(verify(credentials().webhookId, reformatted))).toBe('FAILURE');
    expect(rawMember('{"a":[1,{"b":"}"}],"webhook_event" : {"x":"\\""} }', 'webhook_event')).toBe(
      '{"x":"\\""}',
    );
  });

  it('a declined approval: no webhook; the re-check finds the order voided', async () => {
    const order = await kit.pay('pay/paypal_pay');
    const orderId = new URL(order.url).searchParams.get('token')!;
    const declined = await kit.choose('paypal', orderId, 'decline');
    expect(declined.body).toContain('Payment declined.');
    expect(declined.body).toContain(`href="http://watt.localhost:8080/?token=${orderId}"`);
    expect((await kit.sendNotifications()).sent).toBe(0);
    expect(await kit.orderInfo('watt', order.billingNo, order.token)).toMatchObject({
      data: { status: -2 },
    });
    expect(await kit.orderOf(order.billingNo)).toMatchObject({ status: 'failed' });
  });

  it('a full refund from the console: PAYMENT.CAPTURE.REFUNDED, order refunded, goods revoked', async () => {
    const order = await paidOrder();
    expect((await kit.consoleAction('paypal', order.orderId, 'refund')).body).toContain(
      'Refund sent.',
    );
    const sent = await t.app.emulators.store.notificationsOf(order.orderId);
    expect(JSON.parse(sent.at(-1)!.body)).toMatchObject({
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource: {
        status: 'COMPLETED',
        invoice_id: order.billingNo,
        links: [
          { rel: 'self' },
          {
            rel: 'up',
            href: expect.stringMatching(new RegExp(`/v2/payments/captures/${order.captureId}$`)),
          },
        ],
      },
    });
    expect((await kit.sendNotifications()).sent).toBe(1);
    expect(await kit.orderOf(order.billingNo)).toMatchObject({
      status: 'refunded',
      refundedMinor: order.priceMinor,
    });
    expect(await kit.relay()).toMatchObject({ delivered: 1 });
    expect((await kit.deliveries(order.billingNo))[0]!.revokedAt).not.toBeNull();
    expect(await kit.orderInfo('watt', order.billingNo, order.token)).toMatchObject({
      data: { status: -2, refunded: true },
    });
  });

  it('a partial refund is recorded; a chargeback sends the dispute and the reversal', async () => {
    const order = await paidOrder();
    const part = Math.floor(order.priceMinor / 2);
    await kit.consoleAction('paypal', order.orderId, 'refund', part);
    expect((await kit.sendNotifications()).sent).toBe(1);
    expect(await kit.orderOf(order.billingNo)).toMatchObject({
      status: 'delivered',
      refundedMinor: part,
    });
    await kit.consoleAction('paypal', order.orderId, 'chargeback');
    const events = (await t.app.emulators.store.notificationsOf(order.orderId)).map(
      (n) => (JSON.parse(n.body) as { event_type: string }).event_type,
    );
    expect(events.slice(-2)).toEqual(['CUSTOMER.DISPUTE.CREATED', 'PAYMENT.CAPTURE.REVERSED']);
    expect((await kit.sendNotifications()).sent).toBe(2);
    expect(await kit.orderOf(order.billingNo)).toMatchObject({
      status: 'refunded',
      refundedMinor: order.priceMinor,
      refundKind: 'chargeback',
    });
    expect(await kit.relay()).toMatchObject({ delivered: 1 });
    expect((await kit.deliveries(order.billingNo))[0]!.revokedAt).not.toBeNull();
  });

  it("the store's refund reaches the refund API, once per refund key", async () => {
    const order = await paidOrder();
    const provider = t.app.paymentProviders.registry.get('paypal')!;
    const row = await kit.orderOf(order.billingNo);
    const first = await provider.refund(row);
    expect(first).toMatchObject({ ok: true, refundId: expect.stringMatching(/^[A-Z0-9]{17}$/) });
    expect(await provider.refund(row)).toEqual(first);
    expect(await t.app.emulators.store.refundsOf(order.orderId)).toHaveLength(1);
    expect((await kit.sendNotifications()).sent).toBe(1);
    expect(await kit.orderOf(order.billingNo)).toMatchObject({ status: 'refunded' });
    const refundAgain = await api('POST', `/v2/payments/captures/${order.captureId}/refund`, {
      body: '{}',
      requestId: 'another-refund',
    });
    expect(refundAgain.statusCode).toBe(422);
    expect(refundAgain.json()).toMatchObject({ details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] });
  });
});
