import { afterEach, describe, expect, it } from 'vitest';
import { buildRoutes } from '../../app/router.tsx';
import {
  analyst,
  byTestId,
  queryByTestId,
  click,
  fakeStaff,
  owner,
  render,
  serverStub,
  settle,
  submit,
  type,
  type Call,
  type Rendered,
} from '../../test/render.tsx';
import { testBrand } from './test-brand.ts';

let page: Rendered | null = null;

/** Waits for the lazy page chunk and its data (the first import of a chunk takes a while). */
async function shown(testId: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (queryByTestId(`${testId}`)) return;
    await settle(2);
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${testId} never appeared`);
}
afterEach(async () => {
  await page?.unmount();
  page = null;
});

const brand = testBrand;
const goodsItem = {
  product_id: 'gem-60',
  game_code: 'voltage-arena',
  type_key: 'gems',
  names: { en: '60 gems' },
  value: 60,
  bonus: 6,
  sort: 0,
  special: false,
  limited: false,
  coupon: true,
  coupon_points: 0,
  active: true,
  image: null,
  prices: [{ currency: 'USD', amount_minor: 99 }],
  limit: null,
};
const method = {
  country: 'US',
  method_key: '2_paypal',
  payway_id: 2,
  channel_id: 'paypal',
  family_id: 10201,
  parent_key: null,
  names: { en: 'PayPal' },
  icon: null,
  sort: 0,
  min_money: 499,
  max_money: 0,
  descriptions: {},
  open_coupon: false,
  pay_id: null,
  areas: [],
  platforms: [],
  active: true,
};

function catalogServer(
  extra: Record<
    string,
    (call: Call) => { data?: unknown; code?: number; msg?: string; status?: number }
  > = {},
) {
  return serverStub({
    'GET /api/console/catalog/brands': () => ({ data: { brands: [brand] } }),
    'GET /api/console/catalog/watt/games': () => ({
      data: {
        games: [{ code: 'voltage-arena', name: 'Voltage Arena', parent_code: null, clients: [] }],
      },
    }),
    'GET /api/console/catalog/watt/games/voltage-arena/types': () => ({
      data: { types: [{ type_key: 'gems', names: { en: 'Gems' }, sort: 0 }] },
    }),
    'GET /api/console/catalog/watt/games/voltage-arena/goods': () => ({
      data: { goods: [goodsItem] },
    }),
    'GET /api/console/catalog/watt/methods': () => ({ data: { methods: [method] } }),
    ...extra,
  });
}

describe('catalog page', () => {
  it('creates goods with names per language and prices in two currencies', async () => {
    const server = catalogServer({
      'POST /api/console/catalog/watt/games/voltage-arena/goods': (c) => ({
        data: { ...goodsItem, ...(c.body as object), limited: false },
      }),
    });
    page = await render(buildRoutes(), {
      url: '/catalog',
      staff: fakeStaff(owner, { brand: 'watt' }),
    });
    await shown('goods-row-gem-60');
    // Minor units shown as money: 99 USD cents.
    expect(byTestId('goods-row-gem-60').textContent).toContain('$0.99');

    click(byTestId('goods-create'));
    await settle();
    type(byTestId('goods-product-id'), 'gem-120');
    type(byTestId('goods-names-en'), '120 gems');
    type(byTestId('goods-names-ja'), 'ジェム120');
    type(byTestId('goods-value'), '120');
    // Typed as the player pays it; sent in minor units.
    type(byTestId('goods-price-amount-0'), '1.99');
    click(byTestId('goods-price-add'));
    await settle();
    expect(byTestId<HTMLSelectElement>('goods-price-currency-1').value).toBe('KRW');
    type(byTestId('goods-price-amount-1'), '2500');
    submit(byTestId<HTMLFormElement>('goods-form'));
    await settle();

    const post = server.calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      product_id: 'gem-120',
      type_key: 'gems',
      names: { en: '120 gems', ja: 'ジェム120' },
      value: 120,
      prices: [
        { currency: 'USD', amount_minor: 199 },
        { currency: 'KRW', amount_minor: 2500 },
      ],
      limit: null,
    });
    // Back to the table, which is read again.
    expect(queryByTestId('goods-form')).toBeNull();
    expect(
      server.calls.filter((c) => c.url.endsWith('/goods') && c.method === 'GET').length,
    ).toBeGreaterThan(1);
  });

  it('finds goods by name, orders them by price and shows their pictures', async () => {
    catalogServer({
      'GET /api/console/catalog/watt/games/voltage-arena/goods': () => ({
        data: {
          goods: [
            { ...goodsItem, image: '/media/abc-96.webp' },
            {
              ...goodsItem,
              product_id: 'gem-300',
              names: { en: '300 gems', ja: 'ジェム300' },
              sort: 1,
              prices: [{ currency: 'USD', amount_minor: 49 }],
            },
          ],
        },
      }),
    });
    page = await render(buildRoutes(), {
      url: '/catalog',
      staff: fakeStaff(owner, { brand: 'watt' }),
    });
    await shown('goods-row-gem-60');
    // The goods rows shown, in the order they stand in the table.
    const rows = () =>
      ['goods-row-gem-60', 'goods-row-gem-300']
        .filter((id) => queryByTestId(id) !== null)
        .sort((a, b) =>
          byTestId(a).compareDocumentPosition(byTestId(b)) & Node.DOCUMENT_POSITION_FOLLOWING
            ? -1
            : 1,
        );
    expect(rows()).toEqual(['goods-row-gem-60', 'goods-row-gem-300']);
    expect(byTestId('goods-thumb-gem-60').getAttribute('src')).toBe('/media/abc-96.webp');

    type(byTestId('goods-sort'), 'price');
    await settle();
    expect(rows()).toEqual(['goods-row-gem-300', 'goods-row-gem-60']);

    type(byTestId('goods-search'), 'ジェム');
    await settle();
    expect(rows()).toEqual(['goods-row-gem-300']);
    type(byTestId('goods-search'), 'rubies');
    await settle();
    expect(rows()).toEqual([]);
    expect(byTestId('goods-none-found').textContent).toBe('No goods match “rubies”.');
  });

  it("shows the server's message when it refuses, and keeps the form", async () => {
    catalogServer({
      'POST /api/console/catalog/watt/games/voltage-arena/goods': () => ({
        code: -400,
        msg: 'Currency EUR is not sold by watt',
        status: 400,
      }),
    });
    page = await render(buildRoutes(), {
      url: '/catalog',
      staff: fakeStaff(owner, { brand: 'watt' }),
    });
    await shown('goods-row-gem-60');
    click(byTestId('goods-create'));
    await settle();
    type(byTestId('goods-product-id'), 'x');
    type(byTestId('goods-value'), '1');
    type(byTestId('goods-price-amount-0'), '1');
    click(byTestId('goods-save'));
    await settle();
    expect(byTestId('goods-error').textContent).toContain('EUR is not sold');
    expect(byTestId('goods-form')).toBeTruthy();
  });

  it('creates a payment method for a country', async () => {
    const server = catalogServer({
      'POST /api/console/catalog/watt/methods': (c) => ({
        data: { ...method, ...(c.body as object), method_key: '901_kiwi' },
      }),
    });
    page = await render(buildRoutes(), {
      url: '/catalog',
      staff: fakeStaff(owner, { brand: 'watt' }),
    });
    await shown('goods-row-gem-60');
    click(byTestId('catalog-tab-methods'));
    await settle();
    expect(byTestId('method-row-US-2_paypal').textContent).toContain('PayPal');
    // Bounds in the currency's units; 0 is no bound.
    expect(byTestId('method-bounds-US-2_paypal').textContent).toBe('$4.99 … –');
    click(byTestId('method-create'));
    await settle();
    type(byTestId('method-country'), 'nz');
    type(byTestId('method-payway'), '901');
    type(byTestId('method-channel'), 'kiwi');
    type(byTestId('method-family'), '10201');
    type(byTestId('method-names-en'), 'Kiwi');
    type(byTestId('method-descriptions-en'), 'Pay with Kiwi');
    type(byTestId('method-max'), '500.999');
    expect(byTestId('method-form').textContent).toContain('USD has 2 digits after the point');
    type(byTestId('method-max'), '1,500.5');
    click(byTestId('method-coupon'));
    click(byTestId('method-save'));
    await settle();
    const post = server.calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      country: 'NZ',
      payway_id: 901,
      channel_id: 'kiwi',
      family_id: 10201,
      names: { en: 'Kiwi' },
      descriptions: { en: 'Pay with Kiwi' },
      min_money: 0,
      max_money: 150050,
      open_coupon: true,
      parent_key: null,
    });
    expect(queryByTestId('method-form')).toBeNull();
  });

  it('offers an analyst no create or edit buttons', async () => {
    catalogServer();
    page = await render(buildRoutes(), {
      url: '/catalog',
      staff: fakeStaff(analyst, { brand: 'watt' }),
    });
    await shown('goods-row-gem-60');
    expect(byTestId('goods-row-gem-60')).toBeTruthy();
    expect(queryByTestId('goods-create')).toBeNull();
    expect(queryByTestId('goods-edit-gem-60')).toBeNull();
    click(byTestId('catalog-tab-methods'));
    await settle();
    expect(queryByTestId('method-create')).toBeNull();
  });

  it("opens every section under its tab, with the game picker only for a game's sections", async () => {
    catalogServer({
      'GET /api/console/catalog/watt/games/voltage-arena/offers': () => ({
        data: { offers: [], first_purchase_bonus: null },
      }),
      'GET /api/console/catalog/watt/games/voltage-arena/events': () => ({ data: { events: [] } }),
      'GET /api/console/catalog/watt/games/voltage-arena/gifts': () => ({ data: { gifts: [] } }),
      'GET /api/console/catalog/watt/vip': () => ({ data: { vip: true, levels: [] } }),
      'GET /api/console/catalog/watt/cards': () => ({ data: { cards: [], more: false } }),
      'GET /api/console/catalog/watt/gift-codes': () => ({ data: { codes: [], more: false } }),
    });
    page = await render(buildRoutes(), {
      url: '/catalog',
      staff: fakeStaff(owner, { brand: 'watt' }),
    });
    await shown('goods-row-gem-60');
    const sections: [string, string, boolean][] = [
      ['offers', 'offers-table', true],
      ['events', 'events-table', true],
      ['gifts', 'gifts-table', true],
      ['vip', 'vip-levels-table', false],
      ['cards', 'cards-table', false],
      ['giftCodes', 'gift-codes-table', false],
    ];
    for (const [tab, table, perGame] of sections) {
      click(byTestId(`catalog-tab-${tab}`));
      await settle();
      expect(byTestId(`catalog-tab-${tab}`).getAttribute('aria-selected')).toBe('true');
      expect(byTestId(table)).toBeTruthy();
      expect(queryByTestId('catalog-game') !== null).toBe(perGame);
    }
  });

  it('with all brands chosen, asks which brand and sets the one brand selector', async () => {
    catalogServer({});
    const staff = fakeStaff(owner);
    page = await render(buildRoutes(), { url: '/catalog', staff });
    await shown('catalog-choose-brand');
    expect(queryByTestId('goods-create')).toBeNull();
    type(byTestId<HTMLSelectElement>('catalog-brand'), 'watt');
    await settle();
    expect(staff.setBrand).toHaveBeenCalledWith('watt');
  });
});
