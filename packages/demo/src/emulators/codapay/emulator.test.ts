import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCallbacks } from '@topup/server/db/tables/payments';
import type { TestApp } from '@topup/server/test/create-test-app';
import type { CodapayCredentials } from '@topup/server/modules/payments/providers/codapay/credentials';
import { codapayChecksum } from '@topup/server/modules/payments/providers/codapay/signature';
import { createPayTestApp } from '@topup/server/modules/payments/test-kit';
import { journeyKit } from '../journey-test-kit.ts';
import { emulatorPayTypes } from './emulator.ts';

// Codapay end to end through the store: init.json at the emulator, the player on
// /airtime/begin?type=3&txn_id=, Coda's checksummed result notification by GET to the brand's
// notification URL, answered ResultCode=0 after the store's inquiryPaymentResult.

let t: TestApp;
beforeAll(async () => {
  t = await createPayTestApp();
});
afterAll(() => t.close());
const j = journeyKit(() => t);

const apiKeyOf = (tenantId: string) =>
  (
    t.app.paymentProviders.emulatorAccounts.get(tenantId, 'codapay')!
      .credentials as CodapayCredentials
  ).apiKey;

async function checkout() {
  const paid = await j.pay('pay/codapay_pay');
  const page = await j.open(paid.url, paid.host);
  expect(page.res.statusCode).toBe(200);
  expect(page.url).toBe(
    `http://${paid.host}/emulator/codapay/checkout/${paid.order.providerTxnId}`,
  );
  return { ...paid, checkoutUrl: page.url };
}

/** The payment's queued notification, as Coda would send it (a GET with a query string). */
async function notificationOf(txnId: string) {
  const [row] = await t.app.emulators.store.notificationsOf(txnId);
  return new URL(row!.url);
}

