import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRefunds } from '@topup/server/db/tables/payments';
import { refundThroughProvider } from '@topup/server/modules/orders/refund-through-provider';
import { toRazerAmount } from '@topup/server/modules/payments/providers/razer/amounts';
import type { TestApp } from '@topup/server/test/create-test-app';
import type { RazerCredentials } from '@topup/server/modules/payments/providers/razer/credentials';
import {
  razerNotificationSkey,
  razerRefundAnswerSignature,
} from '@topup/server/modules/payments/providers/razer/signature';
import { createPayTestApp } from '@topup/server/modules/payments/test-kit';
import { formsOf, journeyKit } from '../journey-test-kit.ts';

// Razer Gold end to end through the store, against the Razer Merchant Services emulator: the
// hosted page checked by its vcode, the callback with its skey acknowledged CBTOKEN:MPSTATOK,
// query by order ID, and the refund API keyed by Razer's RefundID.

let t: TestApp;
beforeAll(async () => {
  t = await createPayTestApp();
});
afterAll(() => t.close());
const j = journeyKit(() => t);

const credentialsOf = (tenantId: string) =>
  t.app.paymentProviders.emulatorAccounts.get(tenantId, 'razer')!.credentials as RazerCredentials;

async function checkout() {
  const paid = await j.pay('pay/razer_gold_pay', (row) => row.familyId === 10101);
  const page = await j.open(paid.url, paid.host);
  expect(page.res.statusCode).toBe(200);
  const tranId = /\/emulator\/razer\/checkout\/(\d+)$/.exec(page.url)?.[1];
  expect(tranId).toBeDefined();
  return { ...paid, checkoutUrl: page.url, tranId: tranId! };
}

const notify = (tenantId: string, body: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/pay/notify/razer/${tenantId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });

