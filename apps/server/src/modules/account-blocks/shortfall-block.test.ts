import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@topup/contracts/result-codes';
import { accountBlocks } from '../../db/tables/account-blocks.ts';
import { staffAudit } from '../../db/tables/console.ts';
import { outbox } from '../../db/tables/payments.ts';
import type { GameGateway } from '../../games/game-gateway.ts';
import { en } from '../../i18n/messages/en.ts';
import { de } from '../../i18n/messages/de.ts';
import { ar } from '../../i18n/messages/ar.ts';
import { createOutboxRelay } from '../orders/relay/outbox-relay.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createTestStaff } from '../console/test-kit.ts';
import { eventsOf, paidInput } from '../orders/test-kit.ts';
import { revokeDeliveryId } from '../orders/refund-order.ts';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';
import { RULE_CREATOR } from './block-on-shortfall.ts';
import { shortfallKit, WATT_HOST, wattBlocks } from './test-kit.ts';

// Issue 14, the brand rule `block` (watt set to it here): a refund whose goods the game could not
// all take back blocks the account's purchases on the brand until the make-up link is paid or
// support lifts it. Through the app: pay endpoints, the relay, the console API.

const tenants = wattBlocks();
let t: TestApp;
type Headers = Record<string, string>;
let support: Headers;
let analyst: Headers;
let otherBrand: Headers;
beforeAll(async () => {
  t = await createTestApp({}, { tenants, paymentTransport: (app) => createInjectTransport(app) });
  support = (await createTestStaff(t.app, { role: 'support', tenantIds: ['watt'] })).headers;
  analyst = (await createTestStaff(t.app, { role: 'analyst', tenantIds: ['watt'] })).headers;
  otherBrand = (await createTestStaff(t.app, { role: 'support', tenantIds: ['joyage'] })).headers;
}, 180_000);
afterAll(() => t.close());
const kit = shortfallKit(() => t);

async function consoleCall(
  method: 'GET' | 'POST',
  url: string,
  headers: Headers,
  payload?: object,
) {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) };
}

/** A relay whose game cannot revoke: one attempt, then the revoke is given up. */
const refusingRelay = () => {
  const refusing: GameGateway = {
    ...t.app.gameGateway,
    revoke: async () => {
      throw new Error('this game cannot take goods back');
    },
  };
  return createOutboxRelay({
    db: t.app.db,
    lifecycle: t.app.orders.lifecycle,
    gameGateway: refusing,
    now: () => new Date(),
    log: { info() {}, warn() {}, error() {} },
    maxAttempts: 1,
  });
};

const actions = async (billingNo: string) =>
  (await eventsOf(t.app.db, billingNo)).map((e) => e.detail.action);

