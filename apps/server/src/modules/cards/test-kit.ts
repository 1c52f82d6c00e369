import { and, eq } from 'drizzle-orm';
import { encodeCardInfo } from '@topup/contracts/card-info';
import { loadTenants } from '@topup/tenants/all-tenants';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { orders, outbox } from '../../db/tables/payments.ts';
import type { TestApp } from '../../test/create-test-app.ts';
import { loginAs } from '../../test/login.ts';
import { balanceOf } from '../orders/test-kit.ts';
import { DEMO_CARD_PASSWORD, demoCardNo } from '@topup/demo/seed/cards/seed-data';

// Tests read the answer's fields freely; the contract schemas are checked by the routes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; code: number; msg: string; data: any };

export const tenants = loadTenants();
export const tenantById = (id: string) => tenants.find((t) => t.id === id)!;
export const hostOf = (tenant: Tenant) => `${tenant.id.toLowerCase()}.localhost:8080`;

/** The demo player's characters: `${serverId}01${n}` (catalog seed-rows.ts). */
export const demoRole = (serverId: string, n = 1) => ({
  server_id: serverId,
  role_id: `${serverId}01${n}`,
});

export const cardInfo = (tenantId: string, seq: number, password = DEMO_CARD_PASSWORD) =>
  encodeCardInfo(demoCardNo(tenantId, seq), password);

export function cardKit(t: () => TestApp) {
  const tokens = new Map<string, string>();

  /** A login of the account for a game of the tenant (the first one unless clientId is given). */
  async function tokenFor(
    tenant: Tenant,
    username = 'demo',
    opts: { remoteAddress?: string; clientId?: string; password?: string } = {},
  ): Promise<string> {
    const clientId = opts.clientId ?? tenant.games[0]!.clients.web.clientId;
    const key = `${tenant.id}/${clientId}/${username}`;
    if (!tokens.has(key)) {
      const login = await loginAs(t().app, hostOf(tenant), {
        clientId,
        username,
        ...(opts.password ? { password: opts.password } : {}),
        ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
      });
      tokens.set(key, login.oauth_token);
    }
    return tokens.get(key)!;
  }

  async function post(
    tenant: Tenant,
    url: string,
    payload: Record<string, unknown>,
    opts: { remoteAddress?: string } = {},
  ): Promise<Answer> {
    const res = await t().app.inject({
      method: 'POST',
      url,
      headers: { host: hostOf(tenant) },
      payload,
      ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
    });
    return { status: res.statusCode, ...res.json() };
  }

  async function get(tenant: Tenant, url: string): Promise<Answer> {
    const res = await t().app.inject({ method: 'GET', url, headers: { host: hostOf(tenant) } });
    return { status: res.statusCode, ...res.json() };
  }

  async function order(billingNo: string) {
    const [row] = await t().app.db.select().from(orders).where(eq(orders.billingNo, billingNo));
    return row!;
  }

  async function outboxOf(billingNo: string) {
    return t().app.db.select().from(outbox).where(eq(outbox.deliveryId, billingNo));
  }

  async function ordersOfRef(tenantId: string, ref: string) {
    return t()
      .app.db.select()
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), eq(orders.ref, ref)));
  }

  const balance = (tenantId: string, gameCode: string, roleId: string) =>
    balanceOf(t().app.db, { tenantId, gameCode, roleId });

  return { tokenFor, post, get, order, outboxOf, ordersOfRef, balance };
}