describe('the Razer Merchant Services emulator, through the store', () => {
  it('sends the player to the hosted page with the extended vcode of the order', async () => {
    const { order, url, host, priceMinor } = await j.pay(
      'pay/razer_gold_pay',
      (row) => row.familyId === 10101,
    );
    expect(order).toMatchObject({ status: 'pending', provider: 'razer' });
    const { merchantId } = credentialsOf(order.tenantId);
    const link = new URL(url);
    expect(link.host).toBe(host);
    expect(link.pathname).toBe(`/emulator/razer/RMS/pay/${merchantId}/`);
    expect(link.searchParams.get('orderid')).toBe(order.billingNo);
    expect(link.searchParams.get('currency')).toBe(order.currency);
    expect(link.searchParams.get('callbackurl')).toBe(
      `http://${host}/api/pay/notify/razer/${order.tenantId}`,
    );
    // Razer posts the payer back: to the store's return route, which takes a post.
    expect(link.searchParams.get('returnurl')).toBe(
      `http://${host}/pay/return/razer/${order.billingNo}`,
    );
    expect(priceMinor).toBe(order.amountMinor);
    // A link whose vcode does not match (the amount changed on the way) is refused by the page.
    const tampered = new URL(url);
    tampered.searchParams.set('amount', '0.01');
    const refused = await j.open(tampered.toString(), host);
    expect(refused.res.statusCode).toBe(400);
    expect(refused.res.body).toContain('Invalid vcode.');
  });

  it('pays on the callback, acknowledged CBTOKEN:MPSTATOK; delivered once; a replay changes nothing', async () => {
    const { order, checkoutUrl, tranId } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    const [sent] = await t.app.emulators.store.notificationsOf(tranId);
    const fields = Object.fromEntries(new URLSearchParams(sent!.body));
    expect(fields).toMatchObject({
      nbcb: '1',
      tranID: tranId,
      orderid: order.billingNo,
      status: '00',
    });
    expect(await j.sendNotifications()).toMatchObject({ sent: 1, retried: 0 });
    await j.expectDeliveredOnce(order.billingNo);
    expect((await j.orderOf(order.billingNo)).providerTxnId).toBe(tranId);
    // The gateway's retry (or an attacker's replay) of the same signed post.
    const again = await notify(order.tenantId, sent!.body);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe('CBTOKEN:MPSTATOK');
    await j.expectDeliveredOnce(order.billingNo);
  });

  it('a forged, tampered or other brand’s callback is refused and changes nothing', async () => {
    const { order, checkoutUrl, tranId } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    const [sent] = await t.app.emulators.store.notificationsOf(tranId);
    const body = sent!.body;
    const amount = new URLSearchParams(body).get('amount')!;
    const tampered = body.replace(`amount=${amount}`, 'amount=0.01');
    expect((await notify(order.tenantId, tampered)).body).toBe('REJECTED');
    // Another brand's notify URL: its merchant ID and Secret Key are not this one's.
    const other = order.tenantId === 'watt' ? 'dragon' : 'watt';
    expect((await notify(other, body)).body).toBe('REJECTED');
    // Forged with the right formula and a guessed Secret Key.
    const f = Object.fromEntries(new URLSearchParams(body));
    const forged = new URLSearchParams({
      ...f,
      skey: razerNotificationSkey(
        {
          tranID: f.tranID!,
          orderid: f.orderid!,
          status: '00',
          domain: f.domain!,
          amount: f.amount!,
          currency: f.currency!,
          paydate: f.paydate!,
          appcode: f.appcode ?? '',
        },
        'guessed-secret-key-0000000000000000',
      ),
    });
    expect((await notify(order.tenantId, forged.toString())).body).toBe('REJECTED');
    expect((await j.orderOf(order.billingNo)).status).toBe('pending');
    await j.sendNotifications();
    await j.expectDeliveredOnce(order.billingNo);
  });

  it('the payer comes back by a form post to the return route and goes on to the shop', async () => {
    const { order, checkoutUrl, host, tranId } = await checkout();
    const page = await j.choose(checkoutUrl, 'succeed');
    const [form] = formsOf(page.body);
    expect(form?.action).toBe(`http://${host}/pay/return/razer/${order.billingNo}`);
    expect(form?.fields).toMatchObject({ tranID: tranId, orderid: order.billingNo, status: '00' });
    expect(form?.fields.nbcb).toBeUndefined();
    const back = await j.submit(form!, host);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/');
    await j.sendNotifications();
    await j.expectDeliveredOnce(order.billingNo);
  });

  it('a declined payment fails the order', async () => {
    const { order, checkoutUrl } = await checkout();
    await j.choose(checkoutUrl, 'decline');
    await j.sendNotifications();
    expect((await j.orderOf(order.billingNo)).status).toBe('failed');
  });

  it('the store’s query by order ID settles a payment whose callback never came', async () => {
    const { order, checkoutUrl, tranId } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    const adapter = t.app.paymentProviders.registry.get('razer')!;
    expect(await adapter.queryStatus(await j.orderOf(order.billingNo))).toEqual({
      action: 'paid',
      providerTxnId: tranId,
      amountMinor: order.amountMinor,
      currency: order.currency,
    });
    await j.sendNotifications();
  });

  it('refunds through the refund API once; the refund status that follows is not counted again', async () => {
    const { order, checkoutUrl, tranId } = await checkout();
    await j.choose(checkoutUrl, 'succeed');
    await j.sendNotifications();
    await j.expectDeliveredOnce(order.billingNo);
    const provider = t.app.paymentProviders.registry.get('razer')!;
    const first = await provider.refund(await j.orderOf(order.billingNo));
    expect(first).toEqual({
      ok: true,
      refundId: expect.stringMatching(/^7\d{7}$/),
      pending: expect.any(Boolean),
    });
    // A retry of the same refund (same RefID) is the same refund at Razer.
    expect(await provider.refund(await j.orderOf(order.billingNo))).toEqual(first);
    expect(await t.app.emulators.store.refundsOf(tranId)).toHaveLength(1);

    // The console's refund records it at once, under Razer's RefundID.
    const done = await refundThroughProvider(
      { registry: t.app.paymentProviders.registry, confirmPayment: t.app.orders.confirmPayment },
      await j.orderOf(order.billingNo),
      { source: 'support', detail: {} },
    );
    expect(done).toMatchObject({ ok: true });
    await j.expectRefunded(order.billingNo);
    const [refund] = await t.app.emulators.store.refundsOf(tranId);
    const refundId = refund!.id;

    // Razer's refund status for that RefundID, as it posts it to a refund's notify_url.
    const { merchantId, secretKey } = credentialsOf(order.tenantId);
    const message = {
      RefundType: 'P',
      MerchantID: merchantId,
      RefID: refund!.requestKey!,
      RefundID: refundId,
      TxnID: tranId,
      Amount: toRazerAmount(order.amountMinor, order.currency)!,
      Status: '00',
    };
    const signature = razerRefundAnswerSignature(
      {
        refundType: message.RefundType,
        merchantId,
        refId: message.RefID,
        refundId: message.RefundID,
        txnId: message.TxnID,
        amount: message.Amount,
        status: message.Status,
      },
      secretKey,
    );
    const late = await notify(
      order.tenantId,
      new URLSearchParams({ ...message, Signature: signature }).toString(),
    );
    expect(late.statusCode).toBe(200);
    expect(await j.orderOf(order.billingNo)).toMatchObject({
      status: 'refunded',
      refundedMinor: order.amountMinor,
    });
    const recorded = await t.app.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.billingNo, order.billingNo));
    expect(recorded.map((r) => r.refundKey)).toEqual([refundId]);
    expect(await t.app.emulators.store.refundsOf(tranId)).toHaveLength(1);
  });
});
