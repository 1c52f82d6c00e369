import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsListSchema } from '@topup/contracts/catalog';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { createTestStaff } from '../test-kit.ts';
import { consoleCall, rhinoGoods, rhinoRushWeb, rhinosHost, type Headers } from './test-kit.ts';

// Offers through the console (decision 0028): what staff set is what the storefront lists.
let t: TestApp;
let owner: Headers;
let viewer: Headers;
let other: Headers;
const base = '/api/console/catalog/rhinos';
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  who = owner,
) => consoleCall(t.app, who, method, url, body);

async function shopGoods() {
  const res = await t.app.inject({
    url: `/api/pay/getGoodsList?client_id=${rhinoRushWeb}&domain_area=universal`,
    headers: { host: rhinosHost },
  });
  return goodsListSchema.parse(res.json().data);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = (await createTestStaff(t.app, { role: 'owner', tenantIds: ['rhinos'] })).headers;
  viewer = (await createTestStaff(t.app, { role: 'analyst', tenantIds: ['rhinos'] })).headers;
  other = (await createTestStaff(t.app, { role: 'owner', tenantIds: ['watt'] })).headers;
  for (const id of [
    'cx-limited',
    'cx-step-1',
    'cx-step-2',
    'cx-other',
    'cx-race-a',
    'cx-race-b',
    'cx-closed',
    'cx-after',
  ]) {
    expect(
      (await call('POST', `${base}/games/rhino-rush/goods`, rhinoGoods(id, 'diamonds'))).code,
    ).toBe(1);
  }
});
afterAll(() => t?.close());

