import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payEndpoints, type PayEndpoint } from '@topup/contracts/payment-families';
import { ResultCode } from '@topup/contracts/result-codes';
import type { Area } from '@topup/tenants/areas';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { orders } from '../../db/tables/payments.ts';
import type { GameRole } from '../../games/game-gateway.ts';
import { en } from '../../i18n/messages/en.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';
import { insertEvent } from '../activity/test-kit.ts';
import { replenishKit, STAFF_TOKEN } from '../replenish/test-kit.ts';
import { priceFits } from './methods/listing-rules.ts';
import type { MethodRow } from './providers/provider.ts';
import { DEMO_SUID, hostOf, payKit, tenantById, type Answer } from './test-kit.ts';

// Issue 19 item 9: a server belongs to one area and the area decides the price (SPEC §3). Every
// call that names an area and a server must refuse a server of another area (-3031) and, when it
// pays, write no order. joynet: eru is priced in USD, universal in KRW.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { staffApiToken: STAFF_TOKEN },
    { paymentTransport: (app) => createInjectTransport(app) },
  );
});
afterAll(() => t.close());
const kit = payKit(() => t);
const replenish = replenishKit(() => t);

const joynet = tenantById('joynet');
const joyKingdom = joynet.games[0]!;
const JOY_CLIENT = joyKingdom.clients.web.clientId;
const elsewhere = { code: ResultCode.ServerNotInArea, msg: en['area.serverElsewhere'] };

const roleIn = async (tenant: Tenant, area: string, gameCode = tenant.games[0]!.code) => {
  const [role] = await t.app.gameGateway.listRoles(tenant.id, gameCode, DEMO_SUID, { area });
  if (!role) throw new Error(`demo has no character in ${tenant.id} ${area}`);
  return role;
};
const ordersOf = async (tenantId: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.tenantId, tenantId))).length;
const onRole = (body: Record<string, unknown>, role: GameRole) => ({
  ...body,
  server_id: role.serverId,
  role_id: role.roleId,
});
const multiArea = (row: MethodRow) => tenantById(row.tenantId).areas.length > 1;
const inArea = (tenantId: string, area: Area) => (row: MethodRow) =>
  row.tenantId === tenantId && row.areas.includes(area);

async function get(path: string, query: Record<string, string>, host = hostOf(joynet)) {
  const res = await t.app.inject({
    url: `${path}?${new URLSearchParams(query)}`,
    headers: { host },
  });
  const answer: Omit<Answer, 'status'> = res.json();
  return { status: res.statusCode, ...answer };
}