describe('the Codapay emulator, through the store', () => {
  it('inits the payment in USD and sends the player to /airtime/begin?type=3&txn_id=', async () => {
    const { order, url, host, priceMinor } = await j.pay('pay/codapay_pay');
    expect(order).toMatchObject({ status: 'pending', provider: 'codapay', currency: 'USD' });
    expect(url).toBe(
      `http://${host}/emulator/codapay/airtime/begin?type=3&txn_id=${order.providerTxnId}`,
    );
    expect(order.providerTxnId).toMatch(/^\d{19}$/);
    const payment = await t.app.emulators.store.find('codapay', order.providerTxnId!);
    expect(payment).toMatchObject({
      merchantRef: order.billingNo,
      amountMinor: priceMinor,
      currency: 'USD',
      returnUrl: `http://${host}/`,
    });
  });

  it('pays on the notification after the inquiry: answered ResultCode=0, delivered once, replays change nothing', async () => {
    const { order, checkoutUrl, host } = await checkout();
    const choice = await j.choose(checkoutUrl, 'succeed');
    // Back to the shop the Coda way: the return URL with TxnId and OrderId.
    expect(choice.body).toContain(
      `http://${host}/?TxnId=${order.providerTxnId}&amp;OrderId=${order.billingNo}`,
    );
    const sent = await notificationOf(order.providerTxnId!);
    expect(sent.pathname).toBe(`/api/pay/notify/codapay/${order.tenantId}`);
    const query = Object.fromEntries(sent.searchParams);
    expect(query).toMatchObject({
      TxnId: order.providerTxnId,
      OrderId: order.billingNo,
      ResultCode: '0',
      USDPrice: (order.amountMinor / 100).toFixed(2),
      Checksum: codapayChecksum(
        { txnId: order.providerTxnId!, orderId: order.billingNo, resultCode: '0' },
        apiKeyOf(order.tenantId),
      ),
    });
    expect(await j.sendNotifications()).toMatchObject({ sent: 1, retried: 0 });
    await j.expectDeliveredOnce(order.billingNo);

    // Coda resends (no answer seen): the same notification changes nothing.
    const again = await t.app.inject({ url: sent.pathname + sent.search });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe('ResultCode=0');
    await j.expectDeliveredOnce(order.billingNo);
  });

  it("sends the chosen channel's payType (GCash, a bank), never Coda's selection page (issue 28)", async () => {
    for (const [channelId, key] of [
      ['gcash', '10401_gcash'],
      ['internet_bank', null],
    ] as const) {
      const { order } = await j.pay('pay/codapay_pay', (row) => row.channelId === channelId);
      const payment = await t.app.emulators.store.find('codapay', order.providerTxnId!);
      const methodKey = key ?? `${order.paywayId}_internet_bank`;
      expect(payment!.data).toMatchObject({ payType: emulatorPayTypes[methodKey] });
      expect(emulatorPayTypes[methodKey]).toBeGreaterThan(0);
    }
    // Paid, Coda reports the channel the player used as the notification's PaymentType.
    const { order, checkoutUrl } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    const sent = await notificationOf(order.providerTxnId!);
    const payment = await t.app.emulators.store.find('codapay', order.providerTxnId!);
    expect(sent.searchParams.get('PaymentType')).toBe(
      String((payment!.data as { payType: number }).payType),
    );
    expect(sent.searchParams.get('PaymentType')).not.toBe('0');
  });

  it('our own failure (a table gone) is 503, which Coda resends; it pays once we are back (issue 28)', async () => {
    const { order, checkoutUrl } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    await t.app.db.execute(sql`ALTER TABLE payment_callbacks RENAME TO payment_callbacks_away`);
    try {
      const sent = await notificationOf(order.providerTxnId!);
      const down = await t.app.inject({ url: sent.pathname + sent.search });
      expect(down.statusCode).toBe(503);
      await j.sendNotifications();
      const [row] = await t.app.emulators.store.notificationsOf(order.providerTxnId!);
      expect(row).toMatchObject({ attempts: 1, ackedAt: null });
      expect(row!.lastError).toMatch(/^HTTP 503/);
    } finally {
      await t.app.db.execute(sql`ALTER TABLE payment_callbacks_away RENAME TO payment_callbacks`);
    }
    // Not given up: Coda's resend pays the order, once.
    await j.sendRetriesOf(order.providerTxnId!);
    const [row] = await t.app.emulators.store.notificationsOf(order.providerTxnId!);
    expect(row).toMatchObject({ attempts: 2, ackedAt: expect.any(Date) });
    await j.expectDeliveredOnce(order.billingNo);
  });

  it('refuses forged, replayed-for-another-order and amount-changed notifications, changing nothing', async () => {
    const { order, checkoutUrl } = await checkout();
    const other = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    const sent = await notificationOf(order.providerTxnId!);
    const send = (change: (q: URLSearchParams) => void) => {
      const q = new URLSearchParams(sent.search);
      change(q);
      return t.app.inject({ url: `${sent.pathname}?${q.toString()}` });
    };
    const forged = await send((q) => q.set('Checksum', 'ab'.repeat(16)));
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toBe('ResultCode=1');
    const elsewhere = await send((q) => q.set('OrderId', other.order.billingNo));
    expect(elsewhere.statusCode).toBe(400);
    // USDPrice is outside the checksum: a changed one is a mismatch, never a payment, and the
    // genuine notification still pays afterwards.
    const cheaper = await send((q) => q.set('USDPrice', '0.01'));
    expect(cheaper.statusCode).toBe(200);
    expect((await j.orderOf(order.billingNo)).status).toBe('pending');
    expect((await j.orderOf(other.order.billingNo)).status).toBe('pending');
    await j.sendNotifications();
    await j.expectDeliveredOnce(order.billingNo);
  });

  it('a declined or cancelled payment fails the order', async () => {
    for (const action of ['decline', 'cancel'] as const) {
      const { order, checkoutUrl } = await checkout();
      await j.choose(checkoutUrl, action);
      const sent = await notificationOf(order.providerTxnId!);
      expect(sent.searchParams.get('ResultCode')).toBe(action === 'decline' ? '201' : '210');
      await j.sendNotifications();
      expect((await j.orderOf(order.billingNo)).status).toBe('failed');
    }
  });

  it('a pending payment is not notified; the inquiry says it is still being paid', async () => {
    const { order, checkoutUrl } = await checkout();
    await j.choose(checkoutUrl, 'pending');
    expect(await t.app.emulators.store.notificationsOf(order.providerTxnId!)).toEqual([]);
    const status = await t.app.paymentProviders.registry
      .get('codapay')!
      .queryStatus(await j.orderOf(order.billingNo));
    // The inquiry's totalPrice is in the local currency only: no decisive USD amount.
    expect(status).toBeNull();
  });

  it('has no refund API: a console refund reaches no one and the store says so', async () => {
    const { order, checkoutUrl, host } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    await j.sendNotifications();
    await j.expectDeliveredOnce(order.billingNo);
    const refunded = await j.consoleRefund('codapay', order.providerTxnId!, host);
    expect(refunded.body).toContain('Refund sent.');
    expect(await t.app.emulators.store.notificationsOf(order.providerTxnId!)).toHaveLength(1);
    expect((await j.orderOf(order.billingNo)).status).toBe('delivered');
    expect(
      await t.app.paymentProviders.registry
        .get('codapay')!
        .refund(await j.orderOf(order.billingNo)),
    ).toEqual({ ok: false, error: 'codapay: the Airtime API has no refund call' });
  });
});

