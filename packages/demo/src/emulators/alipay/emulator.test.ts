import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '@topup/server/test/create-test-app';
import {
  contentToSign,
  readSignatureHeader,
  signContent,
  signatureHeader,
  verifyContent,
} from '@topup/server/modules/payments/providers/alipay/signature';
import { journeyKit } from '../journey-test-kit.ts';
import { createPayTestApp, hostOf } from '@topup/server/modules/payments/test-kit';
import type { AlipayAccount } from './emulator.ts';

// Antom end to end through the store: pay signed by the brand's key and answered signed by Antom's,
// the cashier page, notifyPayment signed over the store's notify path and answered with
// resultStatus S, inquiryPayment, refunds with notifyRefund, a chargeback as notifyDispute; and
// AliPay card (11602) still paid in the generic sandbox's drop-in.

let t: TestApp;
beforeAll(async () => {
  t = await createPayTestApp();
});
afterAll(() => t.close());
const j = journeyKit(() => t);

const accountOf = (tenantId: string) =>
  t.app.paymentProviders.emulatorAccounts.get(tenantId, 'alipay')!.credentials as AlipayAccount;

async function checkout() {
  const paid = await j.pay('pay/alipay_pay', (row) => row.familyId === 11601);
  const page = await j.open(paid.url, paid.host);
  expect(page.res.statusCode).toBe(200);
  return { ...paid, checkoutUrl: page.url };
}

const notificationsOf = (paymentId: string) => t.app.emulators.store.notificationsOf(paymentId);

/** Posts a (possibly altered) notification to the store's route, as Antom would. */
const post = (url: string, body: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body });

const accepted = { result: { resultCode: 'SUCCESS', resultStatus: 'S', resultMessage: 'success' } };

