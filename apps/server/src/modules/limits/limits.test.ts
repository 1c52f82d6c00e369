import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitInfoSchema, type LimitProduct } from '@topup/contracts/limits';
import { ResultCode } from '@topup/contracts/result-codes';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { productLimits } from '../../db/tables/limits.ts';
import { orders } from '../../db/tables/payments.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { loginAs } from '../../test/login.ts';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';
import { paidInput } from '../orders/test-kit.ts';
import { DEMO_SUID, hostOf, payKit, tenantById, type Answer } from '../payments/test-kit.ts';
import { limitReachedMessage, unpaidOrderMessage } from './usage.ts';

// Purchase limits through the API (SPEC §4 limit display, §5, §7 getLimitProductInfo), with the
// seeded limits (seed.ts): starter pack 1 per character, weekly pack 2 per character in 7 days,
// monthly card 1 per account in 30 days. The clock is the app's own (`now`) and only moves
// forward; every test uses characters no other test touches.

const DAY = 86_400_000;
let clock = new Date('2031-03-03T10:00:00Z');
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    { now: () => clock, paymentTransport: (app) => createInjectTransport(app) },
  );
});
afterAll(() => t.close());
const kit = payKit(() => t);

const watt = tenantById('watt');
const dragon = tenantById('dragon');
const game = (tenant: Tenant) => tenant.games[0]!;
const productOf = (tenant: Tenant, key: string) => `${game(tenant).code}-${key}`;

/** Tokens last 30 days from the app's clock: a fresh login whenever the clock has moved. */
async function tokenFor(tenant: Tenant, username = 'demo'): Promise<string> {
  const clientId = game(tenant).clients.web.clientId;
  const opts = username.startsWith('card-')
    ? { clientId, cardNo: username.slice(5) }
    : { clientId, username };
  return (await loginAs(t.app, hostOf(tenant), opts)).oauth_token;
}

type Role = { roleId: string; serverId: string; area: string };
async function rolesOf(tenant: Tenant, suid = DEMO_SUID): Promise<Role[]> {
  return t.app.gameGateway.listRoles(tenant.id, game(tenant).code, suid);
}

