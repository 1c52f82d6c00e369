import { createHash, createHmac, createSign } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerMessages } from '../../../db/tables/console.ts';
import { orderRefunds, orders } from '../../../db/tables/payments.ts';
import { revokeDeliveryId } from '../../orders/refund-order.ts';
import { eventsOf, newOrderInput, outboxOf } from '../../orders/test-kit.ts';
import type { OrderRow } from '../../orders/types.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { refundRequestIdFor } from '../providers/alipay/protocol.ts';
import { outRequestNoFor } from '../providers/pagsmile/protocol.ts';

// A brand's own provider notifications at /api/pay/notify/<provider>/<tenant>, end to end through
// the app: verified with the brand's credentials from PAYMENT_CREDENTIALS_FILE, applied once, and
// answered the provider's way. Messages are signed here with node:crypto straight from each
// provider's published rule, not with the code under test.

// Adyen's sample key from "Verify HMAC signatures" (docs.adyen.com).
const ADYEN_HMAC = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
const XSOLLA_SECRET = 'xsolla-webhook-secret-for-tests';
const PAGSMILE_SECRET = 'pagsmile-webhook-secret-for-tests';
const AIRWALLEX_SECRET = 'airwallex-webhook-secret-for-tests';
const ANTOM_CLIENT = 'SANDBOX_5YEZ1N2YBA4K02795';
// Antom's test-only key pairs of its protocol tests (providers/alipay/fixtures).
const antomFixture = (name: string) =>
  readFileSync(new URL(`../providers/alipay/fixtures/${name}`, import.meta.url), 'utf8');

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'notify-'));
  const file = path.join(dir, 'credentials.json');
  writeFileSync(
    file,
    JSON.stringify({
      watt: {
        adyen: {
          mode: 'test',
          merchantAccount: 'WattGamesECOM',
          apiKey: { env: 'TEST_ADYEN_API_KEY' },
          clientKey: 'test_ABCDEFGHIJKLMNOPQRSTUVWXYZ012345',
          hmacKey: ADYEN_HMAC,
        },
        alipay: {
          mode: 'test',
          clientId: ANTOM_CLIENT,
          privateKey: antomFixture('test-only-merchant-private.pem'),
          alipayPublicKey: antomFixture('test-only-alipay-public.pem'),
        },
        airwallex: {
          mode: 'test',
          clientId: 'BIjjMYsYTPuRqnkEloSvvf',
          apiKey: 'airwallex-api-key',
          webhookSecret: AIRWALLEX_SECRET,
        },
        pagsmile: {
          mode: 'test',
          appId: '16258292145316638',
          securityKey: 'pagsmile-security-key',
          webhookSecret: PAGSMILE_SECRET,
        },
        xsolla: {
          mode: 'test',
          merchantId: '2340',
          projectId: '12345',
          apiKey: 'xsolla-api-key',
          webhookSecret: XSOLLA_SECRET,
        },
      },
    }),
  );
  // The file names the API key by variable (a secret kept out of the file).
  process.env.TEST_ADYEN_API_KEY = 'AQE-test-key';
  // The file's credentials only: no emulator accounts, so a brand the file leaves out has none.
  t = await createTestApp({ paymentCredentialsFile: file }, { emulators: [] });
});
afterAll(async () => {
  await t.close();
  delete process.env.TEST_ADYEN_API_KEY;
  rmSync(dir, { recursive: true, force: true });
});

/** One Adyen standard-webhook item, HMAC-signed per Adyen's published field order. */
function adyenItem(fields: {
  eventCode: string;
  merchantReference: string;
  value: number;
  currency?: string;
  success?: boolean;
  pspReference?: string;
  originalReference?: string;
}) {
  const item = {
    amount: { currency: fields.currency ?? 'USD', value: fields.value },
    eventCode: fields.eventCode,
    eventDate: '2026-11-26T10:00:00+01:00',
    merchantAccountCode: 'WattGamesECOM',
    merchantReference: fields.merchantReference,
    originalReference: fields.originalReference ?? '',
    pspReference: fields.pspReference ?? 'PSP0000000000001',
    success: String(fields.success ?? true),
    additionalData: {} as Record<string, string>,
  };
  const signed = [
    item.pspReference,
    item.originalReference,
    item.merchantAccountCode,
    item.merchantReference,
    item.amount.value,
    item.amount.currency,
    item.eventCode,
    item.success,
  ].join(':');
  item.additionalData.hmacSignature = createHmac('sha256', Buffer.from(ADYEN_HMAC, 'hex'))
    .update(signed)
    .digest('base64');
  return { NotificationRequestItem: item };
}

