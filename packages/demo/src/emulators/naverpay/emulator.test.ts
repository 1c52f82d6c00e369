import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '@topup/server/test/create-test-app';
import type { NaverpayCredentials } from '@topup/server/modules/payments/providers/naverpay/credentials';
import { createNaverpayProtocol } from '@topup/server/modules/payments/providers/naverpay/protocol';
import { createPayTestApp } from '@topup/server/modules/payments/test-kit';
import { createInjectTransport } from '../../sandbox-gateway/inject-transport.ts';
import { journeyKit } from '../journey-test-kit.ts';

// NaverPay end to end through the store: v2/reserve with the merchant's client id, secret and
// partner id, NaverPay's page, the payer's return to the store's return route with
// resultCode=Success&paymentId, v2.2/apply/payment there (the only step that takes the money:
// no notifications exist), v2.2/list/history for re-checks, v1/cancel for refunds.

let t: TestApp;
beforeAll(async () => {
  t = await createPayTestApp();
});
afterAll(() => t.close());
const j = journeyKit(() => t);

const accountOf = (tenantId: string) =>
  t.app.paymentProviders.emulatorAccounts.get(tenantId, 'naverpay')!
    .credentials as NaverpayCredentials;

async function checkout(
  endpoint: 'kr_pay/naver_pay' | 'pay/naver_pay' = 'kr_pay/naver_pay',
  familyId = 11401,
) {
  const paid = await j.pay(endpoint, (m) => m.familyId === familyId);
  const page = await j.open(paid.url, paid.host);
  expect(page.res.statusCode).toBe(200);
  return { ...paid, checkoutUrl: page.url };
}

/** The "Return to …" link of a page after the payer's choice. */
const returnLink = (html: string) =>
  /<a href="([^"]*)">Return to/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? null;

/** Follows the return link as the payer's browser would: the store's return route. */
async function comeBack(link: string) {
  const url = new URL(link);
  return t.app.inject({ url: url.pathname + url.search, headers: { host: url.host } });
}

const provider = () => t.app.paymentProviders.registry.get('naverpay')!;

/** Pays an order to the end: the payer's "Pay now" and return (the store's approve). */
async function paidOrder() {
  const started = await checkout();
  const link = returnLink((await j.choose(started.checkoutUrl, 'succeed')).body)!;
  await comeBack(link);
  await j.expectDeliveredOnce(started.order.billingNo);
  return { ...started, link, order: await j.orderOf(started.order.billingNo) };
}