describe("the Codapay emulator's own API", () => {
  const post = (path: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/emulator/codapay/airtime/api/restful/v1.0/Payment/${path}`,
      headers: { host: '127.0.0.1:8080', 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const init = (over: Record<string, unknown> = {}) => ({
    initRequest: {
      country: 360,
      currency: 360,
      orderId: 'EMU-CODA-1',
      apiKey: apiKeyOf('watt'),
      payType: emulatorPayTypes['10401_gcash'],
      items: [{ code: 'EMU-CODA-1', name: '60 Diamonds', price: 150000, type: 1 }],
      profile: { entry: [{ key: 'user_id', value: '10000001' }] },
      ...over,
    },
  });

  it('answers init with a bare 64-bit txnId, and refuses an unknown key, country or user', async () => {
    const ok = await post('init.json', init());
    expect(ok.body).toMatch(/^\{"initResult":\{"resultCode":0,"resultDesc":"","txnId":\d{19}\}\}$/);
    expect((await post('init.json', init({ apiKey: 'nope' }))).json()).toMatchObject({
      initResult: { resultCode: 204 },
    });
    expect((await post('init.json', init({ country: 999 }))).json()).toMatchObject({
      initResult: { resultCode: 220 },
    });
    expect((await post('init.json', init({ profile: { entry: [] } }))).json()).toMatchObject({
      initResult: { resultCode: 237 },
    });
  });

  it("takes a payType of the account's channels; 0 (channel selection page, not configured) is error 233", async () => {
    expect((await post('init.json', init({ payType: 0 }))).json()).toMatchObject({
      initResult: { resultCode: 233 },
    });
    expect((await post('init.json', init({ payType: 4242 }))).json()).toMatchObject({
      initResult: { resultCode: 225 },
    });
    expect((await post('init.json', init({ payType: '9001' }))).json()).toMatchObject({
      initResult: { resultCode: 214 },
    });
  });

  it('a signed notification for an order or a transaction the store does not have: ResultCode=236, recorded, not resent (issue 28)', async () => {
    // A transaction at Coda for an order id the store never made.
    const txnId = /"txnId":(\d+)/.exec(
      (await post('init.json', init({ orderId: 'EMU-NOT-OURS' }))).body,
    )![1]!;
    await j.choose(`http://127.0.0.1:8080/emulator/codapay/checkout/${txnId}`, 'succeed');
    const [row] = await t.app.emulators.store.notificationsOf(txnId);
    const sent = new URL(row!.url);
    await j.sendNotifications();
    // Coda got its answer: not resent, however long the store waits.
    await j.sendRetriesOf(txnId);
    const [refused] = await t.app.emulators.store.notificationsOf(txnId);
    expect(refused).toMatchObject({ attempts: 1, ackedAt: null });
    expect(refused!.lastError).toMatch(/^refused, not resent: HTTP 200: ResultCode=236/);
    const again = await t.app.inject({ url: sent.pathname + sent.search });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe('ResultCode=236');

    // A TxnId Coda does not hold for this key, correctly signed: the inquiry says 236, and the
    // store answers the same way instead of asking Coda to resend it for ever.
    const query = new URLSearchParams({
      TxnId: '1234567890123456789',
      OrderId: 'EMU-NOT-OURS-2',
      ResultCode: '0',
      Checksum: codapayChecksum(
        { txnId: '1234567890123456789', orderId: 'EMU-NOT-OURS-2', resultCode: '0' },
        apiKeyOf('watt'),
      ),
    });
    const unknown = await t.app.inject({ url: `${sent.pathname}?${query.toString()}` });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe('ResultCode=236');
    // Both are on record.
    const recorded = await t.app.db
      .select()
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.provider, 'codapay'));
    expect(
      recorded
        .filter((c) => ['EMU-NOT-OURS', 'EMU-NOT-OURS-2'].includes(c.billingNo))
        .map((c) => [c.billingNo, c.outcome]),
    ).toEqual([
      ['EMU-NOT-OURS', 'unknown'],
      ['EMU-NOT-OURS-2', 'unknown'],
    ]);
  });

  it("answers an inquiry only about the key's own transactions", async () => {
    const txnId = /"txnId":(\d+)/.exec((await post('init.json', init())).body)![1]!;
    const inquiry = (apiKey: string) =>
      post('inquiryPaymentResult.json', {
        inquiryPaymentRequest: { apiKey, txnId, needStatusFinal: 'true' },
      });
    const own = await inquiry(apiKeyOf('watt'));
    expect(own.body).toContain(`"txnId":${txnId}`);
    expect(own.json()).toMatchObject({
      paymentResult: { orderId: 'EMU-CODA-1', resultCode: 216, totalPrice: 150000 },
    });
    expect((await inquiry(apiKeyOf('dragon'))).json()).toMatchObject({
      paymentResult: { resultCode: 236 },
    });
  });
});