const adyen = (tenant: string, ...items: ReturnType<typeof adyenItem>[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/pay/notify/adyen/${tenant}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ live: 'false', notificationItems: items }),
  });

async function adyenOrder(roleId: string): Promise<OrderRow> {
  return t.app.orders.createOrder(newOrderInput({ roleId, provider: 'adyen' }));
}

/** The order's refunded total and the keys of its refund rows (one row per refund counted). */
async function refundsOf(order: OrderRow) {
  const [row] = await t.app.db
    .select({ refundedMinor: orders.refundedMinor })
    .from(orders)
    .where(and(eq(orders.tenantId, order.tenantId), eq(orders.billingNo, order.billingNo)));
  const rows = await t.app.db
    .select({ refundKey: orderRefunds.refundKey })
    .from(orderRefunds)
    .where(
      and(eq(orderRefunds.tenantId, order.tenantId), eq(orderRefunds.billingNo, order.billingNo)),
    );
  return { keys: rows.map((r) => r.refundKey).sort(), refundedMinor: row?.refundedMinor };
}

async function statusOf(order: OrderRow) {
  const [row] = await t.app.db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.tenantId, order.tenantId), eq(orders.billingNo, order.billingNo)));
  return row?.status;
}

describe("Adyen's own notifications", () => {
  it('a signed AUTHORISATION pays the order once and is answered [accepted]', async () => {
    const order = await adyenOrder('1001011');
    const item = adyenItem({
      eventCode: 'AUTHORISATION',
      merchantReference: order.billingNo,
      value: 499,
      pspReference: 'PSPPAID0000001',
    });
    const res = await adyen('watt', item);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('[accepted]');
    expect(await statusOf(order)).toBe('paid');
    expect((await outboxOf(t.app.db, order.billingNo)).length).toBe(1);
    // Adyen retries until it hears [accepted]; a repeat changes nothing.
    const again = await adyen('watt', item);
    expect(again.body).toBe('[accepted]');
    const paidEvents = (await eventsOf(t.app.db, order.billingNo)).filter(
      (e) => e.toStatus === 'paid',
    );
    expect(paidEvents).toHaveLength(1);
  });

  it("keeps each verified message as received in the order's story, never a refused one", async () => {
    const order = await adyenOrder('1001011');
    const item = adyenItem({
      eventCode: 'AUTHORISATION',
      merchantReference: order.billingNo,
      value: 499,
      pspReference: 'PSPSTORY000001',
    });
    await adyen('watt', item);
    await adyen('watt', item);
    const forged = structuredClone(item);
    forged.NotificationRequestItem.amount.value = 1;
    await adyen('watt', forged);
    const kept = await t.app.db
      .select()
      .from(providerMessages)
      .where(eq(providerMessages.billingNo, order.billingNo));
    expect(kept).toMatchObject([
      { tenantId: 'watt', provider: 'adyen', kind: 'notify', outcome: 'applied' },
      { tenantId: 'watt', provider: 'adyen', kind: 'notify', outcome: 'duplicate-event' },
    ]);
    expect(JSON.parse(kept[0]!.body)).toMatchObject({ notificationItems: [item] });
    expect(kept[0]!.contentType).toBe('application/json');
    const refused = await t.app.db
      .select()
      .from(providerMessages)
      .where(eq(providerMessages.outcome, 'rejected-bad-signature'));
    // Anyone can post junk here: a refused message is logged and counted, never stored.
    expect(refused).toEqual([]);
  });

  it('refuses a forged or tampered item and changes nothing', async () => {
    const order = await adyenOrder('1001012');
    const item = adyenItem({
      eventCode: 'AUTHORISATION',
      merchantReference: order.billingNo,
      value: 499,
    });
    item.NotificationRequestItem.amount.value = 1; // amount changed after signing
    const tampered = await adyen('watt', item);
    expect(tampered.statusCode).toBe(401);
    const forged = adyenItem({
      eventCode: 'AUTHORISATION',
      merchantReference: order.billingNo,
      value: 499,
    });
    forged.NotificationRequestItem.additionalData.hmacSignature =
      Buffer.alloc(32).toString('base64');
    expect((await adyen('watt', forged)).statusCode).toBe(401);
    expect(await statusOf(order)).toBe('created');
  });

  it('a wrong amount is recorded and never pays', async () => {
    const order = await adyenOrder('1001013');
    const res = await adyen(
      'watt',
      adyenItem({
        eventCode: 'AUTHORISATION',
        merchantReference: order.billingNo,
        value: 1,
        pspReference: 'PSPLOW',
      }),
    );
    expect(res.body).toBe('[accepted]');
    expect(await statusOf(order)).toBe('created');
  });

  it('a REFUND refunds the paid order and queues the goods to be taken back', async () => {
    const order = await adyenOrder('1001014');
    await adyen(
      'watt',
      adyenItem({
        eventCode: 'AUTHORISATION',
        merchantReference: order.billingNo,
        value: 499,
        pspReference: 'PSPR1',
      }),
    );
    const res = await adyen(
      'watt',
      adyenItem({
        eventCode: 'REFUND',
        merchantReference: order.billingNo,
        value: 499,
        pspReference: 'PSPREFUND1',
        originalReference: 'PSPR1',
      }),
    );
    expect(res.body).toBe('[accepted]');
    expect(await statusOf(order)).toBe('refunded');
    expect(await outboxOf(t.app.db, revokeDeliveryId(order.billingNo))).toHaveLength(1);
  });

  it("counts a refund once under the refund's id: recorded by the console, then notified by Adyen", async () => {
    const order = await adyenOrder('1001016');
    await adyen(
      'watt',
      adyenItem({
        eventCode: 'AUTHORISATION',
        merchantReference: order.billingNo,
        value: 499,
        pspReference: 'PSPK1',
      }),
    );
    const refundedMinor = async () => {
      const [row] = await t.app.db
        .select({ refundedMinor: orders.refundedMinor, status: orders.status })
        .from(orders)
        .where(and(eq(orders.tenantId, order.tenantId), eq(orders.billingNo, order.billingNo)));
      return row;
    };
    // A refund of 2.00 as the console records it (refund-through-provider.ts): under the refund
    // id Adyen's refund call answered, at the same moment Adyen's REFUND notification of it comes.
    const notify = (psp: string, value: number) =>
      adyen(
        'watt',
        adyenItem({
          eventCode: 'REFUND',
          merchantReference: order.billingNo,
          value,
          pspReference: psp,
          originalReference: 'PSPK1',
        }),
      );
    const [recorded, notified] = await Promise.all([
      t.app.orders.confirmPayment({
        tenantId: order.tenantId,
        billingNo: order.billingNo,
        action: 'refunded',
        providerTxnId: 'PSPK1',
        amountMinor: 200,
        currency: 'USD',
        source: 'support',
        refundKind: 'refund',
        refundKey: 'PSPKREF1',
        detail: { refundId: 'PSPKREF1', reason: 'double purchase' },
      }),
      notify('PSPKREF1', 200),
    ]);
    expect(notified.body).toBe('[accepted]');
    expect(['applied', 'duplicate']).toContain(recorded.outcome);
    expect(await refundedMinor()).toEqual({ refundedMinor: 200, status: 'paid' });
    // Notified again (Adyen redelivers): still once.
    await notify('PSPKREF1', 200);
    expect(await refundedMinor()).toEqual({ refundedMinor: 200, status: 'paid' });
    // Another partial refund, another id: counted too; the rest refunds the order.
    await notify('PSPKREF2', 100);
    expect(await refundedMinor()).toEqual({ refundedMinor: 300, status: 'paid' });
    await notify('PSPKREF3', 199);
    expect(await refundedMinor()).toEqual({ refundedMinor: 499, status: 'refunded' });
  });

  it('answers 404 for a brand or provider without credentials', async () => {
    const order = await adyenOrder('1001015');
    const item = adyenItem({
      eventCode: 'AUTHORISATION',
      merchantReference: order.billingNo,
      value: 499,
    });
    expect((await adyen('ru', item)).statusCode).toBe(404);
    // PingPong keeps the generic sandbox: no protocol of its own answers here (PayPal, now
    // emulated for every brand, would).
    const pingpong = await t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/pingpong/watt',
      payload: '{}',
    });
    expect(pingpong.statusCode).toBe(404);
    expect(await statusOf(order)).toBe('created');
  });
});

