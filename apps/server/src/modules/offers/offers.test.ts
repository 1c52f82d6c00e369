import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsListSchema } from '@topup/contracts/catalog';
import { ResultCode } from '@topup/contracts/result-codes';
import { demoDeliveries } from '../../db/tables/demo-game.ts';
import { productPrices, products } from '../../db/tables/catalog.ts';
import { firstPurchaseBonuses } from '../../db/tables/offers.ts';
import { orders } from '../../db/tables/payments.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createInjectTransport } from '@topup/demo/sandbox-gateway/inject-transport';
import { tenantById } from '../payments/test-kit.ts';
import { offerDeliveryId } from './claim-payload.ts';
import { offersKit } from './test-kit.ts';

// Offers through the API (decision 0028) on watt's first game, with offers written straight into
// the tables. The app's clock is the test's; every test uses characters no other test touches.

const HOUR = 3_600_000;
const clock = new Date('2031-06-01T10:00:00Z');
const at = (hours: number) => new Date(clock.getTime() + hours * HOUR);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    { now: () => clock, paymentTransport: (app) => createInjectTransport(app) },
  );
  await kit.addOffer({ productId: 'o-live', priceMinor: 199, startsAt: at(-1), endsAt: at(48) });
  await kit.addOffer({ productId: 'o-ended', priceMinor: 199, startsAt: at(-5), endsAt: at(-1) });
  await kit.addOffer({ productId: 'o-later', priceMinor: 199, startsAt: at(2), endsAt: at(5) });
  for (const [step, price] of [
    [1, 99],
    [2, null],
    [3, 499],
  ] as const) {
    await kit.addOffer({
      productId: `o-chain-${step}`,
      priceMinor: price,
      chainId: 'c',
      chainStep: step * 10,
    });
  }
  // A free step whose goods kept their price (issue 31 item 5).
  await kit.addOffer({
    productId: 'o-kept',
    priceMinor: 299,
    chainId: 'k',
    chainStep: 1,
    free: true,
  });
});
afterAll(() => t.close());
const watt = tenantById('watt');
const kit = offersKit(() => t, watt);

const offerOf = (list: { goods: { product_id: string; offer?: unknown }[] }, id: string) =>
  list.goods.find((g) => g.product_id === id);

describe('time-limited offers', () => {
  it('lists a live offer with its end and countdown, and leaves out ended and coming ones', async () => {
    const res = await kit.goods();
    expect(res).toMatchObject({ code: 1 });
    const list = goodsListSchema.parse(res.data);
    expect(offerOf(list, 'o-live')).toMatchObject({
      price_minor: 199,
      offer: { ends_at: at(48).toISOString(), seconds_left: 48 * 3600, free: false, chain: null },
    });
    expect(offerOf(list, 'o-ended')).toBeUndefined();
    expect(offerOf(list, 'o-later')).toBeUndefined();
    // Ordinary goods keep SPEC §3's fields and carry no offer.
    expect(list.goods.find((g) => !g.product_id.startsWith('o-'))).not.toHaveProperty('offer');
  });

  it('refuses an ended or not yet started offer at pay time, without writing an order', async () => {
    const [role] = await kit.roles();
    expect(await kit.pay(role!, 'o-ended')).toMatchObject({
      code: ResultCode.OfferUnavailable,
      msg: 'This offer has ended',
    });
    expect(await kit.pay(role!, 'o-later')).toMatchObject({
      code: ResultCode.OfferUnavailable,
      msg: 'This offer is not available yet',
    });
    expect(await kit.ordersOf('o-ended')).toHaveLength(0);
    expect(await kit.ordersOf('o-later')).toHaveLength(0);
    expect(await kit.pay(role!, 'o-live')).toMatchObject({ code: 1 });
  });

  it('answers a refusal in the language of the request (spec_lang)', async () => {
    const [role] = await kit.roles();
    const claim = await kit.claim(role!, 'o-chain-2', 'de');
    expect(claim).toMatchObject({
      code: ResultCode.OfferStepLocked,
      msg: 'Schließe zuerst den vorherigen Schritt dieses Angebots ab',
    });
  });
});

