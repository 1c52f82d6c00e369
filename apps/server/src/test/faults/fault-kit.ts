import { performance } from 'node:perf_hooks';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { demoDeliveries } from '../../db/tables/demo-game.ts';
import { orders } from '../../db/tables/payments.ts';
import { hostOf, payKit, signedCallback, tenantById } from '../../modules/payments/test-kit.ts';
import type { TestApp } from '../create-test-app.ts';

export type Timed = {
  what: string;
  status: number;
  code: number | undefined;
  retryAfter: string | undefined;
  ms: number;
  billingNo?: string;
};

export const watt = tenantById('watt');
export const wattHost = hostOf(watt);

/**
 * Checkouts and provider callbacks through app.inject, timed, with what the caller got. `db` reads
 * the app's schema straight from PostgreSQL (not through the fault proxy) to check the outcome.
 */
export function faultKit(t: () => TestApp, db: () => Db) {
  const pay = payKit(t);
  let body: Record<string, unknown> | undefined;
  let event = 0;

  async function timed(
    what: string,
    send: () => Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }>,
  ): Promise<Timed> {
    const started = performance.now();
    const res = await send();
    const ms = Math.round(performance.now() - started);
    let code: number | undefined;
    let billingNo: string | undefined;
    try {
      const json = JSON.parse(res.body) as { code?: number; data?: { billing_no?: string } };
      code = json.code;
      billingNo = json.data?.billing_no;
    } catch {
      code = undefined;
    }
    const retryAfter = res.headers['retry-after'];
    return {
      what,
      status: res.statusCode,
      code,
      retryAfter: retryAfter === undefined ? undefined : String(retryAfter),
      ms,
      ...(billingNo ? { billingNo } : {}),
    };
  }

  return {
    /** Logs the demo player in and picks the method, while everything is up. */
    async prepare() {
      body = (await pay.payloadFor(await pay.methodFor('pay/paypal_pay'))).body;
      return body;
    },
    checkout(): Promise<Timed> {
      return timed('checkout', () =>
        t().app.inject({
          method: 'POST',
          url: '/api/pay/paypal_pay',
          headers: { host: wattHost },
          payload: body,
        }),
      );
    },
    /** PayPal's "succeeded" callback for an order, as the provider (re)sends it. */
    async paidCallback(billingNo: string): Promise<Timed> {
      const [order] = await db().select().from(orders).where(eq(orders.billingNo, billingNo));
      if (!order) throw new Error(`no order ${billingNo}`);
      event += 1;
      const signed = signedCallback(
        t,
        {
          event_id: `evt_fault_${event}_${billingNo}`,
          tenant_id: order.tenantId,
          merchant_ref: order.billingNo,
          provider_txn_id: order.providerTxnId!,
          status: 'succeeded',
          amount_minor: order.amountMinor,
          currency: order.currency,
        },
        { provider: 'paypal' },
      );
      return timed('callback', () =>
        t().app.inject({
          method: 'POST',
          url: '/api/pay/notify/paypal',
          headers: { host: 'pay-callbacks.example', ...signed.headers },
          payload: signed.raw,
        }),
      );
    },
    orderInfo(billingNo: string): Promise<Timed> {
      return timed('order-info', () =>
        t().app.inject({
          url: `/api/pay/getOrderInfo?${new URLSearchParams({
            billing_no: billingNo,
            simple: '1',
            oauth_token: String(body?.oauth_token),
          })}`,
          headers: { host: wattHost },
        }),
      );
    },
    readyz(): Promise<Timed> {
      return timed('readyz', () => t().app.inject({ url: '/readyz' }));
    },
    /** Every order of the app's schema with its status and number of game deliveries. */
    async outcome() {
      const rows = await db()
        .select({ billingNo: orders.billingNo, status: orders.status })
        .from(orders);
      const delivered = await db()
        .select({ deliveryId: demoDeliveries.deliveryId, amount: demoDeliveries.amount })
        .from(demoDeliveries)
        .where(
          inArray(
            demoDeliveries.deliveryId,
            rows.map((r) => r.billingNo),
          ),
        );
      const deliveries = new Map<string, number>();
      for (const d of delivered) {
        deliveries.set(d.deliveryId, (deliveries.get(d.deliveryId) ?? 0) + 1);
      }
      return {
        status: new Map(rows.map((r) => [r.billingNo, r.status])),
        deliveries,
        deliveredAmount: delivered.reduce((sum, d) => sum + d.amount, 0),
      };
    },
  };
}

/** Retries `attempt` until it returns true; the time it took, or throws past `withinMs`. */
export async function until(
  attempt: () => Promise<boolean>,
  withinMs: number,
  stepMs = 100,
): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await attempt()) return Math.round(performance.now() - started);
    if (performance.now() - started > withinMs)
      throw new Error(`not recovered within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
}

export function summary(label: string, answers: Timed[]) {
  const byOutcome = new Map<string, number>();
  for (const a of answers) {
    const key = `${a.what} ${a.status}/${a.code}`;
    byOutcome.set(key, (byOutcome.get(key) ?? 0) + 1);
  }
  const max = Math.max(0, ...answers.map((a) => a.ms));
  console.log(
    `[faults] ${label}: ${answers.length} requests, max latency ${max} ms; ${[...byOutcome]
      .map(([k, n]) => `${n}× ${k}`)
      .join(', ')}`,
  );
  return max;
}
