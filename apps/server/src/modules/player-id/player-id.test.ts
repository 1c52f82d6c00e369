import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestOrderSchema, playerLookupSchema } from '@topup/contracts/player-id';
import { ResultCode } from '@topup/contracts/result-codes';
import { orders } from '../../db/tables/payments.ts';
import { createOutboxRelay } from '../orders/relay/outbox-relay.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { balanceOf, paidInput, testClock } from '../orders/test-kit.ts';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';
import { hostOf, payKit, tenantById, type Answer } from '../payments/test-kit.ts';
import { MAX_UNPAID_GUEST_ORDERS } from '../orders/insert-order.ts';
import { MAX_ADDRESS_LOOKUPS, MAX_BRAND_MISSES } from './lookup-throttle.ts';

let t: TestApp;
const clock = testClock(new Date().toISOString());
beforeAll(async () => {
  t = await createTestApp(
    {},
    { now: clock.now, paymentTransport: (app) => createInjectTransport(app) },
  );
});
afterAll(() => t.close());
const kit = payKit(() => t);

const watt = tenantById('watt');
const ko = tenantById('ko');
const WATT_ARENA = '11103'; // voltage-arena: on, with the server asked
const WATT_SPARK = '11203'; // spark-legends: off
const KO_MOON = '13103'; // black-moon: on, id alone
let addressNo = 0;
/** A fresh client address per call site, so one test's lookups never lock out another's. */
const freshAddress = () => `10.77.${Math.floor(++addressNo / 250)}.${addressNo % 250}`;

async function post(
  host: string,
  url: string,
  payload: Record<string, unknown>,
  remoteAddress = freshAddress(),
): Promise<Answer> {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { host },
    payload,
    remoteAddress,
  });
  return { status: res.statusCode, ...res.json() };
}

const lookup = (host: string, body: Record<string, unknown>, address?: string) =>
  post(host, '/api/player-id/lookup', body, address);

/** A demo character of `demo` on watt's Voltage Arena in universal, and its real name. */
async function wattCharacter() {
  const [role] = await t.app.gameGateway.listRoles('watt', 'voltage-arena', '10000001', {
    area: 'universal',
  });
  return role!;
}

async function ticketFor(roleId: string, serverId: string) {
  const res = await lookup(hostOf(watt), {
    client_id: WATT_ARENA,
    player_id: roleId,
    server_id: serverId,
    domain_area: 'universal',
  });
  expect(res, JSON.stringify(res)).toMatchObject({ code: 1 });
  return playerLookupSchema.parse(res.data);
}

/** A pay body for watt universal's sandbox method, with a ticket instead of a login. */
async function guestPayBody(ticket: string, productId?: string) {
  const method = await kit.methodFor(
    'pay/platform_pay',
    (row) => row.tenantId === 'watt' && (row.areas.length === 0 || row.areas.includes('universal')),
  );
  const { body } = await kit.payloadFor(method);
  const { oauth_token: _login, ...rest } = body;
  return {
    ...rest,
    client_id: WATT_ARENA,
    domain_area: 'universal',
    role_id: '',
    server_id: '',
    ...(productId ? { product_id: productId } : {}),
    player_ticket: ticket,
  };
}