describe('paying for a character of another area', () => {
  it('refuses an eru character at the universal (KRW) price and writes no order', async () => {
    const method = await kit.methodFor('pay/paypal_pay', inArea('joynet', 'universal'));
    const { body } = await kit.payloadFor(method);
    expect(body.domain_area).toBe('universal');
    const eruRole = await roleIn(joynet, 'eru');
    const before = await ordersOf('joynet');

    const res = await kit.post(hostOf(joynet), '/api/pay/paypal_pay', onRole(body, eruRole));
    expect(res).toMatchObject({ status: 200, ...elsewhere, data: null });
    expect(await ordersOf('joynet')).toBe(before);
  });

  it('still sells in each area at that area price: universal in KRW, eru in USD', async () => {
    // Xsolla, offered in both areas and taking both currencies (PayPal and Travellet take no
    // KRW: providers/provider-currencies.ts).
    for (const [area, currency] of [
      ['universal', 'KRW'],
      ['eru', 'USD'],
    ] as const) {
      const method = await kit.methodFor('pay/xsolla_pay', inArea('joynet', area));
      const { body, priceMinor } = await kit.payloadFor(method);
      const role = await roleIn(joynet, area);
      const res = await kit.post(hostOf(joynet), '/api/pay/xsolla_pay', onRole(body, role));
      expect(res, JSON.stringify(res)).toMatchObject({ code: 1 });
      const [order] = await t.app.db
        .select()
        .from(orders)
        .where(eq(orders.billingNo, res.data.billing_no));
      expect(order).toMatchObject({ currency, amountMinor: priceMinor, area, roleId: role.roleId });
    }
  });

  it('without domain_area, takes the area of the client id and refuses other servers', async () => {
    // 16103 is joy-kingdom's web client, area eru.
    const method = await kit.methodFor('pay/paypal_pay', inArea('joynet', 'eru'));
    const { body } = await kit.payloadFor(method);
    const { domain_area: _drop, ...noArea } = body;
    const universalRole = await roleIn(joynet, 'universal');
    const before = await ordersOf('joynet');
    const res = await kit.post(
      hostOf(joynet),
      '/api/pay/paypal_pay',
      onRole(noArea, universalRole),
    );
    expect(res).toMatchObject(elsewhere);
    expect(await ordersOf('joynet')).toBe(before);
  });

  const endpoints = Object.keys(payEndpoints) as PayEndpoint[];
  it.each(endpoints)('%s refuses a server of another area (-3031)', async (endpoint) => {
    const method = await kit.methodFor(endpoint, multiArea);
    const { tenant, body } = await kit.payloadFor(method);
    const other = tenant.areas.find((area) => area !== body.domain_area)!;
    const role = await roleIn(tenant, other);
    const before = await ordersOf(tenant.id);
    const res = await kit.post(hostOf(tenant), `/api/${endpoint}`, onRole(body, role));
    expect(res, `${tenant.id} ${String(body.domain_area)} vs ${other}`).toMatchObject(elsewhere);
    expect(await ordersOf(tenant.id)).toBe(before);
  });

  it('refuses a prepaid card payment (card_info), a card exchange and a gift code elsewhere', async () => {
    const method = await kit.methodFor('pay/card_pay', multiArea);
    const { tenant, body } = await kit.payloadFor(method);
    const host = hostOf(tenant);
    const other = tenant.areas.find((area) => area !== body.domain_area)!;
    const role = await roleIn(tenant, other);
    const before = await ordersOf(tenant.id);
    // The area is checked before the card is even read.
    const card = { ...onRole(body, role), card_info: 'AAAA' };
    expect(await kit.post(host, '/api/pay/card_pay', card)).toMatchObject(elsewhere);
    const exchange = {
      client_id: body.client_id,
      server_id: role.serverId,
      role_id: role.roleId,
      card_info: 'AAAA',
      domain_area: body.domain_area,
      oauth_token: body.oauth_token,
    };
    expect(await kit.post(host, '/api/card/exchange', exchange)).toMatchObject(elsewhere);
    const { card_info: _card, ...gift } = { ...exchange, code: 'NOPE-NOPE' };
    expect(await kit.post(host, '/api/gift/redeem', gift)).toMatchObject(elsewhere);
    expect(await ordersOf(tenant.id)).toBe(before);
  });

  it('refuses a make-up payment named for a character of another area', async () => {
    const watt = tenantById('watt');
    const link = await replenish.newLink();
    const method = await kit.methodFor('pay/paypal_pay', (row) => {
      return inArea('watt', 'universal')(row) && priceFits(row.minMoney, row.maxMoney, 499);
    });
    const useuroRole = await roleIn(watt, 'useuro');
    const body = {
      client_id: watt.games[0]!.clients.web.clientId,
      replenish_id: link.replenish_id,
      platform: 'web',
      domain_area: 'universal',
      country: method.country,
      payway_id: method.paywayId,
      channel_id: method.channelId,
      oauth_token: await kit.tokenFor(watt),
    };
    const before = await ordersOf('watt');
    const wrong = await kit.post(hostOf(watt), '/api/pay/paypal_pay', onRole(body, useuroRole));
    expect(wrong).toMatchObject(elsewhere);
    expect(await ordersOf('watt')).toBe(before);
    const right = onRole(body, await roleIn(watt, 'universal'));
    expect(await kit.post(hostOf(watt), '/api/pay/paypal_pay', right)).toMatchObject({ code: 1 });
  });
});

