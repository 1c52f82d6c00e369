import { and, eq } from 'drizzle-orm';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { productPrices, products } from '../../db/tables/catalog.ts';
import { firstPurchaseBonuses, offers } from '../../db/tables/offers.ts';
import { orders } from '../../db/tables/payments.ts';
import type { TestApp } from '../../test/create-test-app.ts';
import { loginAs } from '../../test/login.ts';
import { paidInput } from '../orders/test-kit.ts';
import { DEMO_SUID, hostOf, payKit, type Answer } from '../payments/test-kit.ts';

export type Role = { roleId: string; serverId: string; area: string };

/**
 * An offer's product, its USD price and its offer row, for a test. free: a free chain step
 * (by default a chain step without a price, like the demo's).
 */
export type TestOffer = {
  productId: string;
  priceMinor: number | null;
  free?: boolean;
  value?: number;
  startsAt?: Date | null;
  endsAt?: Date | null;
  chainId?: string | null;
  chainStep?: number | null;
  regularProductId?: string | null;
};

/** Offers through the API for one brand's first game, paid with PayPal in the character's area. */
export function offersKit(t: () => TestApp, tenant: Tenant) {
  const kit = payKit(t);
  const game = tenant.games[0]!;
  const clientId = game.clients.web.clientId;
  const host = hostOf(tenant);

  async function addOffer(o: TestOffer): Promise<void> {
    const db = t().app.db;
    await db.insert(products).values({
      tenantId: tenant.id,
      productId: o.productId,
      gameCode: game.code,
      typeKey: 'packs',
      names: { en: `Offer ${o.productId}` },
      value: o.value ?? 100,
      bonus: 0,
    });
    if (o.priceMinor !== null) {
      await db.insert(productPrices).values({
        tenantId: tenant.id,
        productId: o.productId,
        currency: 'USD',
        amountMinor: o.priceMinor,
      });
    }
    await db.insert(offers).values({
      tenantId: tenant.id,
      productId: o.productId,
      gameCode: game.code,
      startsAt: o.startsAt ?? null,
      endsAt: o.endsAt ?? null,
      chainId: o.chainId ?? null,
      chainStep: o.chainStep ?? null,
      regularProductId: o.regularProductId ?? null,
      free: o.free ?? (o.priceMinor === null && (o.chainId ?? null) !== null),
    });
    // As the console does after its writes: the goods list keeps offers until told (issue 32).
    await t().app.catalogBus.changed('goods');
  }

  async function setFirstPurchaseBonus(bonus: number): Promise<void> {
    await t()
      .app.db.insert(firstPurchaseBonuses)
      .values({ tenantId: tenant.id, gameCode: game.code, bonus })
      .onConflictDoUpdate({
        target: [firstPurchaseBonuses.tenantId, firstPurchaseBonuses.gameCode],
        set: { bonus },
      });
    await t().app.catalogBus.changed('goods');
  }

  // One login per kit: the login route is rate limited, and tokens outlive these tests.
  let tokenOnce: Promise<string> | null = null;
  const token = () =>
    (tokenOnce ??= loginAs(t().app, host, { clientId, username: 'demo' }).then(
      (u) => u.oauth_token,
    ));

  async function roles(): Promise<Role[]> {
    return t().app.gameGateway.listRoles(tenant.id, game.code, DEMO_SUID);
  }

  async function pay(role: Role, productId: string): Promise<Answer> {
    const method = await kit.methodFor(
      'pay/paypal_pay',
      (row) => row.tenantId === tenant.id && row.areas.includes(role.area),
    );
    const { body } = await kit.payloadFor(method);
    return kit.post(host, '/api/pay/paypal_pay', {
      ...body,
      domain_area: role.area,
      role_id: role.roleId,
      server_id: role.serverId,
      product_id: productId,
      oauth_token: await token(),
    });
  }

  /** The provider says paid: the paid transition, as a callback makes it. */
  async function confirmPaid(billingNo: string) {
    const order = await t().app.orders.getOrder(tenant.id, billingNo);
    return t().app.orders.confirmPayment(paidInput(order!));
  }

  async function claim(role: Role, productId: string, lang?: string): Promise<Answer> {
    return kit.post(host, '/api/offers/claimOfferStep', {
      client_id: clientId,
      server_id: role.serverId,
      role_id: role.roleId,
      product_id: productId,
      domain_area: role.area,
      oauth_token: await token(),
      ...(lang ? { spec_lang: lang } : {}),
    });
  }

  async function goods(role?: Role): Promise<Answer> {
    const query = new URLSearchParams({ client_id: clientId, spec_lang: 'en' });
    if (role) {
      query.set('domain_area', role.area);
      query.set('role_id', role.roleId);
      query.set('server_id', role.serverId);
      query.set('oauth_token', await token());
    }
    const res = await t().app.inject({ url: `/api/pay/getGoodsList?${query}`, headers: { host } });
    return { status: res.statusCode, ...res.json() };
  }

  async function ordersOf(productId: string) {
    return t()
      .app.db.select()
      .from(orders)
      .where(and(eq(orders.tenantId, tenant.id), eq(orders.productId, productId)));
  }

  return { game, addOffer, setFirstPurchaseBonus, roles, pay, confirmPaid, claim, goods, ordersOf };
}
