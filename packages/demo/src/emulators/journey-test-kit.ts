import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PayEndpoint } from '@topup/contracts/payment-families';
import { orderEvents, paymentCallbacks } from '@topup/server/db/tables/payments';
import type { TestApp } from '@topup/server/test/create-test-app';
import { revokeDeliveryId } from '@topup/server/modules/orders/refund-order';
import { outboxOf } from '@topup/server/modules/orders/test-kit';
import { hostOf } from '@topup/server/modules/payments/test-kit';
import type { MethodRow, OrderRow } from '@topup/server/modules/payments/providers/provider';
import { emulatorTestKit } from './emulator-test-kit.ts';

// On top of emulator-test-kit.ts, what the MyCard, Codapay, PayerMax and EBANX API tests share:
// the order row of a payment made through the store's pay route, the hosted pages followed and
// their forms posted as a browser would, and one-line checks of "delivered once" and "refunded,
// goods taken back".

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};
const unescape = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (m) => entities[m]!);

/** The forms of an HTML page: each one's action and hidden fields, as a browser would post them. */
export function formsOf(html: string): { action: string; fields: Record<string, string> }[] {
  return [...html.matchAll(/<form method="post" action="([^"]*)">(.*?)<\/form>/g)].map((m) => ({
    action: unescape(m[1]!),
    fields: Object.fromEntries(
      [...m[2]!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((f) => [
        unescape(f[1]!),
        unescape(f[2]!),
      ]),
    ),
  }));
}

export function journeyKit(t: () => TestApp) {
  const kit = emulatorTestKit(t);
  const { orderOf, deliveries } = kit;

  /** Pays a seeded method of the endpoint through the store: the order and the page URL. */
  async function pay(endpoint: PayEndpoint, where?: (row: MethodRow) => boolean) {
    const method = await kit.methodFor(endpoint, where);
    const { tenant, body, priceMinor } = await kit.payloadFor(method);
    const host = hostOf(tenant);
    const res = await kit.post(host, `/api/${endpoint}`, body);
    expect(res, JSON.stringify(res)).toMatchObject({ status: 200, code: 1 });
    const order = await orderOf(res.data.billing_no as string);
    return { tenant, host, priceMinor, order, url: res.data.url as string };
  }

  /** GET a page as the player's browser does, following the emulator's own redirects. */
  async function open(url: string, host: string) {
    let target = new URL(url, `http://${host}`);
    for (let hops = 0; hops < 3; hops += 1) {
      const res = await t().app.inject({
        url: target.pathname + target.search,
        headers: { host: target.host },
      });
      if (res.statusCode !== 302) return { res, url: target.toString() };
      target = new URL(String(res.headers.location), target);
    }
    throw new Error(`too many redirects from ${url}`);
  }

  /** A choice on the emulator's hosted page: the page after it. */
  async function choose(checkoutUrl: string, action: 'succeed' | 'decline' | 'cancel' | 'pending') {
    const page = new URL(checkoutUrl);
    const res = await t().app.inject({
      method: 'POST',
      url: `${page.pathname}/${action}`,
      headers: { host: page.host },
    });
    expect(res.statusCode).toBe(200);
    return res;
  }

  /** Posts a page's form the way a browser does (form-encoded, to the action on that origin). */
  async function submit(
    form: { action: string; fields: Record<string, string> },
    host: string,
    fields: Record<string, string> = form.fields,
  ) {
    const target = new URL(form.action, `http://${host}`);
    return t().app.inject({
      method: 'POST',
      url: target.pathname + target.search,
      headers: { host: target.host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  }

  async function paidEvents(billingNo: string) {
    const rows = await t()
      .app.db.select()
      .from(orderEvents)
      .where(eq(orderEvents.billingNo, billingNo));
    return rows.filter((e) => e.toStatus === 'paid');
  }

  /**
   * The store's status query (reconciliation, a player's re-check) finds the order paid at the
   * provider, for exactly the order's amount: a payment whose notification never came is settled.
   */
  async function expectQueryPaid(provider: string, order: OrderRow) {
    const adapter = t().app.paymentProviders.registry.get(provider)!;
    expect(await adapter.queryStatus(await orderOf(order.billingNo))).toEqual({
      action: 'paid',
      providerTxnId: order.providerTxnId,
      amountMinor: order.amountMinor,
      currency: order.currency,
    });
  }

  /** The order is paid exactly once and, after the relay, delivered exactly once. */
  async function expectDeliveredOnce(billingNo: string) {
    expect((await orderOf(billingNo)).status).toMatch(/^(paid|delivered)$/);
    await t().app.outboxRelay.runOnce();
    expect((await orderOf(billingNo)).status).toBe('delivered');
    expect(await paidEvents(billingNo)).toHaveLength(1);
    expect(await deliveries(billingNo)).toHaveLength(1);
    expect(await outboxOf(t().app.db, billingNo)).toHaveLength(1);
  }

  /** The order was refunded in full and its goods are queued to be taken back, once. */
  async function expectRefunded(billingNo: string) {
    const order = await orderOf(billingNo);
    expect(order).toMatchObject({ status: 'refunded', refundedMinor: order.amountMinor });
    expect(await outboxOf(t().app.db, revokeDeliveryId(billingNo))).toHaveLength(1);
    await t().app.outboxRelay.runOnce();
  }

  async function callbacksOf(provider: string, billingNo: string) {
    return t()
      .app.db.select()
      .from(paymentCallbacks)
      .where(
        and(eq(paymentCallbacks.provider, provider), eq(paymentCallbacks.billingNo, billingNo)),
      );
  }

  /** A refund (or chargeback) from the emulator's merchant console. */
  async function consoleRefund(
    provider: string,
    paymentId: string,
    host: string,
    kind: 'refund' | 'chargeback' = 'refund',
    amountMinor?: number,
  ) {
    return t().app.inject({
      method: 'POST',
      url: `/emulator/${provider}/payments/${encodeURIComponent(paymentId)}/${kind}`,
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: amountMinor === undefined ? '' : `amount_minor=${amountMinor}`,
    });
  }

  return {
    ...kit,
    pay,
    open,
    choose,
    submit,
    paidEvents,
    expectQueryPaid,
    expectDeliveredOnce,
    expectRefunded,
    callbacksOf,
    consoleRefund,
  };
}