async function get(host: string, query: Record<string, string>): Promise<Answer> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/pay/getLimitProductInfo?${new URLSearchParams(query).toString()}`,
    headers: { host },
  });
  return { status: res.statusCode, ...res.json() };
}

async function limitInfo(tenant: Tenant, role: Role, token: string): Promise<LimitProduct[]> {
  const res = await get(hostOf(tenant), {
    client_id: game(tenant).clients.web.clientId,
    role_id: role.roleId,
    server_id: role.serverId,
    oauth_token: token,
  });
  expect(res, JSON.stringify(res)).toMatchObject({ status: 200, code: 1 });
  return limitInfoSchema.parse(res.data).list;
}

async function limitOf(tenant: Tenant, role: Role, token: string, key: string) {
  const list = await limitInfo(tenant, role, token);
  const found = list.find((l) => l.product_id === productOf(tenant, key));
  if (!found) throw new Error(`no limit for ${key}`);
  return found;
}

/**
 * Pays for goods with the first PayPal method of the tenant in the area of the character's server
 * (a server is only sold to in its own area), a pending order on success.
 */
async function pay(tenant: Tenant, role: Role, key: string, token: string): Promise<Answer> {
  const method = await kit.methodFor(
    'pay/paypal_pay',
    (row) => row.tenantId === tenant.id && row.areas.includes(role.area),
  );
  const { body } = await kit.payloadFor(method);
  return kit.post(hostOf(tenant), '/api/pay/paypal_pay', {
    ...body,
    domain_area: role.area,
    role_id: role.roleId,
    server_id: role.serverId,
    product_id: productOf(tenant, key),
    oauth_token: token,
  });
}

async function paidFor(tenant: Tenant, role: Role, key: string, token: string) {
  const res = await pay(tenant, role, key, token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 1 });
  const order = await t.app.orders.getOrder(tenant.id, res.data.billing_no);
  const { outcome } = await t.app.orders.confirmPayment(paidInput(order!));
  expect(outcome).toBe('applied');
  return order!;
}

const unixSeconds = (d: Date) => Math.ceil(d.getTime() / 1000);

describe('getLimitProductInfo', () => {
  it("lists the game's limited goods with their limits and nothing used", async () => {
    const [role] = await rolesOf(watt);
    const list = await limitInfo(watt, role!, await tokenFor(watt));
    expect(list).toEqual(
      expect.arrayContaining([
        {
          product_id: productOf(watt, 'starter-pack'),
          limit_type: 'role',
          frequency: 1,
          day_info: 0,
          extra_pay_times: 1,
          next_pay_time: 0,
        },
        {
          product_id: productOf(watt, 'weekly-pack'),
          limit_type: 'time',
          frequency: 2,
          day_info: 7,
          extra_pay_times: 2,
          next_pay_time: 0,
        },
        {
          product_id: productOf(watt, 'monthly-card'),
          limit_type: 'game',
          frequency: 1,
          day_info: 30,
          extra_pay_times: 1,
          next_pay_time: 0,
        },
      ]),
    );
    expect(list).toHaveLength(3);
  });

  it('role: one per character, forever; another character of the account is unaffected', async () => {
    const roles = await rolesOf(watt);
    const [a, b] = [roles[0]!, roles[1]!];
    let token = await tokenFor(watt);
    await paidFor(watt, a, 'starter-pack', token);
    expect(await limitOf(watt, a, token, 'starter-pack')).toMatchObject({
      extra_pay_times: 0,
      next_pay_time: 0,
    });
    expect(await pay(watt, a, 'starter-pack', token)).toMatchObject({
      code: ResultCode.LimitReached,
      msg: limitReachedMessage,
    });
    expect((await limitOf(watt, b, token, 'starter-pack')).extra_pay_times).toBe(1);

    advance(400 * DAY);
    token = await tokenFor(watt);
    expect((await limitOf(watt, a, token, 'starter-pack')).extra_pay_times).toBe(0);
    expect(await pay(watt, a, 'starter-pack', token)).toMatchObject({
      code: ResultCode.LimitReached,
    });
    expect(await pay(watt, b, 'starter-pack', token)).toMatchObject({ code: 1 });
  });

  it('time: two per character in 7 days, free again when the oldest leaves the window', async () => {
    const roles = await rolesOf(watt);
    const [a, b] = [roles[2]!, roles[3]!];
    let token = await tokenFor(watt);
    const first = await paidFor(watt, a, 'weekly-pack', token);
    expect((await limitOf(watt, a, token, 'weekly-pack')).extra_pay_times).toBe(1);
    advance(DAY);
    await paidFor(watt, a, 'weekly-pack', token);
    expect(await limitOf(watt, a, token, 'weekly-pack')).toMatchObject({
      extra_pay_times: 0,
      next_pay_time: unixSeconds(new Date(first.createdAt.getTime() + 7 * DAY)),
    });
    expect(await pay(watt, a, 'weekly-pack', token)).toMatchObject({
      code: ResultCode.LimitReached,
      msg: limitReachedMessage,
    });
    // Per character: the account's other character still has both.
    expect((await limitOf(watt, b, token, 'weekly-pack')).extra_pay_times).toBe(2);

    advance(6 * DAY - 60_000);
    token = await tokenFor(watt);
    expect((await limitOf(watt, a, token, 'weekly-pack')).extra_pay_times).toBe(0);
    advance(60_001);
    expect(await limitOf(watt, a, token, 'weekly-pack')).toMatchObject({
      extra_pay_times: 1,
      next_pay_time: 0,
    });
    expect(await pay(watt, a, 'weekly-pack', token)).toMatchObject({ code: 1 });
  });

  it('game: one per account in 30 days over every character; another account is unaffected', async () => {
    const roles = await rolesOf(watt);
    const [a, b] = [roles[4]!, roles[5]!];
    let token = await tokenFor(watt);
    const bought = await paidFor(watt, a, 'monthly-card', token);
    const next = unixSeconds(new Date(bought.createdAt.getTime() + 30 * DAY));
    for (const role of [a, b]) {
      expect(await limitOf(watt, role, token, 'monthly-card')).toMatchObject({
        extra_pay_times: 0,
        next_pay_time: next,
      });
    }
    expect(await pay(watt, b, 'monthly-card', token)).toMatchObject({
      code: ResultCode.LimitReached,
    });

    const card = 'card-8800000000000001';
    const [theirs] = await rolesOf(watt, '10000003');
    const cardToken = await tokenFor(watt, card);
    expect((await limitOf(watt, theirs!, cardToken, 'monthly-card')).extra_pay_times).toBe(1);
    expect(await pay(watt, theirs!, 'monthly-card', cardToken)).toMatchObject({ code: 1 });

    advance(30 * DAY);
    token = await tokenFor(watt);
    expect(await limitOf(watt, b, token, 'monthly-card')).toMatchObject({
      extra_pay_times: 1,
      next_pay_time: 0,
    });
  });

  it('unpaid orders hold the slots: a negative count, -3051; they free up when they expire', async () => {
    const roles = await rolesOf(watt);
    const a = roles[6]!;
    const token = await tokenFor(watt);
    expect(await pay(watt, a, 'weekly-pack', token)).toMatchObject({ code: 1 });
    expect((await limitOf(watt, a, token, 'weekly-pack')).extra_pay_times).toBe(1);
    expect(await pay(watt, a, 'weekly-pack', token)).toMatchObject({ code: 1 });
    expect((await limitOf(watt, a, token, 'weekly-pack')).extra_pay_times).toBe(-2);
    expect(await pay(watt, a, 'weekly-pack', token)).toMatchObject({
      code: ResultCode.UnpaidLimitOrder,
      msg: unpaidOrderMessage,
    });

    // Past the order lifetime (30 minutes) they no longer count, swept or not.
    advance(t.config.orderTtlMinutes * 60_000 + 1000);
    expect((await limitOf(watt, a, token, 'weekly-pack')).extra_pay_times).toBe(2);
    expect(await t.app.orders.sweepExpired()).toBeGreaterThanOrEqual(2);
    expect((await limitOf(watt, a, token, 'weekly-pack')).extra_pay_times).toBe(2);
    expect(await pay(watt, a, 'weekly-pack', token)).toMatchObject({ code: 1 });
  });

  it('a paid order and an unpaid one: the unpaid one is what the count is waiting for', async () => {
    const roles = await rolesOf(watt);
    const a = roles[7]!;
    const token = await tokenFor(watt);
    await paidFor(watt, a, 'weekly-pack', token);
    expect(await pay(watt, a, 'weekly-pack', token)).toMatchObject({ code: 1 });
    expect((await limitOf(watt, a, token, 'weekly-pack')).extra_pay_times).toBe(-1);
  });

  it('a failed order frees its slot', async () => {
    const roles = await rolesOf(watt);
    const a = roles[8]!;
    const token = await tokenFor(watt);
    const res = await pay(watt, a, 'starter-pack', token);
    expect(res).toMatchObject({ code: 1 });
    expect((await limitOf(watt, a, token, 'starter-pack')).extra_pay_times).toBe(-1);
    await t.app.orders.markFailed(watt.id, res.data.billing_no, 'declined');
    expect((await limitOf(watt, a, token, 'starter-pack')).extra_pay_times).toBe(1);
    expect(await pay(watt, a, 'starter-pack', token)).toMatchObject({ code: 1 });
  });

  it('refuses bad input: no role or server, not logged in, another account or server', async () => {
    const [role] = await rolesOf(watt);
    const token = await tokenFor(watt);
    const host = hostOf(watt);
    const clientId = game(watt).clients.web.clientId;
    const base = { client_id: clientId, oauth_token: token };
    for (const [query, field] of [
      [{ ...base, server_id: role!.serverId }, 'role_id'],
      [{ ...base, role_id: role!.roleId, server_id: '' }, 'server_id'],
    ] as const) {
      const res = await get(host, query);
      expect(res).toMatchObject({ status: 400, code: ResultCode.BadRequest });
      expect(res.msg).toContain(`${field} is required: choose a server and a character first`);
    }
    const full = { ...base, role_id: role!.roleId, server_id: role!.serverId };
    expect(await get(host, { ...full, oauth_token: '' })).toMatchObject({
      code: ResultCode.NotLoggedIn,
    });
    expect(await get(host, { ...full, client_id: 'nope' })).toMatchObject({
      code: ResultCode.NoGame,
    });
    const [theirs] = await rolesOf(watt, '10000003');
    for (const query of [
      { ...full, role_id: theirs!.roleId, server_id: theirs!.serverId },
      { ...full, server_id: theirs!.serverId },
      { ...full, role_id: 'nope' },
    ]) {
      expect(await get(host, query)).toMatchObject({ code: ResultCode.RoleNotFound });
    }
  });

  it("keeps tenants apart: another brand's token, goods and orders", async () => {
    const wattToken = await tokenFor(watt);
    const [wattRole] = await rolesOf(watt);
    // A watt token on dragon is no login there.
    const res = await get(hostOf(dragon), {
      client_id: game(dragon).clients.web.clientId,
      role_id: wattRole!.roleId,
      server_id: wattRole!.serverId,
      oauth_token: wattToken,
    });
    expect(res).toMatchObject({ code: ResultCode.NotLoggedIn });

    // The same role ids exist on dragon: watt's purchases do not count there.
    const dragonToken = await tokenFor(dragon);
    const [dragonRole] = await rolesOf(dragon);
    expect(dragonRole!.roleId).toBe(wattRole!.roleId);
    const list = await limitInfo(dragon, dragonRole!, dragonToken);
    expect(list.map((l) => l.product_id).every((id) => id.startsWith(game(dragon).code))).toBe(
      true,
    );
    expect(list.every((l) => l.extra_pay_times === l.frequency)).toBe(true);
    const wattOrders = await t.app.db.select().from(orders).where(eq(orders.tenantId, 'watt'));
    expect(wattOrders.some((o) => o.roleId === dragonRole!.roleId)).toBe(true);
  });

  it('a product flagged isLimit without a limit row has no limit', async () => {
    const roles = await rolesOf(dragon);
    const a = roles[1]!;
    const token = await tokenFor(dragon);
    await t.app.db
      .delete(productLimits)
      .where(eq(productLimits.productId, productOf(dragon, 'starter-pack')));
    const list = await limitInfo(dragon, a, token);
    expect(list.map((l) => l.product_id)).not.toContain(productOf(dragon, 'starter-pack'));
    expect(await pay(dragon, a, 'starter-pack', token)).toMatchObject({ code: 1 });
    expect(await pay(dragon, a, 'starter-pack', token)).toMatchObject({ code: 1 });
  });
});
