import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '@topup/server/test/create-test-app';
import { signBody, verifyBody } from '@topup/server/modules/payments/providers/payermax/signature';
import { createPayTestApp } from '@topup/server/modules/payments/test-kit';
import { journeyKit } from '../journey-test-kit.ts';
import type { PayermaxAccount } from './emulator.ts';

// PayerMax end to end through the store: orderAndPay signed by the brand's key and answered signed
// by PayerMax's platform key, the cashier page, the signed PAYMENT notification answered
// {"code":"SUCCESS","msg":"Success"}, orderQuery, and refunds with their REFUND notification.

let t: TestApp;
beforeAll(async () => {
  t = await createPayTestApp();
});
afterAll(() => t.close());
const j = journeyKit(() => t);

const accountOf = (tenantId: string) =>
  t.app.paymentProviders.emulatorAccounts.get(tenantId, 'payermax')!.credentials as PayermaxAccount;

async function checkout() {
  const paid = await j.pay('pay/payermax_pay');
  const page = await j.open(paid.url, paid.host);
  expect(page.res.statusCode).toBe(200);
  return { ...paid, checkoutUrl: page.url };
}

const notificationsOf = (tradeToken: string) => t.app.emulators.store.notificationsOf(tradeToken);

/** Posts a (possibly altered) notification to the store's route, as PayerMax would. */
const post = (url: string, body: string, sign: string) =>
  t.app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: { 'content-type': 'application/json', sign },
    payload: body,
  });

describe('the PayerMax emulator, through the store', () => {
  it('creates the order with a signed orderAndPay and sends the player to the cashier', async () => {
    const { order, url, host, priceMinor } = await checkout();
    expect(order).toMatchObject({ status: 'pending', provider: 'payermax' });
    expect(order.providerTxnId).toMatch(/^T\d{22}$/);
    expect(url).toBe(`http://${host}/emulator/payermax/checkout/${order.providerTxnId}`);
    expect(await t.app.emulators.store.find('payermax', order.providerTxnId!)).toMatchObject({
      merchantRef: order.billingNo,
      amountMinor: priceMinor,
      notifyUrl: `http://${host}/api/pay/notify/payermax/${order.tenantId}`,
      returnUrl: `http://${host}/`,
    });
  });

  it('pays on the signed notification, answered SUCCESS; delivered once; replays change nothing', async () => {
    const { order, checkoutUrl, host } = await checkout();
    const choice = await j.choose(checkoutUrl, 'succeed');
    expect(choice.body).toContain(
      `http://${host}/?outTradeNo=${order.billingNo}&amp;tradeToken=${order.providerTxnId}&amp;status=SUCCESS`,
    );
    const [sent] = await notificationsOf(order.providerTxnId!);
    // Signed with PayerMax's platform key, checkable with the brand's platformPublicKey.
    expect(
      verifyBody(sent!.body, sent!.headers.sign!, accountOf(order.tenantId).platformPublicKey),
    ).toBe(true);
    expect(JSON.parse(sent!.body)).toMatchObject({
      notifyType: 'PAYMENT',
      code: 'APPLY_SUCCESS',
      data: { outTradeNo: order.billingNo, status: 'SUCCESS', currency: order.currency },
    });
    expect(await j.sendNotifications()).toMatchObject({ sent: 1, retried: 0 });
    await j.expectDeliveredOnce(order.billingNo);
    const again = await post(sent!.url, sent!.body, sent!.headers.sign!);
    expect(again.json()).toEqual({ code: 'SUCCESS', msg: 'Success' });
    await j.expectDeliveredOnce(order.billingNo);
  });

  it('refuses forged, unsigned and amount-changed notifications, changing nothing', async () => {
    const { order, checkoutUrl } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    const [sent] = await notificationsOf(order.providerTxnId!);
    const cheaper = sent!.body.replace(/"totalAmount":[\d.]+/, '"totalAmount":0.01');
    expect(cheaper).not.toBe(sent!.body);
    expect((await post(sent!.url, cheaper, sent!.headers.sign!)).statusCode).toBe(400);
    expect((await post(sent!.url, sent!.body, '')).statusCode).toBe(400);
    // Signed by the merchant's own key, not PayerMax's.
    const forged = signBody(sent!.body, accountOf(order.tenantId).privateKey);
    expect((await post(sent!.url, sent!.body, forged)).statusCode).toBe(400);
    // PayerMax's genuine message (one platform key for all merchants) posted for another brand.
    const other = ['watt', 'dragon', 'joyage'].find((id) => id !== order.tenantId)!;
    const elsewhere = `http://x/api/pay/notify/payermax/${other}`;
    expect((await post(elsewhere, sent!.body, sent!.headers.sign!)).statusCode).toBe(400);
    expect((await j.orderOf(order.billingNo)).status).toBe('pending');
  });

  it('a declined or cancelled payment fails the order', async () => {
    for (const [action, status] of [
      ['decline', 'FAILED'],
      ['cancel', 'CLOSED'],
    ] as const) {
      const { order, checkoutUrl } = await checkout();
      await j.choose(checkoutUrl, action);
      const [sent] = await notificationsOf(order.providerTxnId!);
      expect(JSON.parse(sent!.body)).toMatchObject({ data: { status } });
      await j.sendNotifications();
      expect((await j.orderOf(order.billingNo)).status).toBe('failed');
    }
  });

  it('a payment whose notification never arrives is settled by orderQuery', async () => {
    const { order, checkoutUrl } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    await j.expectQueryPaid('payermax', order);
    await j.sendNotifications();
  });

  it('a refund from the console refunds the order and takes the goods back, once', async () => {
    const { order, checkoutUrl, host } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    await j.sendNotifications();
    await j.expectDeliveredOnce(order.billingNo);
    const refunded = await j.consoleRefund('payermax', order.providerTxnId!, host);
    expect(refunded.body).toContain('Refund sent.');
    const refund = (await notificationsOf(order.providerTxnId!)).at(-1)!;
    expect(JSON.parse(refund.body)).toMatchObject({
      notifyType: 'REFUND',
      data: { outTradeNo: order.billingNo, status: 'REFUND_SUCCESS' },
    });
    expect(await j.sendNotifications()).toMatchObject({ sent: 1, retried: 0 });
    await j.expectRefunded(order.billingNo);
    // PayerMax resends until it hears SUCCESS: a copy changes nothing.
    const again = await post(refund.url, refund.body, refund.headers.sign!);
    expect(again.json()).toEqual({ code: 'SUCCESS', msg: 'Success' });
    await j.expectRefunded(order.billingNo);
  });

  it("the store's refund reaches PayerMax's refund API, once per refund key", async () => {
    const { order, checkoutUrl } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    await j.sendNotifications();
    await j.expectDeliveredOnce(order.billingNo);
    const provider = t.app.paymentProviders.registry.get('payermax')!;
    const first = await provider.refund(await j.orderOf(order.billingNo));
    expect(first).toEqual({
      ok: true,
      refundId: expect.stringMatching(/^R\d{22}$/),
      pending: expect.any(Boolean),
    });
    // The same refund asked again (a retry): the same refund, nothing more given back.
    expect(await provider.refund(await j.orderOf(order.billingNo))).toEqual(first);
    const refunds = await t.app.emulators.store.refundsOf(order.providerTxnId!);
    expect(refunds).toMatchObject([
      { amountMinor: order.amountMinor, requestKey: `${order.billingNo}-refund` },
    ]);
    const notice = (await notificationsOf(order.providerTxnId!)).at(-1)!;
    expect(JSON.parse(notice.body)).toMatchObject({
      notifyType: 'REFUND',
      data: { outRefundNo: `${order.billingNo}-refund`, refundTradeNo: refunds[0]!.id },
    });
    await j.sendNotifications();
    await j.expectRefunded(order.billingNo);
  });
});