describe('the Antom emulator, through the store', () => {
  it('creates the order with a signed pay and sends the player to the cashier', async () => {
    const { order, url, host, priceMinor } = await checkout();
    expect(order).toMatchObject({ status: 'pending', provider: 'alipay' });
    expect(order.providerTxnId).toMatch(/^\d{35}$/);
    expect(url).toBe(`http://${host}/emulator/alipay/checkout/${order.providerTxnId}`);
    expect(await t.app.emulators.store.find('alipay', order.providerTxnId!)).toMatchObject({
      merchantRef: order.billingNo,
      amountMinor: priceMinor,
      notifyUrl: `http://${host}/api/pay/notify/alipay/${order.tenantId}`,
      returnUrl: `http://${host}/`,
      data: { methodType: expect.stringMatching(/^ALIPAY_(CN|HK)$/) },
    });
  });

  it('pays on the signed notifyPayment, answered S; delivered once; replays change nothing', async () => {
    const { order, checkoutUrl, host } = await checkout();
    const choice = await j.choose(checkoutUrl, 'succeed');
    expect(choice.body).toContain(`href="http://${host}/"`);
    const [sent] = await notificationsOf(order.providerTxnId!);
    const account = accountOf(order.tenantId);
    // Signed with Antom's key over the store's notify path, checkable with alipayPublicKey.
    const signature = readSignatureHeader(sent!.headers.signature)!;
    const content = contentToSign(
      'POST',
      new URL(sent!.url).pathname,
      account.clientId,
      sent!.headers['request-time']!,
      sent!.body,
    );
    expect(verifyContent(content, signature, account.alipayPublicKey)).toBe(true);
    expect(JSON.parse(sent!.body)).toMatchObject({
      notifyType: 'PAYMENT_RESULT',
      result: { resultStatus: 'S' },
      paymentRequestId: order.billingNo,
      paymentId: order.providerTxnId,
    });
    expect(await j.sendNotifications()).toMatchObject({ sent: 1, retried: 0 });
    await j.expectDeliveredOnce(order.billingNo);
    const again = await post(sent!.url, sent!.body, sent!.headers);
    expect(again.json()).toEqual(accepted);
    await j.expectDeliveredOnce(order.billingNo);
  });

  it('refuses forged, unsigned, amount-changed and re-addressed notifications', async () => {
    const { order, checkoutUrl } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    const [sent] = await notificationsOf(order.providerTxnId!);
    const cheaper = sent!.body.replace(/"value":"\d+"/, '"value":"1"');
    expect(cheaper).not.toBe(sent!.body);
    expect((await post(sent!.url, cheaper, sent!.headers)).statusCode).toBe(400);
    const { signature: _dropped, ...unsigned } = sent!.headers;
    expect((await post(sent!.url, sent!.body, unsigned)).statusCode).toBe(400);
    // Signed with the merchant's own key, not Antom's.
    const account = accountOf(order.tenantId);
    const path = new URL(sent!.url).pathname;
    const time = sent!.headers['request-time']!;
    const forged = signatureHeader(
      signContent(
        contentToSign('POST', path, account.clientId, time, sent!.body),
        account.privateKey,
      ),
    );
    expect(
      (await post(sent!.url, sent!.body, { ...sent!.headers, signature: forged })).statusCode,
    ).toBe(400);
    // Antom's genuine message posted for another brand: the path (and the client) differ.
    const other = ['watt', 'dragon', 'joyage'].find((id) => id !== order.tenantId)!;
    const elsewhere = `http://x/api/pay/notify/alipay/${other}`;
    expect((await post(elsewhere, sent!.body, sent!.headers)).statusCode).toBe(400);
    expect((await j.orderOf(order.billingNo)).status).toBe('pending');
  });

  it('a declined or cancelled payment fails the order', async () => {
    for (const action of ['decline', 'cancel'] as const) {
      const { order, checkoutUrl } = await checkout();
      await j.choose(checkoutUrl, action);
      const [sent] = await notificationsOf(order.providerTxnId!);
      expect(JSON.parse(sent!.body)).toMatchObject({ result: { resultStatus: 'F' } });
      await j.sendNotifications();
      expect((await j.orderOf(order.billingNo)).status).toBe('failed');
    }
  });

  it('a payment whose notification never arrives is settled by inquiryPayment', async () => {
    const { order, checkoutUrl } = await checkout();
    const provider = t.app.paymentProviders.registry.get('alipay')!;
    expect(await provider.queryStatus(await j.orderOf(order.billingNo))).toMatchObject({
      action: 'pending',
    });
    await j.choose(checkoutUrl, 'succeed');
    await j.expectQueryPaid('alipay', order);
    await j.sendNotifications();
  });

  it('a refund from the console refunds the order and takes the goods back, once', async () => {
    const { order, checkoutUrl, host } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    await j.sendNotifications();
    await j.expectDeliveredOnce(order.billingNo);
    const refunded = await j.consoleRefund('alipay', order.providerTxnId!, host);
    expect(refunded.body).toContain('Refund sent.');
    const refund = (await notificationsOf(order.providerTxnId!)).at(-1)!;
    expect(JSON.parse(refund.body)).toMatchObject({
      notifyType: 'REFUND_RESULT',
      refundStatus: 'SUCCESS',
      refundRequestId: expect.stringMatching(new RegExp(`^${order.billingNo}~R`)),
    });
    expect(await j.sendNotifications()).toMatchObject({ sent: 1, retried: 0 });
    await j.expectRefunded(order.billingNo);
    const again = await post(refund.url, refund.body, refund.headers);
    expect(again.json()).toEqual(accepted);
    await j.expectRefunded(order.billingNo);
  });

  it('a chargeback from the console arrives as a judged dispute and reverses the order', async () => {
    const { order, checkoutUrl, host } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    await j.sendNotifications();
    await j.expectDeliveredOnce(order.billingNo);
    await j.consoleRefund('alipay', order.providerTxnId!, host, 'chargeback');
    const notice = (await notificationsOf(order.providerTxnId!)).at(-1)!;
    expect(JSON.parse(notice.body)).toMatchObject({
      disputeNotificationType: 'DISPUTE_JUDGED',
      disputeJudgedResult: 'ACCEPT_BY_MERCHANT',
    });
    expect(await j.sendNotifications()).toMatchObject({ sent: 1, retried: 0 });
    await j.expectRefunded(order.billingNo);
  });

  it("the store's refund reaches Antom's refund API, once per refundRequestId", async () => {
    const { order, checkoutUrl } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    await j.sendNotifications();
    await j.expectDeliveredOnce(order.billingNo);
    const provider = t.app.paymentProviders.registry.get('alipay')!;
    const first = await provider.refund(await j.orderOf(order.billingNo));
    // The refund is named by our refundRequestId, the id notifyRefund carries too (issue 31 item 9).
    expect(first).toEqual({
      ok: true,
      refundId: expect.stringMatching(/~R[0-9a-f]{16}$/),
      pending: expect.any(Boolean),
    });
    expect(await provider.refund(await j.orderOf(order.billingNo))).toEqual(first);
    const refunds = await t.app.emulators.store.refundsOf(order.providerTxnId!);
    expect(refunds).toMatchObject([
      { amountMinor: order.amountMinor, requestKey: expect.stringMatching(/~R[0-9a-f]{16}$/) },
    ]);
    const notice = (await notificationsOf(order.providerTxnId!)).at(-1)!;
    expect(JSON.parse(notice.body)).toMatchObject({
      refundRequestId: refunds[0]!.requestKey,
      refundId: refunds[0]!.id,
    });
    expect(first.ok && first.refundId).toBe(refunds[0]!.requestKey);
    await j.sendNotifications();
    await j.expectRefunded(order.billingNo);
  });
});

