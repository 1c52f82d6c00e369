import type { GameData, GoodsData, RoleData, ServerData } from '@topup/contracts/catalog';
import type { PageConfig } from '@topup/contracts/page-config';

// Server answers for the goods-page tests, shaped by the catalog contracts.
const game = (id: string, gpId: number, name: string, extra: Partial<GameData> = {}): GameData => ({
  client_id: id,
  gp_id: gpId,
  code: name.toLowerCase(),
  name,
  logo: '',
  is_select_game: false,
  terms_url: null,
  privacy_url: null,
  area: 'universal',
  sub_game: {},
  ...extra,
});

const subGame = (id: string, gpId: number, name: string) => {
  const { area: _area, sub_game: _subs, ...rest } = game(id, gpId, name);
  return rest;
};

export const gameList = {
  games: [
    game('1001', 7, 'Alpha'),
    game('2001', 8, 'Beta', {
      sub_game: {
        east: subGame('2101', 81, 'East'),
        west: subGame('2201', 82, 'West'),
      },
    }),
  ],
};

export const server = (id: string, name: string): ServerData => ({
  server_id: id,
  server_name: name,
  area: 'universal',
});

export const role = (id: string, name: string, serverId: string): RoleData => ({
  role_id: id,
  role_name: name,
  level: 30,
  server_id: serverId,
  server_name: `Server ${serverId}`,
});

export const goodsItem = (
  id: string,
  typeKey: string,
  extra: Partial<GoodsData> = {},
): GoodsData => ({
  product_id: id,
  value: 60,
  bonus: 6,
  display: `${id} pack`,
  price: '4.99',
  price_minor: 499,
  currency: 'USD',
  typeKey,
  isLimit: false,
  isCoupon: false,
  couponPoints: 0,
  goodsSort: 0,
  typeSort: 0,
  isSpecial: false,
  ...extra,
});

export const goodsList = {
  currency: 'USD',
  types: [
    { typeKey: 'gems', name: 'Gems', typeSort: 1 },
    { typeKey: 'card', name: 'Cards', typeSort: 2 },
  ],
  goods: [
    goodsItem('p60', 'gems', { isSpecial: true }),
    goodsItem('p300', 'gems', { price: '1234.5', isCoupon: true }),
    goodsItem('m30', 'card', { isLimit: true }),
  ],
};

export const pageConfig: PageConfig = {
  is_open_coupon: false,
  language_config: '',
  area_config: { is_area_role: true },
  brand_color: '#123456',
  cumulative_config: { is_has_cumulative: false },
  continue_config: { is_has_continue: false },
};
