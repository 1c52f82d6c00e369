import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@topup/contracts/result-codes';
import { accountBlocks } from '../../db/tables/account-blocks.ts';
import { orders } from '../../db/tables/payments.ts';
import { prepaidCards } from '../../db/tables/cards.ts';
import { en } from '../../i18n/messages/en.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createAccountsRepository } from '../accounts/repository.ts';
import { cardInfo, cardKit, demoRole } from '../cards/test-kit.ts';
import { demoCardNo } from '@topup/demo/seed/cards/seed-data';
import { eventsOf } from '../orders/test-kit.ts';
import { tenantById } from '../payments/test-kit.ts';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';
import { RULE_CREATOR } from './block-on-shortfall.ts';
import { shortfallKit } from './test-kit.ts';

// The brands as their files say: watt keeps the default rule (accept), coolgame blocks.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { paymentTransport: (app) => createInjectTransport(app) });
});
afterAll(() => t.close());
const kit = shortfallKit(() => t);
const cards = cardKit(() => t);

describe('revokeShortfall in the tenant files', () => {
  it('defaults to accept; coolgame blocks (its file)', () => {
    expect(tenantById('watt').revokeShortfall).toEqual({ action: 'accept' });
    expect(tenantById('coolgame').revokeShortfall).toEqual({ action: 'block', linkValidDays: 30 });
  });

  it('accept: the shortfall is in the story, nothing is blocked, the player buys on', async () => {
    const { order, body } = await kit.deliveredOrder();
    await kit.spendAllBut(body, 0);
    await kit.refund(order.billingNo);
    expect(await t.app.outboxRelay.runOnce()).toMatchObject({ delivered: 1 });
    const story = (await eventsOf(t.app.db, order.billingNo)).map((e) => e.detail);
    expect(story.at(-1)).toMatchObject({
      action: 'revoke',
      applied: true,
      shortfall: order.value + order.bonus,
    });
    expect(await kit.blocksOf(order.billingNo)).toEqual([]);
    expect(await kit.linksOf(order.suid, RULE_CREATOR)).toEqual([]);
    expect((await kit.payGoods()).answer).toMatchObject({ code: 1 });
  });
});

describe('a blocked account and card pay', () => {
  it('refuses paying with a prepaid card too: no order, the card stays unused', async () => {
    const coolgame = tenantById('coolgame');
    const game = coolgame.games[0]!;
    const account = await createAccountsRepository(t.app.db).findByUsername('coolgame', 'demo');
    await t.app.db.insert(accountBlocks).values({
      tenantId: 'coolgame',
      billingNo: 'TP-test-blocked',
      suid: account!.suid,
      username: 'demo',
      reason: 'shortfall',
      refundKind: 'chargeback',
      shortfall: 60,
      amountMinor: 3000,
      currency: 'TWD',
      linkHash: 'not-a-real-link',
      linkUrl: 'http://coolgame.localhost/replenishGoods',
      createdAt: new Date(),
    });
    const ordersBefore = await t.app.db
      .select()
      .from(orders)
      .where(eq(orders.tenantId, 'coolgame'));
    const res = await cards.post(coolgame, '/api/pay/card_pay', {
      client_id: game.clients.web.clientId,
      ...demoRole('1001'),
      platform: 'web',
      product_id: `${game.code}-diamonds-60`,
      country: 'TW',
      payway_id: 10303,
      channel_id: 'koudian',
      card_info: cardInfo('coolgame', 1),
      oauth_token: await cards.tokenFor(coolgame),
    });
    expect(res).toMatchObject({ code: ResultCode.AccountBlocked, msg: en['pay.accountBlocked'] });
    const ordersAfter = await t.app.db.select().from(orders).where(eq(orders.tenantId, 'coolgame'));
    expect(ordersAfter).toHaveLength(ordersBefore.length);
    const [card] = await t.app.db
      .select()
      .from(prepaidCards)
      .where(
        and(
          eq(prepaidCards.tenantId, 'coolgame'),
          eq(prepaidCards.cardNo, demoCardNo('coolgame', 1)),
        ),
      );
    expect(card?.status).toBe('active');
  });
});