describe('regular price (issue 29 item 13)', () => {
  it("carries the wrapped goods' price when it is more than the offer's, and only then", async () => {
    const db = t.app.db;
    const goods = async (productId: string, priceMinor: number, active = true) => {
      await db.insert(products).values({
        tenantId: watt.id,
        productId,
        gameCode: kit.game.code,
        typeKey: 'packs',
        names: { en: productId },
        value: 100,
        bonus: 0,
        active,
      });
      await db
        .insert(productPrices)
        .values({ tenantId: watt.id, productId, currency: 'USD', amountMinor: priceMinor });
    };
    await goods('r-dear', 499);
    await goods('r-cheap', 99);
    await goods('r-off', 999, false);
    const window = { priceMinor: 199, startsAt: at(-1), endsAt: at(48) };
    await kit.addOffer({ productId: 'o-deal', ...window, regularProductId: 'r-dear' });
    await kit.addOffer({ productId: 'o-no-deal', ...window, regularProductId: 'r-cheap' });
    await kit.addOffer({ productId: 'o-off', ...window, regularProductId: 'r-off' });
    // The goods were written straight to the tables: tell the goods cache, as the console does.
    await t.app.catalogBus.changed('goods');
    const list = goodsListSchema.parse((await kit.goods()).data);
    expect(offerOf(list, 'o-deal')).toMatchObject({
      price_minor: 199,
      offer: { regular_price_minor: 499 },
    });
    // Not a saving, or goods no longer sold: no struck-through price to show.
    expect(offerOf(list, 'o-no-deal')?.offer).not.toHaveProperty('regular_price_minor');
    expect(offerOf(list, 'o-off')?.offer).not.toHaveProperty('regular_price_minor');
    expect(offerOf(list, 'o-live')?.offer).not.toHaveProperty('regular_price_minor');
  });
});

describe('offer chains', () => {
  it('opens step n+1 only once step n is paid or claimed, each step once per character', async () => {
    const role = (await kit.roles())[1]!;
    const states = async () => {
      const list = goodsListSchema.parse((await kit.goods(role)).data);
      return [1, 2, 3].map((n) => {
        const g = offerOf(list, `o-chain-${n}`) as {
          offer: { chain: { state: string; step: number; steps: number } };
        };
        return `${g.offer.chain.step}/${g.offer.chain.steps}:${g.offer.chain.state}`;
      });
    };
    expect(await states()).toEqual(['1/3:available', '2/3:locked', '3/3:locked']);

    // Step 3 cannot be bought before steps 1 and 2; step 2 cannot be claimed before step 1.
    expect(await kit.pay(role, 'o-chain-3')).toMatchObject({
      code: ResultCode.OfferStepLocked,
      msg: 'Complete the previous step of this offer first',
    });
    expect(await kit.claim(role, 'o-chain-2')).toMatchObject({ code: ResultCode.OfferStepLocked });

    const first = await kit.pay(role, 'o-chain-1');
    expect(first).toMatchObject({ code: 1 });
    // Unpaid, step 1 holds its slot and opens nothing yet.
    expect(await kit.pay(role, 'o-chain-1')).toMatchObject({ code: ResultCode.UnpaidLimitOrder });
    expect(await kit.claim(role, 'o-chain-2')).toMatchObject({ code: ResultCode.OfferStepLocked });
    expect(await states()).toEqual(['1/3:available', '2/3:locked', '3/3:locked']);

    expect((await kit.confirmPaid(first.data.billing_no)).outcome).toBe('applied');
    expect(await states()).toEqual(['1/3:done', '2/3:available', '3/3:locked']);
    expect(await kit.pay(role, 'o-chain-1')).toMatchObject({
      code: ResultCode.OfferStepTaken,
      msg: 'You already have this step of the offer',
    });
    // A free step is not for sale: it has no price, so paying for it is an unknown product.
    expect((await kit.pay(role, 'o-chain-2')).code).toBe(ResultCode.BadRequest);

    expect(await kit.claim(role, 'o-chain-2')).toMatchObject({
      code: 1,
      data: { product_id: 'o-chain-2', state: 'done', amount: 100 },
    });
    expect(await kit.claim(role, 'o-chain-2')).toMatchObject({ code: ResultCode.OfferStepTaken });
    expect(await states()).toEqual(['1/3:done', '2/3:done', '3/3:available']);
    expect(await kit.pay(role, 'o-chain-3')).toMatchObject({ code: 1 });
    // A paid step is not claimable.
    expect((await kit.claim(role, 'o-chain-3')).code).toBe(ResultCode.BadRequest);
  });

  it('lists the free step at price 0 and delivers a claim to the game once', async () => {
    const role = (await kit.roles())[2]!;
    const list = goodsListSchema.parse((await kit.goods(role)).data);
    expect(offerOf(list, 'o-chain-2')).toMatchObject({
      price_minor: 0,
      offer: { free: true, chain: { step: 2, steps: 3, state: 'locked' } },
    });
    const paid = await kit.pay(role, 'o-chain-1');
    await kit.confirmPaid(paid.data.billing_no);
    expect((await kit.claim(role, 'o-chain-2')).code).toBe(1);
    await t.app.outboxRelay.runOnce();
    await t.app.outboxRelay.runOnce();
    const id = offerDeliveryId({
      tenantId: 'watt',
      productId: 'o-chain-2',
      gameCode: kit.game.code,
      roleId: role.roleId,
    });
    const delivered = await t.app.db
      .select()
      .from(demoDeliveries)
      .where(eq(demoDeliveries.deliveryId, id));
    expect(delivered).toMatchObject([{ amount: 100, source: 'offer', roleId: role.roleId }]);
  });

  it('keeps a free step free when its goods still have a price: listed once at 0, claimed, never paid', async () => {
    const role = (await kit.roles())[2]!;
    const list = goodsListSchema.parse((await kit.goods(role)).data);
    expect(list.goods.filter((g) => g.product_id === 'o-kept')).toMatchObject([
      { price_minor: 0, offer: { free: true } },
    ]);
    expect(await kit.pay(role, 'o-kept')).toMatchObject({
      code: ResultCode.OfferUnavailable,
      msg: 'This step is free: claim it instead of paying',
    });
    expect(await kit.claim(role, 'o-kept')).toMatchObject({ code: 1, data: { state: 'done' } });
  });

  it("shows another player's character as a new one (no state leaks without its owner's token)", async () => {
    const role = (await kit.roles())[1]!;
    const res = await t.app.inject({
      url: `/api/pay/getGoodsList?client_id=${kit.game.clients.web.clientId}&role_id=${role.roleId}&server_id=${role.serverId}`,
      headers: { host: 'watt.localhost:8080' },
    });
    const list = goodsListSchema.parse(res.json().data);
    expect(offerOf(list, 'o-chain-1')).toMatchObject({ offer: { chain: { state: 'available' } } });
  });
});