describe('revokeShortfall: block', () => {
  it('blocks the account once, refuses its purchases, and paying the make-up link lifts it', async () => {
    const { order, body } = await kit.deliveredOrder();
    const delivered = order.value + order.bonus;
    // The player keeps 30 gems and spends the rest in the game before the chargeback.
    expect((await kit.spendAllBut(body, 30)).data.balance).toBe(30);
    expect((await kit.refund(order.billingNo)).order).toMatchObject({ status: 'refunded' });
    expect(await t.app.outboxRelay.runOnce()).toMatchObject({ delivered: 1 });

    const shortfall = delivered - 30;
    const owed = Math.max(1, Math.round((order.amountMinor * shortfall) / delivered));
    const [block] = await kit.blocksOf(order.billingNo);
    expect(block).toMatchObject({
      tenantId: 'watt',
      suid: order.suid,
      reason: 'shortfall',
      refundKind: 'chargeback',
      shortfall,
      amountMinor: owed,
      currency: order.currency,
      liftedAt: null,
    });
    expect(await kit.linksOf(order.suid, RULE_CREATOR)).toMatchObject([
      { amountMinor: owed, currency: order.currency, status: 'open', clientId: order.clientId },
    ]);
    expect(await actions(order.billingNo)).toEqual([
      'create',
      'pending',
      'paid',
      'deliver',
      'refunded',
      'revoke',
      'account_blocked',
    ]);

    // New purchases are refused with -3045 in the player's language, and no order is written.
    const refused = await kit.payGoods();
    expect(refused.answer).toMatchObject({
      code: ResultCode.AccountBlocked,
      msg: en['pay.accountBlocked'],
    });
    expect(JSON.stringify(refused.answer)).not.toMatch(/replenish/i);
    const german = await kit.payGoods({ bcp47_lang: 'de-DE' });
    expect(german.answer).toMatchObject({ code: -3045, msg: de['pay.accountBlocked'] });
    expect((await kit.payGoods({ bcp47_lang: 'ar' })).answer.msg).toBe(ar['pay.accountBlocked']);

    // The relay runs the revoke again (a crash before it recorded the answer, say): the game
    // answers the same shortfall, and there is still one block and one link.
    await t.app.db
      .update(outbox)
      .set({ doneAt: null, nextAttemptAt: new Date(0) })
      .where(eq(outbox.deliveryId, revokeDeliveryId(order.billingNo)));
    expect(await t.app.outboxRelay.runOnce()).toMatchObject({ delivered: 1 });
    expect(await kit.blocksOf(order.billingNo)).toHaveLength(1);
    expect(await kit.linksOf(order.suid, RULE_CREATOR)).toHaveLength(1);
    expect((await actions(order.billingNo)).filter((a) => a === 'account_blocked')).toHaveLength(1);

    // Support sees the link in the console (analysts see the block, not the secret).
    const listed = await consoleCall('GET', '/api/console/account-blocks?tenant=watt', support);
    const item = listed.data.items.find(
      (i: { billing_no: string }) => i.billing_no === order.billingNo,
    );
    expect(item).toMatchObject({ amount_minor: owed, reason: 'shortfall', lifted_at: null });
    // Paged: 50 a page with the total; a page past the end is empty, not an error.
    expect(listed.data).toMatchObject({ total: listed.data.items.length, page: 1, page_size: 50 });
    const past = await consoleCall(
      'GET',
      '/api/console/account-blocks?tenant=watt&page=2',
      support,
    );
    expect(past.data).toMatchObject({ items: [], page: 2 });
    expect(
      (await consoleCall('GET', '/api/console/account-blocks', analyst)).data.items[0].link_url,
    ).toBeNull();
    expect(
      (await consoleCall('GET', '/api/console/account-blocks', otherBrand)).data.items,
    ).toEqual([]);
    const linkUrl = new URL(item.link_url);
    const replenishId = linkUrl.searchParams.get('replenish_id')!;
    expect(linkUrl.searchParams.get('rp_client_id')).toBe(order.clientId);

    // The make-up payment is allowed while blocked; once paid, the block lifts.
    const method = await kit.paypal();
    const makeUp = await kit.pay.post(WATT_HOST, '/api/pay/paypal_pay', {
      client_id: body.client_id,
      replenish_id: replenishId,
      platform: 'web',
      domain_area: body.domain_area,
      country: method.country,
      payway_id: method.paywayId,
      channel_id: method.channelId,
      bcp47_lang: 'en-US',
      did: 'device-1',
      oauth_token: body.oauth_token,
    });
    expect(makeUp).toMatchObject({ code: 1 });
    const makeUpOrder = await kit.orderRow(makeUp.data.billing_no);
    expect(makeUpOrder).toMatchObject({ purpose: 'replenish', amountMinor: owed });
    expect((await kit.payGoods()).answer.code).toBe(ResultCode.AccountBlocked);
    await t.app.orders.confirmPayment(paidInput(makeUpOrder));
    expect((await kit.blocksOf(order.billingNo))[0]).toMatchObject({
      liftedAt: expect.any(Date),
      liftedBy: `make-up:${makeUpOrder.billingNo}`,
    });
    expect((await actions(order.billingNo)).at(-1)).toBe('account_unblocked');

    // A new order goes through again.
    expect((await kit.payGoods()).answer).toMatchObject({ code: 1 });
  });

  it('a revoke given up (the game cannot revoke) blocks for the whole price; staff of the brand lift it', async () => {
    const { order } = await kit.deliveredOrder();
    await kit.refund(order.billingNo, 'refund');
    expect(await refusingRelay().runOnce()).toMatchObject({ dead: 1 });
    expect(await kit.blocksOf(order.billingNo)).toMatchObject([
      {
        reason: 'revoke-failed',
        refundKind: 'refund',
        shortfall: order.value + order.bonus,
        amountMinor: order.amountMinor,
        liftedAt: null,
      },
    ]);
    expect((await actions(order.billingNo)).slice(-2)).toEqual(['revoke_dead', 'account_blocked']);
    expect((await kit.payGoods()).answer.code).toBe(ResultCode.AccountBlocked);

    const lift = (headers: Headers) =>
      consoleCall('POST', `/api/console/account-blocks/watt/${order.billingNo}/lift`, headers, {
        note: 'goodwill: first chargeback',
      });
    // Another brand's staff learn nothing; an analyst may not change anything.
    expect(await lift(otherBrand)).toMatchObject({ status: 404, code: ResultCode.NotFound });
    expect(await lift(analyst)).toMatchObject({ status: 403, code: ResultCode.Forbidden });
    expect((await kit.payGoods()).answer.code).toBe(ResultCode.AccountBlocked);

    const lifted = await lift(support);
    expect(lifted).toMatchObject({
      code: 1,
      data: {
        billing_no: order.billingNo,
        lift_note: 'goodwill: first chargeback',
        link_url: null,
      },
    });
    expect(lifted.data.lifted_by).toMatch(/^staff:/);
    // Who lifted it, as people know them (the member's e-mail), in the answer and the list.
    expect(lifted.data.lifted_by_name).toMatch(/@/);
    const all = await consoleCall('GET', '/api/console/account-blocks?all=true', support);
    expect(
      all.data.items.find((i: { billing_no: string }) => i.billing_no === order.billingNo),
    ).toMatchObject({ lifted_by_name: lifted.data.lifted_by_name });
    const audit = await t.app.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'account.unblock'), eq(staffAudit.tenantId, 'watt')));
    expect(audit).toMatchObject([{ target: `${order.suid}:${order.billingNo}` }]);
    expect(await lift(support)).toMatchObject({ status: 400, code: ResultCode.BadRequest });
    expect((await actions(order.billingNo)).at(-1)).toBe('account_unblocked');

    expect((await kit.payGoods()).answer).toMatchObject({ code: 1 });
    const stillOn = await t.app.db
      .select()
      .from(accountBlocks)
      .where(isNull(accountBlocks.liftedAt));
    expect(stillOn).toEqual([]);
  });

  it('a given-up revoke replayed by staff that takes everything back lifts the block and cancels its link', async () => {
    const { order } = await kit.deliveredOrder();
    await kit.refund(order.billingNo);
    expect(await refusingRelay().runOnce()).toMatchObject({ dead: 1 });
    const [block] = await kit.blocksOf(order.billingNo);
    expect(block).toMatchObject({ reason: 'revoke-failed', liftedAt: null });
    expect((await kit.payGoods()).answer.code).toBe(ResultCode.AccountBlocked);

    // The game works again: support replays the revoke; the player had spent nothing.
    const replay = await consoleCall(
      'POST',
      `/api/console/orders/${order.billingNo}/replay`,
      support,
    );
    expect(replay).toMatchObject({ code: 1, data: { kind: 'revoke', outcome: 'delivered' } });
    expect((await kit.blocksOf(order.billingNo))[0]).toMatchObject({
      liftedAt: expect.any(Date),
      liftedBy: 'relay:recovered',
    });
    const [link] = (await kit.linksOf(order.suid, RULE_CREATOR)).filter(
      (l) => l.idHash === block!.linkHash,
    );
    expect(link).toMatchObject({ status: 'cancelled' });
    expect((await actions(order.billingNo)).slice(-2)).toEqual(['revoke', 'account_unblocked']);
    expect((await kit.payGoods()).answer).toMatchObject({ code: 1 });
  });
});