describe('console offers', () => {
  it('creates a time-limited offer and a chain with a free step; the shop lists them', async () => {
    const ends = new Date(Date.now() + 48 * 3_600_000).toISOString();
    const limited = await call('PUT', `${base}/games/rhino-rush/offers/cx-limited`, {
      ends_at: ends,
    });
    expect(limited).toMatchObject({
      code: 1,
      data: { product_id: 'cx-limited', ends_at: ends, state: 'live', free: false },
    });
    await call('PUT', `${base}/games/rhino-rush/offers/cx-step-1`, {
      chain_id: 'x',
      chain_step: 1,
    });
    const free = await call('PUT', `${base}/games/rhino-rush/offers/cx-step-2`, {
      chain_id: 'x',
      chain_step: 2,
      free: true,
    });
    expect(free).toMatchObject({ code: 1, data: { free: true, chain_step: 2 } });
    expect(
      await call('PUT', `${base}/games/rhino-rush/first-purchase-bonus`, { bonus: 300 }),
    ).toMatchObject({ code: 1, data: { bonus: 300 } });

    const list = await call('GET', `${base}/games/rhino-rush/offers`, undefined, viewer);
    expect(list.data.offers.map((o: { product_id: string }) => o.product_id).sort()).toEqual([
      'cx-limited',
      'cx-step-1',
      'cx-step-2',
    ]);
    expect(list.data.first_purchase_bonus).toBe(300);

    const shop = await shopGoods();
    expect(shop.goods.find((g) => g.product_id === 'cx-limited')?.offer?.ends_at).toBe(ends);
    expect(shop.goods.find((g) => g.product_id === 'cx-step-2')).toMatchObject({
      price_minor: 0,
      offer: { free: true, chain: { step: 2, steps: 2, state: 'locked' } },
    });
    expect(shop.first_purchase_bonus).toEqual({ bonus: 300, eligible: null });
  });

  it('ends an offer: the shop stops listing it at once', async () => {
    const ended = await call('POST', `${base}/offers/cx-limited/end`);
    expect(ended).toMatchObject({ code: 1, data: { state: 'ended' } });
    expect((await shopGoods()).goods.find((g) => g.product_id === 'cx-limited')).toBeUndefined();
  });

  it('refuses bad input with a clear message, a step taken twice, and foreign staff', async () => {
    const bad = await call('PUT', `${base}/games/rhino-rush/offers/cx-limited`, { free: true });
    expect(bad.status).toBe(400);
    const taken = await call('PUT', `${base}/games/rhino-rush/offers/cx-other`, {
      chain_id: 'x',
      chain_step: 1,
    });
    expect(taken).toMatchObject({ code: -400, msg: 'Step 1 of x is cx-step-1' });
    expect(
      (await call('PUT', `${base}/games/rhino-rush/offers/nope`, { chain_id: 'y', chain_step: 1 }))
        .status,
    ).toBe(404);
    const viewerWrite = await call('POST', `${base}/offers/cx-step-1/end`, undefined, viewer);
    expect(viewerWrite.status).toBe(403);
    // Another brand's staff get the answer of a brand that does not exist.
    const foreign = await call('GET', `${base}/games/rhino-rush/offers`, undefined, other);
    expect(foreign.status).toBe(404);
  });

  it('refuses to change an offer that was ended, instead of answering success', async () => {
    const changed = await call('PUT', `${base}/games/rhino-rush/offers/cx-limited`, {
      ends_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(changed).toMatchObject({
      code: -400,
      msg: 'The offer of cx-limited was ended; it cannot be changed',
    });
    const listed = await call('GET', `${base}/games/rhino-rush/offers`);
    const offer = listed.data.offers.find(
      (o: { product_id: string }) => o.product_id === 'cx-limited',
    );
    expect(offer.state).toBe('ended');
  });

  it("keeps a free step's prices: made paid again, it sells at its price", async () => {
    const goods = await call('GET', `${base}/games/rhino-rush/goods`);
    const step = goods.data.goods.find((g: { product_id: string }) => g.product_id === 'cx-step-2');
    const regular = rhinoGoods('cx-step-2', 'diamonds').prices;
    expect(step.prices).toHaveLength(regular.length);
    expect(step.prices).toEqual(expect.arrayContaining(regular));
    // Listed once, free, while it is free.
    expect((await shopGoods()).goods.filter((g) => g.product_id === 'cx-step-2')).toHaveLength(1);

    const paid = await call('PUT', `${base}/games/rhino-rush/offers/cx-step-2`, {
      chain_id: 'x',
      chain_step: 2,
      free: false,
    });
    expect(paid).toMatchObject({ code: 1, data: { free: false } });
    expect((await shopGoods()).goods.find((g) => g.product_id === 'cx-step-2')).toMatchObject({
      price_minor: 199,
      offer: { free: false },
    });
    await call('PUT', `${base}/games/rhino-rush/offers/cx-step-2`, {
      chain_id: 'x',
      chain_step: 2,
      free: true,
    });
  });

  it('an ended offer releases its chain step: the next step is open, another offer takes it', async () => {
    const ended = await call('POST', `${base}/offers/cx-step-1/end`);
    expect(ended).toMatchObject({ code: 1, data: { state: 'ended' } });
    // The shop: the free step is now the chain's first, open to a character who never took step 1.
    expect((await shopGoods()).goods.find((g) => g.product_id === 'cx-step-2')).toMatchObject({
      offer: { free: true, chain: { step: 1, steps: 1, state: 'available' } },
    });
    const taken = await call('PUT', `${base}/games/rhino-rush/offers/cx-other`, {
      chain_id: 'x',
      chain_step: 1,
    });
    expect(taken).toMatchObject({ code: 1, data: { chain_step: 1, state: 'live' } });

    // A step whose window has closed (no one ended it) is released too, and ended as of its end.
    const hour = 3_600_000;
    await call('PUT', `${base}/games/rhino-rush/offers/cx-closed`, {
      starts_at: new Date(Date.now() - 2 * hour).toISOString(),
      ends_at: new Date(Date.now() - hour).toISOString(),
      chain_id: 'closed',
      chain_step: 1,
    });
    const after = await call('PUT', `${base}/games/rhino-rush/offers/cx-after`, {
      chain_id: 'closed',
      chain_step: 1,
    });
    expect(after).toMatchObject({ code: 1, data: { product_id: 'cx-after', chain_step: 1 } });
    const list = await call('GET', `${base}/games/rhino-rush/offers`);
    const closed = list.data.offers.find(
      (o: { product_id: string }) => o.product_id === 'cx-closed',
    );
    expect(closed).toMatchObject({ state: 'ended' });
    expect(closed.ended_at).not.toBeNull();
  });

  it('gives one of two saves racing to the same chain step, and tells the other it is taken', async () => {
    const step = { chain_id: 'race', chain_step: 1 };
    const answers = await Promise.all(
      ['cx-race-a', 'cx-race-b'].map((id) =>
        call('PUT', `${base}/games/rhino-rush/offers/${id}`, step),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const refused = answers.find((a) => a.code !== 1)!;
    expect(refused.code).toBe(-400);
    expect(refused.msg).toMatch(/^Step 1 of race is (cx-race-a|cx-race-b|taken)$/);
  });
});

// After the others: its offer would show in their lists.
describe('console offers: regular price', () => {
  it('sets the regular price of an offer by its wrapped goods; the shop strikes it through', async () => {
    const dear = {
      ...rhinoGoods('cx-regular', 'diamonds'),
      prices: [{ currency: 'USD', amount_minor: 999 }],
    };
    expect((await call('POST', `${base}/games/rhino-rush/goods`, dear)).code).toBe(1);
    expect(
      (await call('POST', `${base}/games/rhino-rush/goods`, rhinoGoods('cx-deal', 'diamonds')))
        .code,
    ).toBe(1);
    const ends = new Date(Date.now() + 48 * 3_600_000).toISOString();
    const url = `${base}/games/rhino-rush/offers/cx-deal`;
    expect(
      await call('PUT', url, { ends_at: ends, regular_product_id: 'cx-regular' }),
    ).toMatchObject({
      code: 1,
      data: { regular_product_id: 'cx-regular' },
    });
    const deal = () => shopGoods().then((l) => l.goods.find((g) => g.product_id === 'cx-deal'));
    expect(await deal()).toMatchObject({ price_minor: 199, offer: { regular_price_minor: 999 } });
    // Left out, the regular product stays; not another product of the game: refused.
    expect(await call('PUT', url, { ends_at: ends })).toMatchObject({
      data: { regular_product_id: 'cx-regular' },
    });
    expect((await call('PUT', url, { ends_at: ends, regular_product_id: 'cx-deal' })).code).toBe(
      -400,
    );
    expect((await call('PUT', url, { ends_at: ends, regular_product_id: 'nope' })).code).toBe(-400);
    // null removes it.
    expect(await call('PUT', url, { ends_at: ends, regular_product_id: null })).toMatchObject({
      data: { regular_product_id: null },
    });
    expect((await deal())?.offer).not.toHaveProperty('regular_price_minor');
  });

  it('gives an offer its own price and picture: the shop sells at it, the regular one struck through', async () => {
    const ends = new Date(Date.now() + 48 * 3_600_000).toISOString();
    const url = `${base}/games/rhino-rush/offers/cx-deal`;
    const picture = '/media/0123456789abcdef0123456789abcdef-96.webp';
    const own = [
      { currency: 'USD', amount_minor: 749 },
      { currency: 'KRW', amount_minor: 9000 },
    ];
    expect(
      await call('PUT', url, {
        ends_at: ends,
        regular_product_id: 'cx-regular',
        prices: own,
        image: picture,
      }),
    ).toMatchObject({ code: 1 });
    const deal = (await shopGoods()).goods.find((g) => g.product_id === 'cx-deal');
    expect(deal).toMatchObject({
      price_minor: 749,
      image: picture,
      offer: { regular_price_minor: 999 },
    });
    const goods = await call('GET', `${base}/games/rhino-rush/goods`);
    const item = goods.data.goods.find((g: { product_id: string }) => g.product_id === 'cx-deal');
    expect(item.prices).toHaveLength(2);
    expect(item.prices).toEqual(expect.arrayContaining(own));
    // The audit has the prices before and after.
    const audit = await call('GET', '/api/console/audit?action=offer.update');
    const last = audit.data.items.find(
      (e: { target: string; after: { prices?: unknown } }) =>
        e.target === 'cx-deal' && e.after.prices !== undefined,
    );
    expect(last.after).toMatchObject({ prices: own, image: picture });
    expect(last.before.prices).toEqual(
      expect.arrayContaining([{ currency: 'USD', amount_minor: 199 }]),
    );

    // A currency the brand does not sell, a price of 0 or the same currency twice: refused.
    for (const prices of [
      [{ currency: 'EUR', amount_minor: 500 }],
      [{ currency: 'USD', amount_minor: 0 }],
      [
        { currency: 'USD', amount_minor: 500 },
        { currency: 'USD', amount_minor: 600 },
      ],
    ]) {
      expect((await call('PUT', url, { ends_at: ends, prices })).status).toBe(400);
    }
    expect((await shopGoods()).goods.find((g) => g.product_id === 'cx-deal')?.price_minor).toBe(
      749,
    );
  });
});
