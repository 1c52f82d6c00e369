import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { coupons, vipAccounts } from '../../db/tables/vip.ts';
import { loginAs } from '../../test/login.ts';
import { hostOf, type Answer } from '../payments/test-kit.ts';

// Calls of the VIP centre as the app makes them, for one player on one tenant.
export function playerOf(
  app: () => FastifyInstance,
  tenant: Tenant,
  who: 'demo' | 'card' = 'demo',
) {
  const host = hostOf(tenant);
  const clientId = tenant.games[0]!.clients.web.clientId;
  let token = '';

  async function send(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
    const res = await app().inject({
      method,
      url,
      headers: { host },
      ...(payload ? { payload } : {}),
    });
    return { ...res.json<Omit<Answer, 'status'>>(), status: res.statusCode };
  }
  const query = (params: Record<string, string>) =>
    new URLSearchParams({ client_id: clientId, oauth_token: token, ...params }).toString();

  return {
    host,
    clientId,
    suid: who === 'demo' ? '10000001' : '10000003',
    /** Logs in (again: a moved clock may have outlived the token). */
    async login() {
      const opts = who === 'demo' ? { clientId } : { clientId, cardNo: '8800000000000001' };
      token = (await loginAs(app(), host, opts)).oauth_token;
      return token;
    },
    token: () => token,
    get: (path: string, params: Record<string, string> = {}) =>
      send('GET', `${path}?${query(params)}`),
    post: (path: string, body: Record<string, unknown>) =>
      send('POST', path, { client_id: clientId, oauth_token: token, ...body }),
    list: (category: 'avail,lock' | 'history') =>
      send('GET', `/api/coupons/couponList?${query({ use_category: category })}`),
    claim: (templateId: string) =>
      send('POST', '/api/coupons/receiveCoupons', {
        client_id: clientId,
        oauth_token: token,
        template_id: templateId,
      }),
  };
}

export async function setPoints(
  app: FastifyInstance,
  tenantId: string,
  suid: string,
  points: number,
) {
  await app.db
    .insert(vipAccounts)
    .values({ tenantId, suid, totalPoints: points })
    .onConflictDoUpdate({
      target: [vipAccounts.tenantId, vipAccounts.suid],
      set: { totalPoints: points },
    });
}

export async function couponRow(app: FastifyInstance, code: string) {
  const [row] = await app.db.select().from(coupons).where(eq(coupons.code, code));
  return row!;
}

export async function couponsOf(app: FastifyInstance, tenantId: string, suid: string) {
  return app.db
    .select()
    .from(coupons)
    .where(and(eq(coupons.tenantId, tenantId), eq(coupons.suid, suid)));
}