describe('AliPay card (11602)', () => {
  it('stays in the generic sandbox drop-in: no Antom payment is made', async () => {
    const method = await j.methodFor('pay/alipay_pay', (row) => row.familyId === 11602);
    const { tenant, body } = await j.payloadFor(method);
    const res = await j.post(hostOf(tenant), '/api/pay/alipay_pay', body);
    expect(res).toMatchObject({ status: 200, code: 1, data: { url: '' } });
    expect(res.data.drop_in).toMatchObject({ provider: 'alipay' });
    const order = await j.orderOf(res.data.billing_no as string);
    expect(order.providerTxnId).toBeTruthy();
    expect(await t.app.emulators.store.find('alipay', order.providerTxnId!)).toBeNull();
    expect(await t.app.emulators.store.findByRef('alipay', tenant.id, order.billingNo)).toBeNull();
    // Queried at the sandbox, which knows it (still open).
    const provider = t.app.paymentProviders.registry.get('alipay')!;
    expect(await provider.queryStatus(order)).toBeNull();
  });
});

describe("the Antom emulator's own API", () => {
  const path = '/emulator/alipay/ams/api/v1/payments/inquiryPayment';
  const call = (account: AlipayAccount, body: string, signWith = account.privateKey) => {
    const time = new Date().toISOString();
    return t.app.inject({
      method: 'POST',
      url: path,
      headers: {
        host: '127.0.0.1:8080',
        'content-type': 'application/json; charset=UTF-8',
        'client-id': account.clientId,
        'request-time': time,
        signature: signatureHeader(
          signContent(contentToSign('POST', path, account.clientId, time, body), signWith),
        ),
      },
      payload: body,
    });
  };

  it('signs its answers and refuses a bad signature or an unknown client', async () => {
    const watt = accountOf('watt');
    const body = JSON.stringify({ paymentRequestId: 'nope' });
    const ok = await call(watt, body);
    expect(ok.json()).toMatchObject({
      result: { resultCode: 'ORDER_NOT_EXIST', resultStatus: 'F' },
    });
    const content = contentToSign(
      'POST',
      path,
      String(ok.headers['client-id']),
      String(ok.headers['response-time']),
      ok.body,
    );
    const signed = readSignatureHeader(String(ok.headers.signature))!;
    expect(verifyContent(content, signed, watt.alipayPublicKey)).toBe(true);
    // Signed with a key that is not the merchant's (Antom's own).
    const bad = await call(watt, body, watt.antomPrivateKey!);
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ result: { resultCode: 'INVALID_SIGNATURE' } });
    const stranger = await call({ ...watt, clientId: 'SANDBOX_NOBODY' }, body);
    expect(stranger.json()).toMatchObject({ result: { resultCode: 'INVALID_CLIENT_STATUS' } });
  });
});
