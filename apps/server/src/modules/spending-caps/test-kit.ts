import { and, eq } from 'drizzle-orm';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { orders } from '../../db/tables/payments.ts';
import type { TestApp } from '../../test/create-test-app.ts';
import { paidInput } from '../orders/test-kit.ts';
import { hostOf, payKit, type Answer } from '../payments/test-kit.ts';

/** The caps routes and a pay call of a tenant's PayPal method, as the demo player. */
export function capsKit(t: () => TestApp) {
  const kit = payKit(t);
  const clientIdOf = (tenant: Tenant) => tenant.games[0]!.clients.web.clientId;

  // One login per brand (payKit's): tokens last 30 days, longer than any test moves the clock.
  const tokenFor = kit.tokenFor;

  async function getCaps(tenant: Tenant, lang = 'en'): Promise<Answer> {
    const query = new URLSearchParams({
      client_id: clientIdOf(tenant),
      oauth_token: await tokenFor(tenant),
    });
    const res = await t().app.inject({
      method: 'GET',
      url: `/api/account/getSpendingCaps?${query.toString()}`,
      headers: { host: hostOf(tenant), 'accept-language': lang },
    });
    return { status: res.statusCode, ...res.json() };
  }

  async function postCaps(tenant: Tenant, path: string, body: Record<string, unknown>) {
    const payload = { client_id: clientIdOf(tenant), oauth_token: await tokenFor(tenant), ...body };
    return kit.post(hostOf(tenant), `/api/account/${path}`, payload);
  }

  const noCaps = { daily: null, weekly: null, monthly: null, age_band: null, cooling_off: false };
  const setCaps = (tenant: Tenant, caps: Record<string, unknown>) =>
    postCaps(tenant, 'setSpendingCaps', { ...noCaps, ...caps });

  /** A PayPal payload of the tenant (its cheapest fitting product) and its price. */
  async function payPayload(tenant: Tenant) {
    const method = await kit.methodFor('pay/paypal_pay', (row) => row.tenantId === tenant.id);
    return kit.payloadFor(method);
  }

  async function pay(tenant: Tenant, body: Record<string, unknown>, lang = 'en-US') {
    return kit.post(hostOf(tenant), '/api/pay/paypal_pay', { ...body, bcp47_lang: lang });
  }

  /** Marks the order paid, as the provider's callback would. */
  async function markPaid(tenant: Tenant, billingNo: string) {
    const [order] = await t()
      .app.db.select()
      .from(orders)
      .where(and(eq(orders.tenantId, tenant.id), eq(orders.billingNo, billingNo)));
    await t().app.orders.confirmPayment(paidInput(order!));
  }

  return { getCaps, postCaps, setCaps, payPayload, pay, markPaid };
}
