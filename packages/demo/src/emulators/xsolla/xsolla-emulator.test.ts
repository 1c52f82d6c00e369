import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorPayments } from '@topup/server/db/tables/emulators';
import type { XsollaCredentials } from '@topup/server/modules/payments/providers/xsolla/credentials';
import { xsollaSignature } from '@topup/server/modules/payments/providers/xsolla/signature';
import type { TestApp } from '@topup/server/test/create-test-app';
import { createPayTestApp } from '@topup/server/modules/payments/test-kit';
import { emulatorTestKit } from '../emulator-test-kit.ts';

// The Xsolla emulator against the store's own Xsolla protocol module, in-process: the pay route
// creates a Pay Station token, the payer pays on the emulator's page after a user_validation, the
// signed payment webhook pays the order once, and refunds from the console or the store's refund
// call take the goods back.

let t: TestApp;
beforeAll(async () => {
  t = await createPayTestApp();
});
afterAll(() => t.close());
const kit = emulatorTestKit(() => t);
const credentials = (tenantId = 'watt') =>
  t.app.paymentProviders.emulatorAccounts.get(tenantId, 'xsolla')!.credentials as XsollaCredentials;

/** A paid and delivered Xsolla order of watt, and its transaction id at the emulator. */
async function paidOrder() {
  const order = await kit.pay('pay/xsolla_pay');
  const page = await kit.get(order.url);
  expect(page.statusCode).toBe(302);
  const transactionId = /\/emulator\/xsolla\/checkout\/(\d+)$/.exec(page.headers.location!)![1]!;
  const paid = await kit.choose('xsolla', transactionId, 'succeed');
  expect(paid.statusCode).toBe(200);
  expect(paid.body).toContain('Payment succeeded.');
  expect((await kit.sendNotifications()).sent).toBe(1);
  expect(await kit.relay()).toMatchObject({ delivered: 1 });
  return { ...order, transactionId };
}