describe("Pagsmile's notifications of partial refunds", () => {
  // Pagsmile signs the raw body: HMAC-SHA256 hex with the webhook secret, in
  // `Pagsmile-Signature: t=<unix>,v2=<hex>` (https://docs.pagsmile.com/payin/notification).
  const pagsmile = (body: object) => {
    const raw = JSON.stringify(body);
    const v2 = createHmac('sha256', PAGSMILE_SECRET).update(raw).digest('hex');
    return t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/pagsmile/watt',
      headers: {
        'content-type': 'application/json',
        'pagsmile-signature': `t=1623925201,v2=${v2}`,
      },
      payload: raw,
    });
  };

  it("counts a console refund and Pagsmile's REFUNDED of it once, by out_request_no; another refund adds", async () => {
    const order = await t.app.orders.createOrder(
      newOrderInput({
        roleId: '1001018',
        provider: 'pagsmile',
        amountMinor: 4990,
        originalAmountMinor: 4990,
        currency: 'BRL',
        country: 'BR',
      }),
    );
    const notice = (status: string, amount: string, outRequestNo?: string) => ({
      trade_no: '2021061710172839599',
      out_trade_no: order.billingNo,
      ...(outRequestNo ? { out_request_no: outRequestNo } : {}),
      app_id: '16258292145316638',
      trade_status: status,
      amount,
      method: 'PIX',
      currency: 'BRL',
      timestamp: '2021-06-18 09:00:00',
    });
    expect((await pagsmile(notice('SUCCESS', '49.90'))).statusCode).toBe(200);
    expect(await statusOf(order)).toBe('paid');
    // The console's refund of 19.90, recorded under what Pagsmile's refund() answers: the
    // out_request_no it sent (a digest of the refund key).
    const first = outRequestNoFor(`${order.billingNo}-refund`);
    const recorded = await t.app.orders.confirmPayment({
      tenantId: order.tenantId,
      billingNo: order.billingNo,
      action: 'refunded',
      providerTxnId: '2021061710172839599',
      amountMinor: 1990,
      currency: 'BRL',
      source: 'support',
      refundKind: 'refund',
      refundKey: first,
      detail: { refundId: first },
    });
    expect(recorded.outcome).toBe('applied');
    const refunded = async () => {
      const { keys, refundedMinor } = await refundsOf(order);
      return { rows: keys.length, refundedMinor };
    };
    // Pagsmile's REFUNDED of the same refund: one row, counted once.
    expect((await pagsmile(notice('REFUNDED', '19.90', first))).statusCode).toBe(200);
    expect(await refunded()).toEqual({ rows: 1, refundedMinor: 1990 });
    // Another partial refund (made in Pagsmile's dashboard): another out_request_no, counted.
    expect((await pagsmile(notice('REFUNDED', '5.00', 'a1b2c3d4e5f60718'))).statusCode).toBe(200);
    expect(await refunded()).toEqual({ rows: 2, refundedMinor: 2490 });
    expect(await statusOf(order)).toBe('paid');
  });
});