async function goods(limited: boolean) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/pay/getGoodsList?client_id=${WATT_ARENA}&domain_area=universal`,
    headers: { host: hostOf(watt) },
  });
  const list = res.json().data.goods as { product_id: string; isLimit: boolean; offer?: object }[];
  return list.find((g) => g.isLimit === limited && !g.offer)!.product_id;
}

describe('POST /api/player-id/lookup', () => {
  it("answers the character's masked name, server and level, and a ticket", async () => {
    const role = await wattCharacter();
    const data = await ticketFor(role.roleId, role.serverId);
    expect(data).toMatchObject({
      server_id: role.serverId,
      server_name: role.serverName,
      level: role.level,
      expires_in: 900,
    });
    expect(data.role_name).toHaveLength(role.name.length);
    expect(data.role_name).not.toBe(role.name);
    expect(data.role_name[0]).toBe(role.name[0]);
    expect(data.ticket.length).toBeGreaterThanOrEqual(32);
    // Nothing of the account reaches the person paying.
    expect(JSON.stringify(data)).not.toContain('10000001');
  });

  it('finds by id alone where the game does not ask for the server (ko)', async () => {
    const [role] = await t.app.gameGateway.listRoles('ko', 'black-moon', '10000001');
    const res = await lookup(hostOf(ko), { client_id: KO_MOON, player_id: role!.roleId });
    expect(res).toMatchObject({ code: 1, data: { server_id: role!.serverId } });
  });

  it('answers -3033 for an unknown id and for the wrong server, never a 500', async () => {
    const role = await wattCharacter();
    const unknown = await lookup(hostOf(watt), {
      client_id: WATT_ARENA,
      player_id: '99999999',
      server_id: role.serverId,
    });
    expect(unknown).toMatchObject({ status: 200, code: ResultCode.PlayerNotFound });
    expect(unknown.msg).toMatch(/No character has this player ID/);
    const elsewhere = await lookup(hostOf(watt), {
      client_id: WATT_ARENA,
      player_id: role.roleId,
      server_id: '1042',
    });
    expect(elsewhere).toMatchObject({ code: ResultCode.PlayerNotFound });
  });

  it('says so in the Accept-Language of the person asking', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player-id/lookup',
      headers: { host: hostOf(watt), 'accept-language': 'ja' },
      remoteAddress: freshAddress(),
      payload: { client_id: WATT_ARENA, player_id: 'nobody', server_id: '1001' },
    });
    expect(res.json()).toMatchObject({
      code: ResultCode.PlayerNotFound,
      msg: expect.stringContaining('プレイヤーID'),
    });
  });

  it('refuses a game or brand without the switch (-3035) and a missing server (-400)', async () => {
    expect(
      await lookup(hostOf(watt), { client_id: WATT_SPARK, player_id: '1001011', server_id: '1' }),
    ).toMatchObject({ code: ResultCode.PlayerIdUnavailable });
    const dragon = tenantById('dragon');
    expect(
      await lookup(hostOf(dragon), {
        client_id: dragon.games[0]!.clients.web.clientId,
        player_id: '1001011',
      }),
    ).toMatchObject({ code: ResultCode.PlayerIdUnavailable });
    expect(
      await lookup(hostOf(watt), { client_id: WATT_ARENA, player_id: '1001011' }),
    ).toMatchObject({ status: 400, code: ResultCode.BadRequest });
    expect(
      await lookup(hostOf(watt), { client_id: WATT_ARENA, player_id: "1' or 1=1", server_id: '1' }),
    ).toMatchObject({ status: 400, code: ResultCode.BadRequest });
  });

  it(`limits one address to ${MAX_ADDRESS_LOOKUPS} lookups in 15 minutes, found or not`, async () => {
    const role = await wattCharacter();
    const address = freshAddress();
    const body = { client_id: WATT_ARENA, player_id: role.roleId, server_id: role.serverId };
    for (let n = 0; n < MAX_ADDRESS_LOOKUPS; n++) {
      expect((await lookup(hostOf(watt), body, address)).code, `lookup ${n + 1}`).toBe(1);
    }
    const refused = await lookup(hostOf(watt), body, address);
    expect(refused).toMatchObject({ code: ResultCode.RateLimited });
    expect(refused.msg).toMatch(/Too many player ID lookups\. Please try again in 15 min/);
    // Another address is not held back, and the window ends by itself.
    expect((await lookup(hostOf(watt), body)).code).toBe(1);
    clock.advance(15 * 60 * 1000 + 1);
    expect((await lookup(hostOf(watt), body, address)).code).toBe(1);
  });

  it(`stops a spread-out run of guesses after ${MAX_BRAND_MISSES} misses on the brand`, async () => {
    const [role] = await t.app.gameGateway.listRoles('ko', 'black-moon', '10000001');
    // Hits do not fill the brand's counter: its real buyers never lock it.
    for (let n = 0; n < 5; n++) {
      expect((await lookup(hostOf(ko), { client_id: KO_MOON, player_id: role!.roleId })).code).toBe(
        1,
      );
    }
    for (let n = 0; n < MAX_BRAND_MISSES; n++) {
      const miss = await lookup(hostOf(ko), { client_id: KO_MOON, player_id: `guess${n}` });
      expect(miss.code, `miss ${n + 1}`).toBe(ResultCode.PlayerNotFound);
    }
    const after = await lookup(hostOf(ko), { client_id: KO_MOON, player_id: role!.roleId });
    expect(after).toMatchObject({ code: ResultCode.RateLimited });
    // Another brand keeps looking up.
    const wattRole = await wattCharacter();
    expect((await ticketFor(wattRole.roleId, wattRole.serverId)).ticket).toBeTruthy();
  }, 120_000);
});

describe('paying with the ticket (a guest order)', () => {
  it('orders for exactly the confirmed character, is read by the ticket, and is delivered once', async () => {
    const role = await wattCharacter();
    const data = await ticketFor(role.roleId, role.serverId);
    const { ticket } = data;
    const productId = await goods(false);
    // A body naming another character is paid for the confirmed one all the same.
    const body = { ...(await guestPayBody(ticket, productId)), role_id: '1001012' };
    const paid = await post(hostOf(watt), '/api/pay/platform_pay', body);
    expect(paid, JSON.stringify(paid)).toMatchObject({ code: 1 });
    const billingNo = paid.data.billing_no as string;
    const [order] = await t.app.db.select().from(orders).where(eq(orders.billingNo, billingNo));
    expect(order).toMatchObject({
      suid: '10000001',
      username: '',
      roleId: role.roleId,
      serverId: role.serverId,
      productId,
      status: 'pending',
    });
    expect(order!.meta).toMatchObject({ guest: true });

    const read = (key: string, no = billingNo) =>
      post(hostOf(watt), '/api/player-id/order', { billing_no: no, ticket: key });
    const pending = guestOrderSchema.parse((await read(ticket)).data);
    // The order link shows the name as masked as the lookup did, never more.
    expect(pending.info).toMatchObject({ status: -1, user_name: '', role_name: data.role_name });
    expect(pending.track.final).toBe(false);
    // A wrong ticket, or the right one on another order, reads nothing.
    expect(await read('x'.repeat(43))).toMatchObject({ code: ResultCode.NotFound });
    const other = await ticketFor(role.roleId, role.serverId);
    expect(await read(other.ticket)).toMatchObject({ code: ResultCode.NotFound });

    const before = await balanceOf(t.app.db, {
      tenantId: 'watt',
      gameCode: 'voltage-arena',
      roleId: role.roleId,
    });
    await t.app.orders.confirmPayment(paidInput(order!));
    await t.app.orders.confirmPayment(paidInput(order!));
    const relay = createOutboxRelay({
      db: t.app.db,
      gameGateway: t.app.gameGateway,
      now: clock.now,
      log: { info() {}, warn() {}, error() {} },
    });
    await relay.runOnce();
    await relay.runOnce();
    const after = await balanceOf(t.app.db, {
      tenantId: 'watt',
      gameCode: 'voltage-arena',
      roleId: role.roleId,
    });
    expect(after - before).toBe(order!.value + order!.bonus);
    const done = guestOrderSchema.parse((await read(ticket)).data);
    expect(done.info.status).toBe(1);
    expect(done.track).toMatchObject({ state: 'delivered', final: true });
  });

  it('refuses coupons and limited goods (-400), a run-out ticket (-3034) and another brand', async () => {
    const role = await wattCharacter();
    const { ticket } = await ticketFor(role.roleId, role.serverId);
    const coupon = await post(hostOf(watt), '/api/pay/platform_pay', {
      ...(await guestPayBody(ticket, await goods(false))),
      coupon_code: 'WEEKLY5',
    });
    expect(coupon).toMatchObject({ code: ResultCode.BadRequest });
    expect(coupon.msg).toMatch(/need a login/);
    const limited = await post(
      hostOf(watt),
      '/api/pay/platform_pay',
      await guestPayBody(ticket, await goods(true)),
    );
    expect(limited).toMatchObject({ code: ResultCode.BadRequest });
    // The ticket is the brand's: another brand's pay call does not know it.
    const onKo = await post(hostOf(ko), '/api/pay/platform_pay', {
      ...(await guestPayBody(ticket)),
      client_id: KO_MOON,
    });
    expect(onKo.code).not.toBe(1);
    clock.advance(15 * 60 * 1000 + 1);
    const late = await post(hostOf(watt), '/api/pay/platform_pay', await guestPayBody(ticket));
    expect(late).toMatchObject({ code: ResultCode.PlayerTicketExpired });
    expect(late.msg).toMatch(/look the player ID up again/);
  });

  it(`holds guests to ${MAX_UNPAID_GUEST_ORDERS} unpaid orders per account, apart from the owner's`, async () => {
    const [, role] = await t.app.gameGateway.listRoles('watt', 'voltage-arena', '10000001', {
      area: 'universal',
    });
    const { ticket } = await ticketFor(role!.roleId, role!.serverId);
    const open = await t.app.db.select().from(orders).where(eq(orders.suid, '10000001'));
    const guestsOpen = open.filter(
      (o) =>
        o.meta.guest === true &&
        ['created', 'pending'].includes(o.status) &&
        o.expiresAt > clock.now(),
    ).length;
    const body = await guestPayBody(ticket, await goods(false));
    for (let n = guestsOpen; n < MAX_UNPAID_GUEST_ORDERS; n++) {
      expect((await post(hostOf(watt), '/api/pay/platform_pay', body)).code, `order ${n + 1}`).toBe(
        1,
      );
    }
    const refused = await post(hostOf(watt), '/api/pay/platform_pay', body);
    expect(refused).toMatchObject({ code: ResultCode.RateLimited });
    // The owner, logged in, still buys for the same character.
    const owner = await post(hostOf(watt), '/api/pay/platform_pay', {
      ...body,
      player_ticket: undefined,
      role_id: role!.roleId,
      server_id: role!.serverId,
      oauth_token: await kit.tokenFor(watt),
    });
    expect(owner, JSON.stringify(owner)).toMatchObject({ code: 1 });
  });

  it('without a ticket or a login the pay call still answers -600', async () => {
    const role = await wattCharacter();
    const { player_ticket: _none, ...body } = await guestPayBody('y'.repeat(43));
    const named = { ...body, role_id: role.roleId, server_id: role.serverId };
    expect(await post(hostOf(watt), '/api/pay/platform_pay', named)).toMatchObject({
      code: ResultCode.NotLoggedIn,
    });
  });
});