describe('first-purchase bonus', () => {
  it("adds the bonus to a character's first paid order only, and the game gets it once", async () => {
    await kit.setFirstPurchaseBonus(500);
    const role = (await kit.roles())[3]!;
    const before = goodsListSchema.parse((await kit.goods(role)).data);
    expect(before.first_purchase_bonus).toEqual({ bonus: 500, eligible: true });

    // Two orders opened; the one paid first gets the bonus, whichever was opened first.
    const a = await kit.pay(role, 'o-live');
    const b = await kit.pay(role, 'o-live');
    expect([a.code, b.code]).toEqual([1, 1]);
    await kit.confirmPaid(b.data.billing_no);
    await kit.confirmPaid(a.data.billing_no);
    // A repeated callback changes nothing.
    await kit.confirmPaid(b.data.billing_no);
    await t.app.outboxRelay.runOnce();

    const rows = await t.app.db.select().from(orders).where(eq(orders.roleId, role.roleId));
    const bonusOf = (billingNo: string) => rows.find((r) => r.billingNo === billingNo)!.bonus;
    expect([bonusOf(a.data.billing_no), bonusOf(b.data.billing_no)]).toEqual([0, 500]);
    const deliveries = await t.app.db
      .select()
      .from(demoDeliveries)
      .where(eq(demoDeliveries.roleId, role.roleId));
    expect(deliveries.map((d) => [d.deliveryId, d.amount]).sort()).toEqual(
      [
        [a.data.billing_no, 100],
        [b.data.billing_no, 600],
      ].sort(),
    );
    const after = goodsListSchema.parse((await kit.goods(role)).data);
    expect(after.first_purchase_bonus).toEqual({ bonus: 500, eligible: false });
  });

  it('is not for a character that paid before the bonus existed', async () => {
    await t.app.db.delete(firstPurchaseBonuses);
    const role = (await kit.roles())[4]!;
    const earlier = await kit.pay(role, 'o-live');
    await kit.confirmPaid(earlier.data.billing_no);
    await kit.setFirstPurchaseBonus(500);
    expect(goodsListSchema.parse((await kit.goods(role)).data).first_purchase_bonus).toEqual({
      bonus: 500,
      eligible: false,
    });
    const later = await kit.pay(role, 'o-live');
    await kit.confirmPaid(later.data.billing_no);
    const [order] = await t.app.db
      .select()
      .from(orders)
      .where(eq(orders.billingNo, later.data.billing_no));
    expect(order!.bonus).toBe(0);
  });
});