describe("Airwallex's refund webhooks", () => {
  // Airwallex signs `x-timestamp` + the raw body: hex HMAC-SHA256 with the webhook secret in
  // `x-signature` (https://www.airwallex.com/docs/developer-tools__listen-for-webhook-events).
  const airwallex = (name: string, object: object, id: string) => {
    const raw = JSON.stringify({ id, name, data: { object }, created_at: '2026-12-07T00:00:00Z' });
    const timestamp = String(t.app.clock.now().getTime());
    const signature = createHmac('sha256', AIRWALLEX_SECRET)
      .update(timestamp + raw)
      .digest('hex');
    return t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/airwallex/watt',
      headers: {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-signature': signature,
      },
      payload: raw,
    });
  };

  it("counts a console refund and Airwallex's refund.settled of it once, by the refund id; another refund adds", async () => {
    const order = await t.app.orders.createOrder(
      newOrderInput({ roleId: '1001019', provider: 'airwallex' }),
    );
    const intent = 'int_hkdmnotify0000000001';
    const paid = await airwallex(
      'payment_intent.succeeded',
      {
        id: intent,
        merchant_order_id: order.billingNo,
        amount: 4.99,
        currency: 'USD',
        status: 'SUCCEEDED',
      },
      'evt_notify_paid_1',
    );
    expect(paid.statusCode).toBe(200);
    expect(await statusOf(order)).toBe('paid');
    // The console's refund of 2.00, recorded under the Refund id refunds/create answered.
    const recorded = await t.app.orders.confirmPayment({
      tenantId: order.tenantId,
      billingNo: order.billingNo,
      action: 'refunded',
      providerTxnId: intent,
      amountMinor: 200,
      currency: 'USD',
      source: 'support',
      refundKind: 'refund',
      refundKey: 'rfd_notify_first',
      detail: { refundId: 'rfd_notify_first' },
    });
    expect(recorded.outcome).toBe('applied');
    const settled = (refundId: string, amount: number, eventId: string) =>
      airwallex(
        'refund.settled',
        {
          id: refundId,
          payment_intent_id: intent,
          amount,
          currency: 'USD',
          status: 'SETTLED',
          metadata: { billing_no: order.billingNo },
        },
        eventId,
      );
    const refunded = () => refundsOf(order);
    expect((await settled('rfd_notify_first', 2, 'evt_notify_rfd_1')).statusCode).toBe(200);
    expect(await refunded()).toEqual({ keys: ['rfd_notify_first'], refundedMinor: 200 });
    expect((await settled('rfd_notify_second', 1, 'evt_notify_rfd_2')).statusCode).toBe(200);
    expect(await refunded()).toEqual({
      keys: ['rfd_notify_first', 'rfd_notify_second'],
      refundedMinor: 300,
    });
  });
});