describe("the PayerMax emulator's own API", () => {
  const envelope = (account: PayermaxAccount, data: Record<string, unknown>, at = new Date()) =>
    JSON.stringify({
      version: '1.1',
      keyVersion: '1',
      requestTime: at.toISOString(),
      appId: account.appId,
      merchantNo: account.merchantNo,
      data,
    });
  const call = (api: string, body: string, sign: string) =>
    t.app.inject({
      method: 'POST',
      url: `/emulator/payermax/${api}`,
      headers: { host: '127.0.0.1:8080', 'content-type': 'application/json', sign },
      payload: body,
    });

  it('signs its answers and refuses a bad signature, a stale request or an unknown merchant', async () => {
    const watt = accountOf('watt');
    const body = envelope(watt, { outTradeNo: 'nope' });
    const ok = await call('orderQuery', body, signBody(body, watt.privateKey));
    expect(ok.json()).toMatchObject({ code: 'ORDER_NOT_EXIST' });
    expect(verifyBody(ok.body, String(ok.headers.sign), watt.platformPublicKey)).toBe(true);
    // Signed with a key that is not the merchant's (PayerMax's own).
    const badSign = await call('orderQuery', body, signBody(body, watt.platformPrivateKey!));
    expect(badSign.json()).toMatchObject({ code: 'SIGN_VERIFY_FAILED' });
    const stale = envelope(watt, { outTradeNo: 'nope' }, new Date(Date.now() - 5 * 60_000));
    expect(
      (await call('orderQuery', stale, signBody(stale, watt.privateKey))).json(),
    ).toMatchObject({ code: 'REQ_TIME_OVER_TIME' });
    const stranger = envelope({ ...watt, merchantNo: 'P00000000000000' }, {});
    expect(
      (await call('orderQuery', stranger, signBody(stranger, watt.privateKey))).json(),
    ).toMatchObject({ code: 'MERCHANT_INVALID' });
  });

  it('refuses an amount PayerMax cannot express', async () => {
    const watt = accountOf('watt');
    const body = envelope(watt, {
      outTradeNo: 'EMU-PM-1',
      integrate: 'Hosted_Checkout',
      subject: 'x',
      totalAmount: 1.234,
      currency: 'USD',
      userId: '10000001',
      frontCallbackUrl: 'http://watt.localhost:8080/',
      notifyUrl: 'http://watt.localhost:8080/api/pay/notify/payermax/watt',
    });
    expect((await call('orderAndPay', body, signBody(body, watt.privateKey))).json()).toMatchObject(
      { code: 'AMOUNT_INVALID' },
    );
  });
});
