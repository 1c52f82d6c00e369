import { and, asc, eq } from 'drizzle-orm';
import { payEndpoints, type PayEndpoint } from '@topup/contracts/payment-families';
import { loadTenants } from '@topup/tenants/all-tenants';
import type { Area } from '@topup/tenants/areas';
import { defaultCurrency } from '@topup/tenants/tenant-rules';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { productPrices, products } from '../../db/tables/catalog.ts';
import { outbox, paymentMethods } from '../../db/tables/payments.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { loginAs } from '../../test/login.ts';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';
import { priceFits } from './methods/listing-rules.ts';
import type { MethodRow } from './providers/provider.ts';
import { providerSecret, sign } from './secrets.ts';

// Tests read the answer's fields freely; the contract schemas are checked where it matters.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; code: number; msg: string; data: any };

export const tenants = loadTenants();
export const tenantById = (id: string) => tenants.find((tenant) => tenant.id === id)!;
export const hostOf = (tenant: Tenant) => `${tenant.id.toLowerCase()}.localhost:8080`;
export const DEMO_SUID = '10000001';
/** Valid payer details (the CPF's check digits hold). */
export const demoPayer = {
  payer_name: 'Ana Souza',
  payer_email: 'ana@example.com',
  payer_tax_id: '529.982.247-25',
};

/** The app with providers reaching the in-process sandbox over app.inject (no port). */
export const createPayTestApp = () =>
  createTestApp({}, { paymentTransport: (app) => createInjectTransport(app) });

export function payKit(t: () => TestApp) {
  // The login's promise is kept, not its token: concurrent callers share one login. Logins in
  // flight count against the guess limits (docs/decisions/0034), so a burst of logins for one
  // account would be refused.
  const tokens = new Map<string, Promise<string>>();

  function tokenFor(tenant: Tenant, username = 'demo'): Promise<string> {
    const key = `${tenant.id}/${username}`;
    let token = tokens.get(key);
    if (!token) {
      const clientId = tenant.games[0]!.clients.web.clientId;
      token = loginAs(t().app, hostOf(tenant), { clientId, username }).then((u) => u.oauth_token);
      tokens.set(key, token);
    }
    return token;
  }

  async function post(
    host: string,
    url: string,
    payload: Record<string, unknown>,
  ): Promise<Answer> {
    const res = await t().app.inject({ method: 'POST', url, headers: { host }, payload });
    return { status: res.statusCode, ...res.json() };
  }

  /**
   * A valid payload for a seeded method row: the method's tenant, first area and country, a
   * product whose price fits its bounds, the demo player's first character in that area.
   */
  async function payloadFor(
    row: MethodRow,
  ): Promise<{ tenant: Tenant; body: Record<string, unknown>; priceMinor: number }> {
    const tenant = tenantById(row.tenantId);
    const game = tenant.games[0]!;
    const area = (row.areas[0] ?? tenant.areas[0]) as Area;
    const currency = defaultCurrency(tenant, area);
    const goods = await t()
      .app.db.select({ productId: products.productId, amountMinor: productPrices.amountMinor })
      .from(products)
      .innerJoin(
        productPrices,
        and(
          eq(productPrices.tenantId, products.tenantId),
          eq(productPrices.productId, products.productId),
        ),
      )
      .where(
        and(
          eq(products.tenantId, tenant.id),
          eq(products.gameCode, game.code),
          eq(productPrices.currency, currency),
        ),
      )
      .orderBy(asc(productPrices.amountMinor), asc(products.productId));
    const product = goods.find((g) => priceFits(row.minMoney, row.maxMoney, g.amountMinor));
    if (!product) throw new Error(`no product fits ${row.methodKey}`);
    // A character on a server of that area: a server of another area is refused (-3031).
    const [role] = await t().app.gameGateway.listRoles(tenant.id, game.code, DEMO_SUID, { area });
    return {
      tenant,
      priceMinor: product.amountMinor,
      body: {
        client_id: game.clients.web.clientId,
        server_id: role!.serverId,
        role_id: role!.roleId,
        platform: row.platforms[0] ?? 'web',
        product_id: product.productId,
        domain_area: area,
        country: row.country,
        payway_id: row.paywayId,
        channel_id: row.channelId,
        bcp47_lang: 'en-US',
        did: 'device-1',
        session_id: 'session-1',
        traffic_source: 'test',
        oauth_token: await tokenFor(tenant),
        // What the sheet asks for methods with payer_fields (EBANX, Pagsmile); others ignore it.
        ...demoPayer,
      },
    };
  }

  /** The first seeded active method of the endpoint's families (watt first when it has one). */
  async function methodFor(endpoint: PayEndpoint, where: (row: MethodRow) => boolean = () => true) {
    const families = payEndpoints[endpoint].families as readonly number[];
    const rows = await t()
      .app.db.select()
      .from(paymentMethods)
      .where(eq(paymentMethods.active, true));
    const fits = rows
      .filter((row) => families.includes(row.familyId) && row.platforms.length === 0 && where(row))
      .sort(
        (a, b) =>
          Number(b.tenantId === 'watt') - Number(a.tenantId === 'watt') ||
          (a.tenantId + a.country + a.methodKey).localeCompare(
            b.tenantId + b.country + b.methodKey,
          ),
      );
    if (!fits[0]) throw new Error(`no seeded method for ${endpoint}`);
    return fits[0];
  }

  async function outboxRows(billingNo: string) {
    return t().app.db.select().from(outbox).where(eq(outbox.deliveryId, billingNo));
  }

  return { tokenFor, post, payloadFor, methodFor, outboxRows };
}

/** A provider callback as the sandbox sends it, signed with a tenant's secret for a provider. */
export function signedCallback(
  t: () => TestApp,
  body: Record<string, unknown>,
  opts: { provider: string; signAs?: string; at?: Date },
) {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor((opts.at ?? new Date()).getTime() / 1000));
  const secret = providerSecret(t().config, opts.signAs ?? String(body.tenant_id), opts.provider);
  return {
    raw,
    headers: {
      'content-type': 'application/json',
      'x-pay-timestamp': timestamp,
      'x-pay-signature': sign(secret, timestamp, raw),
    },
  };
}