describe("Antom's notifyRefund", () => {
  // Antom signs `POST <path>\n<client-id>.<request-time>.<body>` with RSA-SHA256
  // (https://docs.antom.com/ac/ams/digital_signature), sent as `signature: algorithm=RSA256,...`.
  const path = '/api/pay/notify/alipay/watt';
  const antom = (body: object) => {
    const raw = JSON.stringify(body);
    const time = '2026-12-07T12:01:02+08:00';
    const signature = createSign('sha256')
      .update(`POST ${path}\n${ANTOM_CLIENT}.${time}.${raw}`)
      .sign(antomFixture('test-only-alipay-private.pem'), 'base64');
    return t.app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/json',
        'client-id': ANTOM_CLIENT,
        'request-time': time,
        signature: `algorithm=RSA256,keyVersion=1,signature=${encodeURIComponent(signature)}`,
      },
      payload: raw,
    });
  };

  it('counts a console refund and its notifyRefund once, by refundRequestId; another refund adds', async () => {
    const order = await t.app.orders.createOrder(
      newOrderInput({ roleId: '1001020', provider: 'alipay' }),
    );
    const paymentId = '20261207190741010007000000000000020';
    const result = { resultCode: 'SUCCESS', resultStatus: 'S', resultMessage: 'success' };
    const paid = await antom({
      notifyType: 'PAYMENT_RESULT',
      result,
      paymentRequestId: order.billingNo,
      paymentId,
      paymentAmount: { currency: 'USD', value: '499' },
      paymentTime: '2026-12-07T12:01:01+08:00',
    });
    expect(paid.statusCode).toBe(200);
    expect(await statusOf(order)).toBe('paid');
    // The console's refund of 2.00, recorded under the refundRequestId refund() sent and answers.
    const first = refundRequestIdFor(order.billingNo, `${order.billingNo}-refund`);
    const recorded = await t.app.orders.confirmPayment({
      tenantId: order.tenantId,
      billingNo: order.billingNo,
      action: 'refunded',
      providerTxnId: paymentId,
      amountMinor: 200,
      currency: 'USD',
      source: 'support',
      refundKind: 'refund',
      refundKey: first,
      detail: { refundId: first },
    });
    expect(recorded.outcome).toBe('applied');
    const notifyRefund = (refundRequestId: string, refundId: string, value: string) =>
      antom({
        notifyType: 'REFUND_RESULT',
        result,
        refundStatus: 'SUCCESS',
        refundRequestId,
        refundId,
        refundAmount: { currency: 'USD', value },
        refundTime: '2026-12-07T12:05:01+08:00',
      });
    const refunded = async () => {
      const { keys, refundedMinor } = await refundsOf(order);
      return { rows: keys.length, refundedMinor };
    };
    expect(
      (await notifyRefund(first, '20261207190741010007000000000000021', '200')).statusCode,
    ).toBe(200);
    expect(await refunded()).toEqual({ rows: 1, refundedMinor: 200 });
    const second = refundRequestIdFor(order.billingNo, `${order.billingNo}-refund-200`);
    expect(
      (await notifyRefund(second, '20261207190741010007000000000000022', '100')).statusCode,
    ).toBe(200);
    expect(await refunded()).toEqual({ rows: 2, refundedMinor: 300 });
  });
});

