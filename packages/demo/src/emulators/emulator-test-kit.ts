import { and, eq, isNull, lt } from 'drizzle-orm';
import { expect } from 'vitest';
import { demoDeliveries } from '@topup/server/db/tables/demo-game';
import { emulatorNotifications } from '@topup/server/db/tables/emulators';
import { orders } from '@topup/server/db/tables/payments';
import { createOutboxRelay } from '@topup/server/modules/orders/relay/outbox-relay';
import type { TestApp } from '@topup/server/test/create-test-app';
import { hostOf, payKit, tenantById } from '@topup/server/modules/payments/test-kit';
import type { OrderRow } from '@topup/server/modules/payments/providers/provider';
import { createInjectTransport } from '../sandbox-gateway/inject-transport.ts';
import { givenUpAt } from './kit/sender.ts';
import type { PayEndpoint } from '@topup/contracts/payment-families';

// What the emulators' API tests share: pay an order through the store's pay route, play the
// payer on the hosted page, send the emulator's notifications and run the relay in-process, and
// read what the store and the demo game made of it.

const silent = { info() {}, warn() {}, error() {} };

export function emulatorTestKit(t: () => TestApp) {
  const kit = payKit(t);

  const orderOf = async (billingNo: string): Promise<OrderRow> =>
    (await t().app.db.select().from(orders).where(eq(orders.billingNo, billingNo)))[0]!;

  /** An order for the endpoint's first seeded method (watt's when it has one), and its pay URL. */
  async function pay(endpoint: PayEndpoint) {
    const method = await kit.methodFor(endpoint);
    const { tenant, body, priceMinor } = await kit.payloadFor(method);
    const res = await kit.post(hostOf(tenant), `/api/${endpoint}`, body);
    expect(res, JSON.stringify(res)).toMatchObject({ code: 1 });
    const billingNo = String(res.data.billing_no);
    return { tenant, billingNo, url: String(res.data.url), priceMinor, token: body.oauth_token };
  }

  /** GET a URL of this app (any host), as a browser would, without following redirects. */
  const get = (url: string) => {
    const target = new URL(url, 'http://127.0.0.1');
    return t().app.inject({ url: target.pathname + target.search, headers: { host: target.host } });
  };

  /** The payer's choice on the emulator's hosted checkout. */
  const choose = (provider: string, paymentId: string, action: string) =>
    t().app.inject({
      method: 'POST',
      url: `/emulator/${provider}/checkout/${encodeURIComponent(paymentId)}/${action}`,
      headers: { host: hostOf(tenantById('watt')) },
    });

  /** The merchant's refund (or chargeback) in the emulator's console. */
  const consoleAction = (provider: string, paymentId: string, kind: string, amountMinor?: number) =>
    t().app.inject({
      method: 'POST',
      url: `/emulator/${provider}/payments/${encodeURIComponent(paymentId)}/${kind}`,
      headers: {
        host: hostOf(tenantById('watt')),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: amountMinor === undefined ? '' : `amount_minor=${amountMinor}`,
    });

  /** Sends every notification that is due, to the store in-process. */
  const sendNotifications = () =>
    t().app.emulators.sender(createInjectTransport(t().app)).runOnce();

  /**
   * Sends a payment's notifications that wait for a retry now, as if the provider's pause had
   * passed; one the provider has given up on stays given up.
   */
  async function sendRetriesOf(paymentId: string) {
    await t()
      .app.db.update(emulatorNotifications)
      .set({ nextAttemptAt: new Date(0) })
      .where(
        and(
          eq(emulatorNotifications.paymentId, paymentId),
          isNull(emulatorNotifications.ackedAt),
          lt(emulatorNotifications.nextAttemptAt, givenUpAt),
        ),
      );
    return sendNotifications();
  }

  const relay = () =>
    createOutboxRelay({
      db: t().app.db,
      gameGateway: t().app.gameGateway,
      now: t().app.clock.now,
      log: silent,
    }).runOnce();

  /** The demo game's delivery log for an order (its delivery, revoked or not). */
  const deliveries = (billingNo: string) =>
    t().app.db.select().from(demoDeliveries).where(eq(demoDeliveries.deliveryId, billingNo));

  /** The player's view of the order: GET /api/pay/getOrderInfo (full: it re-checks a pending one). */
  async function orderInfo(tenantId: string, billingNo: string, token: unknown) {
    const res = await t().app.inject({
      url: `/api/pay/getOrderInfo?${new URLSearchParams({ billing_no: billingNo, oauth_token: String(token) })}`,
      headers: { host: hostOf(tenantById(tenantId)) },
    });
    return res.json<{ code: number; data: { status: number; refunded?: boolean } }>();
  }

  return {
    ...kit,
    orderOf,
    pay,
    get,
    choose,
    consoleAction,
    sendNotifications,
    sendRetriesOf,
    relay,
    deliveries,
    orderInfo,
  };
}
