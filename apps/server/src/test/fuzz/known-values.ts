import { encodeCredential } from '@topup/contracts/credentials';
import { payEndpoints, type PayEndpoint } from '@topup/contracts/payment-families';
import { eq } from 'drizzle-orm';
import { activities } from '../../db/tables/activities.ts';
import { orders } from '../../db/tables/payments.ts';
import { hostOf, payKit, tenantById } from '../../modules/payments/test-kit.ts';
import type { TestApp } from '../create-test-app.ts';
import { loginAs } from '../login.ts';
import type { Known } from './generators.ts';

export type FuzzSetup = {
  known: Known;
  /** A valid body per pay route ('POST /api/pay/paypal_pay'): mutated, it reaches deep. */
  payBodies: Map<string, Record<string, unknown>>;
  /** A callback body that pays the setup's paypal order; the fuzz mutates, then signs it. */
  callback: Record<string, unknown>;
  /** Login tokens: watt's demo player (the brand fuzzed most) and dragon's (another brand). */
  tokens: { watt: string; dragon: string };
  brandHosts: string[];
};

/** Seeded values so that valid-looking requests get past validation to handlers and SQL. */
export async function fuzzSetup(t: TestApp): Promise<FuzzSetup> {
  const kit = payKit(() => t);
  const watt = tenantById('watt');
  const dragon = tenantById('dragon');
  const payBodies = new Map<string, Record<string, unknown>>();
  for (const endpoint of Object.keys(payEndpoints) as PayEndpoint[]) {
    try {
      const { body } = await kit.payloadFor(await kit.methodFor(endpoint));
      payBodies.set(`POST /api/${endpoint}`, body);
    } catch {
      // An endpoint without a seeded method is fuzzed from its schema alone.
    }
  }
  const paypal = payBodies.get('POST /api/pay/paypal_pay')!;
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/pay/paypal_pay',
    headers: { host: hostOf(watt) },
    payload: paypal,
  });
  const billingNo = (order.json() as { data: { billing_no: string } }).data.billing_no;
  const [row] = await t.app.db.select().from(orders).where(eq(orders.billingNo, billingNo));
  const acts = await t.app.db.select({ id: activities.activityId }).from(activities).limit(3);
  const dragonClient = dragon.games[0]!.clients.web.clientId;
  const dragonToken = (await loginAs(t.app, hostOf(dragon), { clientId: dragonClient }))
    .oauth_token;
  const known: Known = {
    client_id: [paypal.client_id, watt.games[1]?.clients.web.clientId ?? paypal.client_id],
    server_id: [paypal.server_id],
    role_id: [paypal.role_id],
    product_id: [paypal.product_id],
    country: [paypal.country],
    billing_no: [billingNo],
    activity_id: acts.map((a) => a.id),
    domain_area: watt.areas.slice(0, 2),
    // Login bodies carry encoded credentials (SPEC §7): the demo account's, as the app sends them.
    username: [encodeCredential('demo')],
    password: [encodeCredential('demo1234'), encodeCredential('wrong-password')],
    oauth_token: [paypal.oauth_token],
  };
  return {
    known,
    payBodies,
    callback: {
      event_id: `evt_${billingNo}`,
      tenant_id: 'watt',
      merchant_ref: billingNo,
      provider_txn_id: row!.providerTxnId ?? 'txn',
      status: 'succeeded',
      amount_minor: row!.amountMinor,
      currency: row!.currency,
    },
    tokens: { watt: String(paypal.oauth_token), dragon: dragonToken },
    brandHosts: [hostOf(watt), 'watt.localhost:8080', 'pay.watt-games.example', hostOf(dragon)],
  };
}