describe('reading characters with an area', () => {
  let token: string;
  let eruRole: GameRole;
  beforeAll(async () => {
    token = await kit.tokenFor(joynet);
    eruRole = await roleIn(joynet, 'eru');
  });
  const base = () => ({ client_id: JOY_CLIENT, oauth_token: token, server_id: eruRole.serverId });

  it('getRoleList refuses an eru server asked in universal, answers it in eru or unnamed', async () => {
    const path = '/api/pay/getRoleList';
    expect(await get(path, { ...base(), domain_area: 'universal' })).toMatchObject(elsewhere);
    expect(await get(path, { ...base(), domain_area: 'kr' })).toMatchObject({
      code: ResultCode.WrongDomain,
    });
    for (const query of [{ ...base(), domain_area: 'eru' }, base()]) {
      const res = await get(path, query);
      expect(res.code).toBe(1);
      expect(res.data.roles.map((r: { role_id: string }) => r.role_id)).toContain(eruRole.roleId);
    }
  });

  it('evoke refuses an eru character asked in universal', async () => {
    const query = { ...base(), role_id: eruRole.roleId };
    expect(await get('/api/rsys/evoke', { ...query, domain_area: 'universal' })).toMatchObject(
      elsewhere,
    );
    expect(await get('/api/rsys/evoke', { ...query, domain_area: 'eru' })).toMatchObject({
      code: 1,
      data: { role_id: eruRole.roleId, server_id: eruRole.serverId },
    });
  });

  it('getLimitProductInfo refuses an eru character for area_id universal', async () => {
    const query = { ...base(), role_id: eruRole.roleId };
    const path = '/api/pay/getLimitProductInfo';
    expect(await get(path, { ...query, area_id: 'universal' })).toMatchObject(elsewhere);
    expect(await get(path, { ...query, area_id: 'eru' })).toMatchObject({ code: 1 });
    expect(await get(path, query)).toMatchObject({ code: 1 });
  });

  it('allRoleList lists only the characters of the area asked', async () => {
    const res = await get('/api/system/allRoleList', {
      client_id: JOY_CLIENT,
      oauth_token: token,
      domain_area: 'universal',
    });
    expect(res.code).toBe(1);
    const servers = new Set(res.data.roles.map((r: { server_id: string }) => r.server_id));
    const universal = await t.app.gameGateway.listServers(joynet.id, joyKingdom.code, {
      area: 'universal',
    });
    expect(servers.size).toBeGreaterThan(0);
    expect([...servers].every((id) => universal.some((s) => s.serverId === id))).toBe(true);
  });

  it('an event reward is not claimed for a character priced in another currency', async () => {
    const day = 86_400_000;
    await insertEvent(t.app, {
      id: 'joy-krw',
      tenantId: 'joynet',
      gameCode: joyKingdom.code,
      kind: 'cumulative',
      currency: 'KRW',
      startsAt: new Date(Date.now() - day).toISOString(),
      endsAt: new Date(Date.now() + 30 * day).toISOString(),
      tiers: [[10_000, 10]],
    });
    const claim = async (role: GameRole) =>
      kit.post(hostOf(joynet), '/api/cumulative/receiveActivityGift', {
        client_id: JOY_CLIENT,
        activity_id: 'joy-krw',
        tier_id: 1,
        role_id: role.roleId,
        server_id: role.serverId,
        oauth_token: token,
      });
    expect(await claim(eruRole)).toMatchObject(elsewhere);
    // A universal (KRW) character gets as far as the tier: not reached yet.
    expect(await claim(await roleIn(joynet, 'universal'))).toMatchObject({
      code: ResultCode.RewardLocked,
    });
  });

  it('event progress is not shown for a character of another area', async () => {
    const res = await get('/api/cumulative/cumulativeActivityInfo', {
      ...base(),
      role_id: eruRole.roleId,
      domain_area: 'universal',
    });
    expect(res).toMatchObject(elsewhere);
  });
});