describe("Xsolla's own webhooks", () => {
  const xsolla = (body: object, secret = XSOLLA_SECRET) => {
    const raw = JSON.stringify(body);
    // developers.xsolla.com webhooks: Authorization: Signature <sha1(body + secret)>
    const signature = createHash('sha1')
      .update(raw + secret)
      .digest('hex');
    return t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/xsolla/watt',
      headers: { 'content-type': 'application/json', authorization: `Signature ${signature}` },
      payload: raw,
    });
  };

  it('user_validation answers 204 for an account of the brand, INVALID_USER otherwise', async () => {
    const known = await xsolla({
      notification_type: 'user_validation',
      settings: { project_id: 12345, merchant_id: 2340 },
      user: { id: '10000001', name: 'demo' },
    });
    expect(known.statusCode).toBe(204);
    const unknown = await xsolla({
      notification_type: 'user_validation',
      settings: { project_id: 12345, merchant_id: 2340 },
      user: { id: 'nobody-here', name: 'x' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.parse(unknown.body)).toMatchObject({ error: { code: 'INVALID_USER' } });
  });

  it("counts a full refund once: recorded by the console under the transaction id, then Xsolla's refund webhook", async () => {
    const order = await t.app.orders.createOrder(
      newOrderInput({ roleId: '1001017', provider: 'xsolla' }),
    );
    const webhook = (type: 'payment' | 'refund') => ({
      notification_type: type,
      settings: { project_id: 12345, merchant_id: 2340 },
      user: { id: order.suid },
      transaction: { id: 880017, external_id: order.billingNo, dry_run: 0 },
      purchase: { total: { currency: 'USD', amount: 4.99 } },
      ...(type === 'refund' ? { refund_details: { code: 1, reason: 'Cancellation' } } : {}),
    });
    expect((await xsolla(webhook('payment'))).statusCode).toBe(204);
    expect(await statusOf(order)).toBe('paid');
    // The console's full refund (refund-through-provider.ts): Xsolla's refund call names no refund,
    // so refund() answers the transaction id, the key the refund webhook is counted under too.
    const recorded = await t.app.orders.confirmPayment({
      tenantId: order.tenantId,
      billingNo: order.billingNo,
      action: 'refunded',
      providerTxnId: '880017',
      amountMinor: 499,
      currency: 'USD',
      source: 'support',
      refundKind: 'refund',
      refundKey: '880017',
      detail: { refundId: '880017' },
    });
    expect(recorded.outcome).toBe('applied');
    expect((await xsolla(webhook('refund'))).statusCode).toBe(204);
    const rows = await t.app.db
      .select({ refundKey: orderRefunds.refundKey, amountMinor: orderRefunds.amountMinor })
      .from(orderRefunds)
      .where(
        and(eq(orderRefunds.tenantId, order.tenantId), eq(orderRefunds.billingNo, order.billingNo)),
      );
    expect(rows).toEqual([{ refundKey: '880017', amountMinor: 499 }]);
    const [row] = await t.app.db
      .select({ refundedMinor: orders.refundedMinor, status: orders.status })
      .from(orders)
      .where(and(eq(orders.tenantId, order.tenantId), eq(orders.billingNo, order.billingNo)));
    expect(row).toEqual({ refundedMinor: 499, status: 'refunded' });
  });

  it('a webhook signed with another secret is refused with INVALID_SIGNATURE', async () => {
    const res = await xsolla(
      {
        notification_type: 'user_validation',
        settings: { project_id: 12345, merchant_id: 2340 },
        user: { id: '10000001' },
      },
      'not-the-secret',
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'INVALID_SIGNATURE' } });
  });
});