describe('the NaverPay emulator, through the store', () => {
  it('reserves the payment and sends the player to its page; returnUrl is the return route', async () => {
    const { order, url, host, priceMinor } = await checkout();
    expect(order).toMatchObject({ status: 'pending', provider: 'naverpay', currency: 'KRW' });
    expect(order.providerTxnId).toMatch(/^\d{8}NR\d{10}$/);
    expect(url).toBe(`http://${host}/emulator/naverpay/checkout/${order.providerTxnId}`);
    expect(await t.app.emulators.store.find('naverpay', order.providerTxnId!)).toMatchObject({
      merchantRef: order.billingNo,
      amountMinor: priceMinor,
      notifyUrl: null,
      returnUrl: `http://${host}/pay/return/naverpay/${order.billingNo}`,
    });
  });

  it("pays on the payer's return (apply/payment), delivered once; a replayed return changes nothing", async () => {
    const { order, checkoutUrl, host } = await checkout();
    const choice = await j.choose(checkoutUrl, 'succeed');
    expect(choice.body).toContain('Payment approved.');
    expect(await t.app.emulators.store.notificationsOf(order.providerTxnId!)).toEqual([]);
    expect((await j.orderOf(order.billingNo)).status).toBe('pending');
    const link = returnLink(choice.body)!;
    expect(link).toMatch(
      new RegExp(
        `^http://${host}/pay/return/naverpay/${order.billingNo}\\?resultCode=Success&paymentId=\\d{8}NP\\d{10}$`,
      ),
    );
    const back = await comeBack(link);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/');
    const paid = await j.orderOf(order.billingNo);
    expect(paid.status).toBe('paid');
    // The order now carries the paymentId, which history, cancel and reconciliation know it by.
    expect(paid.providerTxnId).toBe(new URL(link).searchParams.get('paymentId'));
    await j.expectDeliveredOnce(order.billingNo);
    expect((await comeBack(link)).statusCode).toBe(303);
    await j.expectDeliveredOnce(order.billingNo);
    expect(await provider().queryStatus(paid)).toEqual({
      action: 'paid',
      providerTxnId: paid.providerTxnId,
      amountMinor: order.amountMinor,
      currency: 'KRW',
    });
  });

  it('the in-game variant (11501) on /api/pay/naver_pay pays the same way', async () => {
    const { order, checkoutUrl } = await checkout('pay/naver_pay', 11501);
    expect(order.familyId).toBe(11501);
    await comeBack(returnLink((await j.choose(checkoutUrl, 'succeed')).body)!);
    await j.expectDeliveredOnce(order.billingNo);
  });

  it('forged, tampered and cross-brand returns approve nothing; the real one still does', async () => {
    const { order, checkoutUrl, host } = await checkout();
    const link = returnLink((await j.choose(checkoutUrl, 'succeed')).body)!;
    // A made-up paymentId: NaverPay refuses the approve.
    await comeBack(link.replace(/paymentId=\w+/, 'paymentId=20260101NP0000000000'));
    expect((await j.orderOf(order.billingNo)).status).toBe('pending');
    // Another order's paid paymentId on this order's return: its merchantPayKey is not ours.
    const other = await paidOrder();
    const tampered = link.replace(/paymentId=\w+/, `paymentId=${other.order.providerTxnId}`);
    await comeBack(tampered);
    expect((await j.orderOf(order.billingNo)).status).toBe('pending');
    await j.expectDeliveredOnce(other.order.billingNo);
    // This payment's paymentId on another brand's order: that brand's credentials cannot
    // approve a payment made with this brand's merchant.
    const theirs = await j.pay('kr_pay/naver_pay', (m) => m.tenantId !== order.tenantId);
    const crossed = `http://${theirs.host}/pay/return/naverpay/${theirs.order.billingNo}?${new URL(link).search.slice(1)}`;
    expect((await comeBack(crossed)).statusCode).toBe(303);
    expect((await j.orderOf(theirs.order.billingNo)).status).toBe('pending');
    expect((await j.orderOf(order.billingNo)).status).toBe('pending');
    expect(host).toBeTruthy();
    await comeBack(link);
    await j.expectDeliveredOnce(order.billingNo);
  });

  it('anything posted to its notify route is refused and changes nothing (NaverPay notifies nothing)', async () => {
    const { order, checkoutUrl, host } = await checkout();
    const link = returnLink((await j.choose(checkoutUrl, 'succeed')).body)!;
    const paymentId = new URL(link).searchParams.get('paymentId');
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/pay/notify/naverpay/${order.tenantId}`,
      headers: { host, 'content-type': 'application/json' },
      payload: JSON.stringify({
        code: 'Success',
        body: {
          paymentId,
          detail: {
            paymentId,
            merchantPayKey: order.billingNo,
            admissionTypeCode: '01',
            admissionState: 'SUCCESS',
            totalPayAmount: order.amountMinor,
          },
        },
      }),
    });
    expect(forged.statusCode).toBe(400);
    expect((await j.orderOf(order.billingNo)).status).toBe('pending');
    expect((await t.app.emulators.store.find('naverpay', order.providerTxnId!))!.status).toBe(
      'authorized',
    );
  });

  it('a declined or cancelled payment fails the order when the player comes back', async () => {
    for (const action of ['decline', 'cancel'] as const) {
      const { order, checkoutUrl } = await checkout();
      const link = returnLink((await j.choose(checkoutUrl, action)).body)!;
      expect(link).toContain('resultCode=Fail');
      expect(link).not.toContain('paymentId');
      await comeBack(link);
      expect((await j.orderOf(order.billingNo)).status).toBe('failed');
    }
    // The player who never comes back: nothing is charged, and a re-check knows nothing yet.
    const { order, checkoutUrl } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    expect(await provider().queryStatus(await j.orderOf(order.billingNo))).toBeNull();
    expect((await t.app.emulators.store.find('naverpay', order.providerTxnId!))!.status).toBe(
      'authorized',
    );
  });

  it('a refund from the console cancels at NaverPay; the history reports it refunded', async () => {
    const { order, host } = await paidOrder();
    const reserveId = (await t.app.emulators.store.findByData(
      'naverpay',
      'paymentId',
      order.providerTxnId!,
    ))!.id;
    const refunded = await j.consoleRefund('naverpay', reserveId, host);
    expect(refunded.body).toContain('Refund sent.');
    expect(await t.app.emulators.store.notificationsOf(reserveId)).toEqual([]);
    expect(await provider().queryStatus(order)).toEqual({
      action: 'refunded',
      providerTxnId: order.providerTxnId,
      amountMinor: order.amountMinor,
      currency: 'KRW',
    });
  });

  it("the store's refund reaches v1/cancel once per refund key (idempotency key)", async () => {
    const { order } = await paidOrder();
    const first = await provider().refund(order);
    expect(first).toEqual({
      ok: true,
      refundId: expect.stringMatching(/^\d{8}NP\d{10}$/),
      pending: expect.any(Boolean),
    });
    // Asked again (a retry): the idempotency key answers the first cancel, nothing twice.
    expect(await provider().refund(order)).toEqual(first);
    const reserveId = (await t.app.emulators.store.findByData(
      'naverpay',
      'paymentId',
      order.providerTxnId!,
    ))!.id;
    expect(await t.app.emulators.store.refundsOf(reserveId)).toMatchObject([
      { id: first.ok ? first.refundId : '', amountMinor: order.amountMinor },
    ]);
    expect(await provider().queryStatus(order)).toMatchObject({ action: 'refunded' });
  });
});

describe('the NaverPay emulator, for the daily comparison', () => {
  it("lists the day's approvals and cancels of this merchant only (list/history by period)", async () => {
    const { order } = await paidOrder();
    const refund = await provider().refund(order);
    expect(refund.ok).toBe(true);
    const protocol = createNaverpayProtocol({ emulatorBase: 'http://127.0.0.1:8080' });
    const ioOf = (tenantId: string) => ({
      credentials: accountOf(tenantId),
      endpoints: protocol.endpoints('emulator'),
      transport: createInjectTransport(t.app),
      now: () => new Date(),
    });
    // The app's own clock (tests fix it), as the emulator stamps its lines with it.
    const now = t.app.clock.now().getTime();
    const window = { from: new Date(now - 3600_000), to: new Date(now + 60_000) };
    const listed = (await protocol.listTransactions!(ioOf(order.tenantId), window))!;
    expect(listed.filter((l) => l.billingNo === order.billingNo)).toEqual([
      expect.objectContaining({
        kind: 'refund',
        status: 'refunded',
        providerRef: refund.ok ? refund.refundId : '',
        amountMinor: order.amountMinor,
      }),
      expect.objectContaining({
        kind: 'payment',
        status: 'paid',
        providerRef: order.providerTxnId,
        amountMinor: order.amountMinor,
        currency: 'KRW',
      }),
    ]);
    const other = order.tenantId === 'watt' ? 'dragon' : 'watt';
    const theirs = (await protocol.listTransactions!(ioOf(other), window))!;
    expect(theirs.some((l) => l.billingNo === order.billingNo)).toBe(false);
    // A window before the payment lists nothing of it.
    const before = { from: new Date(now - 7200_000), to: new Date(now - 3600_000) };
    expect(
      (await protocol.listTransactions!(ioOf(order.tenantId), before))!.some(
        (l) => l.billingNo === order.billingNo,
      ),
    ).toBe(false);
  });
});

describe("the NaverPay emulator's own API", () => {
  const call = (
    api: string,
    creds: Pick<NaverpayCredentials, 'clientId' | 'clientSecret' | 'chainId'>,
    partnerId: string,
    body: Record<string, unknown> | URLSearchParams,
    idempotencyKey?: string,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/emulator/naverpay/${partnerId}/naverpay/payments/${api}`,
      headers: {
        host: '127.0.0.1:8080',
        'content-type':
          body instanceof URLSearchParams
            ? 'application/x-www-form-urlencoded'
            : 'application/json',
        'x-naver-client-id': creds.clientId,
        'x-naver-client-secret': creds.clientSecret,
        ...(creds.chainId ? { 'x-naverpay-chain-id': creds.chainId } : {}),
        ...(idempotencyKey ? { 'x-naverpay-idempotency-key': idempotencyKey } : {}),
      },
      payload: body instanceof URLSearchParams ? body.toString() : JSON.stringify(body),
    });
  const reserve = {
    modelVersion: '2',
    merchantPayKey: 'EMU-NP-1',
    merchantUserKey: '10000001',
    productName: 'Gems',
    productCount: 1,
    totalPayAmount: 2200,
    taxScopeAmount: 2200,
    taxExScopeAmount: 0,
    returnUrl: 'http://watt.localhost:8080/r',
  };

  it("refuses a wrong secret, another merchant's partner id and another merchant's payment", async () => {
    const watt = accountOf('watt');
    const dragon = accountOf('dragon');
    const wrong = await call(
      'v2/reserve',
      { ...watt, clientSecret: 'nope' },
      watt.partnerId,
      reserve,
    );
    expect(wrong.statusCode).toBe(401);
    expect((await call('v2/reserve', watt, dragon.partnerId, reserve)).json()).toMatchObject({
      code: 'InvalidMerchant',
    });
    const made = await call('v2/reserve', watt, watt.partnerId, reserve);
    expect(made.json()).toMatchObject({
      code: 'Success',
      body: { reserveId: expect.stringMatching(/^\d{8}NR\d{10}$/) },
    });
    const paymentId = (await t.app.emulators.store.find('naverpay', made.json().body.reserveId))!
      .data as { paymentId: string };
    const theirs = await call(
      'v2.2/apply/payment',
      dragon,
      dragon.partnerId,
      new URLSearchParams({ paymentId: paymentId.paymentId }),
    );
    expect(theirs.json()).toMatchObject({ code: 'InvalidPaymentId' });
    // Not paid by the payer yet: the merchant cannot approve it.
    const early = await call(
      'v2.2/apply/payment',
      watt,
      watt.partnerId,
      new URLSearchParams({ paymentId: paymentId.paymentId }),
    );
    expect(early.json()).toMatchObject({ code: 'NotApproved' });
    const bad = await call('v2/reserve', watt, watt.partnerId, { ...reserve, taxScopeAmount: 1 });
    expect(bad.json()).toMatchObject({ code: 'InvalidParameter' });
  });
  it('answers a repeated approve or cancel under its idempotency key as the first one, once', async () => {
    const { order } = await paidOrder();
    const creds = accountOf(order.tenantId);
    const paymentId = new URLSearchParams({ paymentId: order.providerTxnId! });
    // The store approved with apply-<paymentId>: the same key gets the same approval back…
    const again = await call(
      'v2.2/apply/payment',
      creds,
      creds.partnerId,
      paymentId,
      `apply-${order.providerTxnId}`,
    );
    expect(again.json()).toMatchObject({
      code: 'Success',
      body: { paymentId: order.providerTxnId, detail: { merchantPayKey: order.billingNo } },
    });
    // …another key is a second approval, refused.
    const other = await call('v2.2/apply/payment', creds, creds.partnerId, paymentId, 'other');
    expect(other.json()).toMatchObject({ code: 'AlreadyComplete' });
    const cancel = new URLSearchParams({
      paymentId: order.providerTxnId!,
      cancelAmount: '100',
      cancelReason: 'test',
      cancelRequester: '2',
      taxScopeAmount: '100',
      taxExScopeAmount: '0',
    });
    const first = await call('v1/cancel', creds, creds.partnerId, cancel, 'cancel-1');
    const second = await call('v1/cancel', creds, creds.partnerId, cancel, 'cancel-1');
    expect(second.json().body.payHistId).toBe(first.json().body.payHistId);
    const reserveId = (await t.app.emulators.store.findByData(
      'naverpay',
      'paymentId',
      order.providerTxnId!,
    ))!.id;
    expect(await t.app.emulators.store.refundsOf(reserveId)).toHaveLength(1);
  });
});