describe('Xsolla emulator', () => {
  it('pays through a Pay Station token: page, user_validation, signed payment webhook, goods once', async () => {
    const order = await kit.pay('pay/xsolla_pay');
    // The protocol module's page URL (beside the emulator's API), handed to the player on the
    // shop's own origin.
    expect(order.url).toMatch(
      /^http:\/\/watt\.localhost:\d+\/emulator\/xsolla\/paystation4\/\?token=[A-Za-z0-9]{32}$/,
    );
    const page = await kit.get(order.url);
    const transactionId = /\/emulator\/xsolla\/checkout\/(\d+)$/.exec(page.headers.location!)![1]!;
    expect((await kit.orderOf(order.billingNo)).payUrl).toBe(order.url);

    const checkout = await kit.get(page.headers.location!);
    expect(checkout.body).toContain('Xsolla Pay Station Emulator Checkout');
    expect(checkout.body).toContain(order.billingNo);
    const paid = await kit.choose('xsolla', transactionId, 'succeed');
    expect(paid.body).toContain('Payment succeeded.');
    // Pay Station's way back: the return URL with the documented parameters.
    expect(paid.body).toContain(
      `?user_id=10000001&amp;foreigninvoice=${order.billingNo}&amp;invoice_id=${transactionId}&amp;status=done`,
    );

    const [webhook] = await t.app.emulators.store.notificationsOf(transactionId);
    expect(webhook!.url).toBe('http://127.0.0.1:8080/api/pay/notify/xsolla/watt');
    expect(webhook!.headers.authorization).toBe(
      `Signature ${xsollaSignature(webhook!.body, credentials().webhookSecret)}`,
    );
    expect(JSON.parse(webhook!.body)).toMatchObject({
      notification_type: 'payment',
      transaction: { id: Number(transactionId), external_id: order.billingNo, dry_run: 1 },
      purchase: { total: { currency: 'USD', amount: order.priceMinor / 100 } },
      user: { id: '10000001' },
    });
    expect((await kit.sendNotifications()).sent).toBe(1);
    expect(await kit.orderOf(order.billingNo)).toMatchObject({
      status: 'paid',
      providerTxnId: transactionId,
    });
    expect(await kit.relay()).toMatchObject({ delivered: 1 });
    expect(await kit.deliveries(order.billingNo)).toHaveLength(1);

    // The same webhook again (Xsolla retries up to 12 times): acknowledged, nothing changes.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/xsolla/watt',
      headers: webhook!.headers,
      payload: webhook!.body,
    });
    expect(again.statusCode).toBe(204);
    // The amount changed under the same signature: refused, nothing changes.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/xsolla/watt',
      headers: webhook!.headers,
      payload: webhook!.body.replace(/"amount":[\d.]+/g, '"amount":0.01'),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({
      error: { code: 'INVALID_SIGNATURE', message: 'Invalid signature' },
    });
    expect(await kit.relay()).toMatchObject({ delivered: 0 });
    expect(await kit.orderOf(order.billingNo)).toMatchObject({ status: 'delivered' });
    expect(await kit.deliveries(order.billingNo)).toHaveLength(1);
  });

  it('a payment webhook for another amount: 422 INCORRECT_AMOUNT, never delivered, resent 12 times, then dropped (issue 28)', async () => {
    const order = await kit.pay('pay/xsolla_pay');
    const page = await kit.get(order.url);
    const transactionId = /(\d+)$/.exec(page.headers.location!)![1]!;
    // Xsolla charges 0.01 for this order (a token for another amount, say).
    await t.app.db
      .update(emulatorPayments)
      .set({ amountMinor: 1 })
      .where(eq(emulatorPayments.id, transactionId));
    expect((await kit.choose('xsolla', transactionId, 'succeed')).body).toContain(
      'Payment succeeded.',
    );
    const [webhook] = await t.app.emulators.store.notificationsOf(transactionId);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/xsolla/watt',
      headers: webhook!.headers,
      payload: webhook!.body,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({
      error: { code: 'INCORRECT_AMOUNT', message: 'Incorrect amount' },
    });

    // Xsolla's own deliveries: each one is answered the same way and is not a delivery.
    await kit.sendNotifications();
    for (let i = 0; i < 15; i += 1) await kit.sendRetriesOf(transactionId);
    const [row] = await t.app.emulators.store.notificationsOf(transactionId);
    expect(row).toMatchObject({ attempts: 13, ackedAt: null });
    expect(row!.lastError).toMatch(/^given up after 13 deliveries: HTTP 422: .*INCORRECT_AMOUNT/);

    expect(await kit.orderOf(order.billingNo)).toMatchObject({ status: 'pending' });
    expect(await kit.relay()).toMatchObject({ delivered: 0 });
    expect(await kit.deliveries(order.billingNo)).toHaveLength(0);
  });

  it('a signed webhook for an invoice the store does not have: 422 INCORRECT_INVOICE; a signed non-JSON body: 422 INVALID_PARAMETER', async () => {
    const order = await paidOrder();
    const [webhook] = await t.app.emulators.store.notificationsOf(order.transactionId);
    const secret = credentials().webhookSecret;
    const post = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/pay/notify/xsolla/watt',
        headers: {
          'content-type': 'application/json',
          authorization: `Signature ${xsollaSignature(body, secret)}`,
        },
        payload: body,
      });
    const unknown = webhook!.body
      .replaceAll(order.billingNo, 'TP-NO-SUCH-ORDER')
      .replace(/"id":\s*\d+/, '"id":990000001');
    const invoice = await post(unknown);
    expect(invoice.statusCode).toBe(422);
    expect(invoice.json()).toEqual({
      error: { code: 'INCORRECT_INVOICE', message: 'Incorrect invoice' },
    });
    // Sent again, it gets the same answer (Xsolla: "return the previous result").
    expect((await post(unknown)).statusCode).toBe(422);

    const notJson = await post('notification_type=payment');
    expect(notJson.statusCode).toBe(422);
    expect(notJson.json()).toEqual({
      error: { code: 'INVALID_PARAMETER', message: 'Invalid parameter' },
    });
    expect(await kit.orderOf(order.billingNo)).toMatchObject({ status: 'delivered' });
  });

  it('refuses to pay when the game does not know the player (user_validation INVALID_USER)', async () => {
    const c = credentials();
    const created = await t.app.inject({
      method: 'POST',
      url: `/emulator/xsolla/merchants/${c.merchantId}/token`,
      headers: {
        authorization: `Basic ${Buffer.from(`${c.merchantId}:${c.apiKey}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({
        user: { id: { value: 'no-such-player' } },
        settings: { project_id: Number(c.projectId), external_id: 'TP-UNKNOWN-1', mode: 'sandbox' },
        purchase: { checkout: { amount: 4.99, currency: 'USD' } },
      }),
    });
    expect(created.statusCode).toBe(200);
    const page = await kit.get(
      `/emulator/xsolla/paystation4/?token=${created.json<{ token: string }>().token}`,
    );
    const transactionId = /(\d+)$/.exec(page.headers.location!)![1]!;
    const refused = await kit.choose('xsolla', transactionId, 'succeed');
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('role="alert"');
    expect(refused.body).toContain('INVALID_USER');
    expect(refused.body).toContain('Pay now (succeed)');
    expect(await t.app.emulators.store.find('xsolla', transactionId)).toMatchObject({
      status: 'open',
    });
    expect(await t.app.emulators.store.notificationsOf(transactionId)).toEqual([]);
  });

  it('refuses merchant calls with wrong credentials, another merchant or a bad body', async () => {
    const c = credentials();
    const call = (merchantId: string, user: string, key: string, body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/emulator/xsolla/merchants/${merchantId}/token`,
        headers: {
          authorization: `Basic ${Buffer.from(`${user}:${key}`).toString('base64')}`,
          'content-type': 'application/json',
        },
        payload: JSON.stringify(body),
      });
    expect((await call(c.merchantId, c.merchantId, 'wrong', {})).statusCode).toBe(401);
    const dragon = credentials('dragon');
    expect((await call(dragon.merchantId, c.merchantId, c.apiKey, {})).statusCode).toBe(403);
    const bad = await call(c.merchantId, c.merchantId, c.apiKey, { user: {} });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ http_status_code: 422 });
  });

  it('a declined payment: no webhook, the re-check finds the transaction in error', async () => {
    const order = await kit.pay('pay/xsolla_pay');
    const page = await kit.get(order.url);
    const transactionId = /(\d+)$/.exec(page.headers.location!)![1]!;
    expect((await kit.choose('xsolla', transactionId, 'decline')).body).toContain(
      'Payment declined.',
    );
    expect((await kit.sendNotifications()).sent).toBe(0);
    const info = await kit.orderInfo('watt', order.billingNo, order.token);
    expect(info).toMatchObject({ code: 1, data: { status: -2 } });
    expect(await kit.orderOf(order.billingNo)).toMatchObject({ status: 'failed' });
  });

  it('a full refund from the console: refund webhook, order refunded, goods revoked', async () => {
    const order = await paidOrder();
    const refunded = await kit.consoleAction('xsolla', order.transactionId, 'refund');
    expect(refunded.body).toContain('Refund sent.');
    const sent = await t.app.emulators.store.notificationsOf(order.transactionId);
    expect(JSON.parse(sent.at(-1)!.body)).toMatchObject({
      notification_type: 'refund',
      refund_details: { code: 1 },
    });
    expect((await kit.sendNotifications()).sent).toBe(1);
    expect(await kit.orderOf(order.billingNo)).toMatchObject({
      status: 'refunded',
      refundedMinor: order.priceMinor,
      refundKind: 'refund',
    });
    expect(await kit.relay()).toMatchObject({ delivered: 1 });
    const [delivery] = await kit.deliveries(order.billingNo);
    expect(delivery!.revokedAt).not.toBeNull();
    expect(await kit.orderInfo('watt', order.billingNo, order.token)).toMatchObject({
      data: { status: -2, refunded: true },
    });
  });

  it('a partial refund is recorded, then a chargeback: dispute, refund code 2, goods revoked', async () => {
    const order = await paidOrder();
    await kit.consoleAction('xsolla', order.transactionId, 'refund', 1);
    await kit.consoleAction('xsolla', order.transactionId, 'chargeback');
    const types = (await t.app.emulators.store.notificationsOf(order.transactionId)).map((n) => {
      const body = JSON.parse(n.body) as { notification_type: string; refund_details?: object };
      return [body.notification_type, body.refund_details];
    });
    expect(types).toEqual([
      ['payment', undefined],
      ['partial_refund', expect.objectContaining({ code: 1 })],
      ['dispute', undefined],
      ['refund', expect.objectContaining({ code: 2, reason: 'Chargeback' })],
    ]);
    expect((await kit.sendNotifications()).sent).toBe(3);
    expect(await kit.orderOf(order.billingNo)).toMatchObject({
      status: 'refunded',
      refundKind: 'chargeback',
    });
    expect(await kit.relay()).toMatchObject({ delivered: 1 });
    expect((await kit.deliveries(order.billingNo))[0]!.revokedAt).not.toBeNull();
  });

  it("the store's refund reaches the refund API (PUT), once", async () => {
    const order = await paidOrder();
    const provider = t.app.paymentProviders.registry.get('xsolla')!;
    const row = await kit.orderOf(order.billingNo);
    expect(await provider.refund(row)).toEqual({
      ok: true,
      refundId: order.transactionId,
      pending: expect.any(Boolean),
    });
    // Xsolla has no idempotency key: a second full refund finds nothing left.
    expect(await provider.refund(row)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^xsolla 422/),
    });
    const payment = await t.app.emulators.store.find('xsolla', order.transactionId);
    expect(payment).toMatchObject({ refundedMinor: order.priceMinor });
    const [, refund] = await t.app.emulators.store.notificationsOf(order.transactionId);
    expect(JSON.parse(refund!.body)).toMatchObject({ refund_details: { code: 10 } });
    expect((await kit.sendNotifications()).sent).toBe(1);
    expect(await kit.orderOf(order.billingNo)).toMatchObject({ status: 'refunded' });
    // Find transactions now says refunded.
    expect(await provider.queryStatus(await kit.orderOf(order.billingNo))).toMatchObject({
      action: 'refunded',
      providerTxnId: order.transactionId,
    });
  });
});
