import * as z from 'zod/mini';
import { imageUrlSchema } from './image-url.ts';
import { languages } from './languages.ts';

// The publisher console's catalog API (issue 16), under /api/console/catalog/:tenant/…; the
// server checks what needs the brand (its currencies, languages, areas, games, goods types).
// Money is in integer minor units of its currency (499 = 4.99 USD; KRW and JPY have none).

const key = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(64),
    z.regex(/^[A-Za-z0-9._:-]+$/, { message: 'expected letters, digits and . _ : - only' }),
  );
const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const int = (min: number, max = 2_000_000_000) => z.int().check(z.minimum(min), z.maximum(max));
export const currencyCodeSchema = z
  .string()
  .check(z.regex(/^[A-Z]{3}$/, { message: 'expected an upper-case ISO 4217 code (USD)' }));
export const countryCodeSchema = z
  .string()
  .check(z.regex(/^[A-Z]{2}$/, { message: 'expected an upper-case ISO 3166 country code (US)' }));

/** Text per language of the shop; the server requires the brand's default language. */
export const localizedTextSchema = (max: number) =>
  z
    .partialRecord(z.enum(languages), text(max))
    .check(
      z.refine((names) => Object.keys(names).length > 0, { message: 'expected at least one text' }),
    );

export const tenantParamsSchema = z.object({ tenant: key });
export const gameParamsSchema = z.object({ tenant: key, game: key });

// GET /api/console/catalog/brands
export const consoleBrandSchema = z.object({
  id: z.string(),
  name: z.string(),
  defaultLanguage: z.string(),
  languages: z.array(z.string()),
  /** The currencies the brand sells in (its default and per-area ones). */
  currencies: z.array(z.string()),
  defaultCurrency: z.string(),
  areas: z.array(z.string()),
  /** Each area's currency: what a method's min/max of that area are counted in. */
  areaCurrencies: z.record(z.string(), z.string()),
});
export const consoleBrandsSchema = z.object({ brands: z.array(consoleBrandSchema) });
export type ConsoleBrand = z.infer<typeof consoleBrandSchema>;

// GET /api/console/catalog/:tenant/games
export const consoleGameSchema = z.object({
  code: z.string(),
  name: z.string(),
  parent_code: z.nullable(z.string()),
  clients: z.array(z.object({ client_id: z.string(), platform: z.string(), area: z.string() })),
});
export const consoleGamesSchema = z.object({ games: z.array(consoleGameSchema) });
export type ConsoleGame = z.infer<typeof consoleGameSchema>;

// Goods types: GET …/games/:game/types, PUT …/games/:game/types/:type, DELETE the same
export const goodsTypeParamsSchema = z.object({ tenant: key, game: key, type: key });
export const goodsTypeInputSchema = z.strictObject({
  names: localizedTextSchema(200),
  sort: z._default(int(0), 0),
});
export const goodsTypeSchema = z.object({
  type_key: z.string(),
  names: z.record(z.string(), z.string()),
  sort: z.int(),
});
export const goodsTypesSchema = z.object({ types: z.array(goodsTypeSchema) });
export type GoodsTypeInput = z.input<typeof goodsTypeInputSchema>;

// Goods: GET/POST …/games/:game/goods, PUT/DELETE …/goods/:product
export const purchaseLimitSchema = z
  .strictObject({
    type: z.enum(['role', 'time', 'game']),
    frequency: int(1, 10_000),
    days: z._default(int(0, 3660), 0),
  })
  .check(
    z.refine((l) => (l.type === 'role' ? l.days === 0 : l.days > 0), {
      message: 'expected days 0 for a role limit and more than 0 for time and game limits',
      path: ['days'],
    }),
  );
export const goodsPriceSchema = z.strictObject({
  currency: currencyCodeSchema,
  amount_minor: int(1, 1_000_000_000_000),
});
const goodsFields = {
  type_key: key,
  names: localizedTextSchema(500),
  value: int(1),
  bonus: z._default(int(0), 0),
  sort: z._default(int(0), 0),
  special: z._default(z.boolean(), false),
  coupon: z._default(z.boolean(), false),
  coupon_points: z._default(int(0), 0),
  active: z._default(z.boolean(), true),
  image: z._default(z.nullable(imageUrlSchema), null),
  prices: z.array(goodsPriceSchema).check(
    z.minLength(1, { message: 'expected at least one price' }),
    z.refine((p) => new Set(p.map((x) => x.currency)).size === p.length, {
      message: 'expected each currency once',
    }),
  ),
  /** A purchase limit makes the goods "limited"; null: unlimited. */
  limit: z._default(z.nullable(purchaseLimitSchema), null),
};
export const goodsCreateSchema = z.strictObject({ product_id: key, ...goodsFields });
export const goodsUpdateSchema = z.strictObject(goodsFields);
export const goodsParamsSchema = z.object({ tenant: key, product: key });
export const consoleGoodsSchema = z.object({
  product_id: z.string(),
  game_code: z.string(),
  type_key: z.string(),
  names: z.record(z.string(), z.string()),
  value: z.int(),
  bonus: z.int(),
  sort: z.int(),
  special: z.boolean(),
  limited: z.boolean(),
  coupon: z.boolean(),
  coupon_points: z.int(),
  active: z.boolean(),
  image: z.nullable(z.string()),
  prices: z.array(z.object({ currency: z.string(), amount_minor: z.number() })),
  limit: z.nullable(z.object({ type: z.string(), frequency: z.int(), days: z.int() })),
});
export const consoleGoodsListSchema = z.object({ goods: z.array(consoleGoodsSchema) });
export type ConsoleGoods = z.infer<typeof consoleGoodsSchema>;
export type GoodsCreate = z.input<typeof goodsCreateSchema>;

// Payment methods: GET/POST …/methods (?country=), PUT/DELETE …/methods/:country/:method
export const methodsQuerySchema = z.object({ country: z.optional(countryCodeSchema) });
export const methodParamsSchema = z.object({
  tenant: key,
  country: countryCodeSchema,
  method: key,
});
const channelId = z
  .string()
  .check(
    z.trim(),
    z.maxLength(64),
    z.regex(/^[A-Za-z0-9._-]*$/, { message: 'expected letters, digits and . _ - only' }),
  );
const optionalText = (max: number) =>
  z._default(z.nullable(z.string().check(z.trim(), z.maxLength(max))), null);
const methodFields = {
  family_id: int(1),
  /** A sub-method: the method key (`payway_channel`) of its parent in the same country. */
  parent_key: z._default(z.nullable(key), null),
  names: localizedTextSchema(100),
  icon: optionalText(500),
  sort: z._default(int(0), 0),
  min_money: z._default(int(0, 1_000_000_000_000), 0),
  max_money: z._default(int(0, 1_000_000_000_000), 0),
  descriptions: z._default(z.partialRecord(z.enum(languages), text(2000)), {}),
  open_coupon: z._default(z.boolean(), false),
  pay_id: optionalText(100),
  areas: z._default(z.array(key), []),
  platforms: z._default(z.array(z.enum(['android', 'ios', 'web'])), []),
  active: z._default(z.boolean(), true),
};
const boundsOk = (m: { min_money: number; max_money: number }) =>
  m.max_money === 0 || m.max_money >= m.min_money;
const boundsMessage = { message: 'expected max_money 0 (no bound) or at least min_money' };
export const methodCreateSchema = z
  .strictObject({
    country: countryCodeSchema,
    payway_id: int(1),
    channel_id: z._default(channelId, ''),
    ...methodFields,
  })
  .check(z.refine(boundsOk, { ...boundsMessage, path: ['max_money'] }));
export const methodUpdateSchema = z
  .strictObject(methodFields)
  .check(z.refine(boundsOk, { ...boundsMessage, path: ['max_money'] }));
export const consoleMethodSchema = z.object({
  country: z.string(),
  method_key: z.string(),
  payway_id: z.int(),
  channel_id: z.string(),
  family_id: z.int(),
  parent_key: z.nullable(z.string()),
  names: z.record(z.string(), z.string()),
  icon: z.nullable(z.string()),
  sort: z.int(),
  min_money: z.number(),
  max_money: z.number(),
  descriptions: z.record(z.string(), z.string()),
  open_coupon: z.boolean(),
  pay_id: z.nullable(z.string()),
  areas: z.array(z.string()),
  platforms: z.array(z.string()),
  active: z.boolean(),
});
export const consoleMethodsSchema = z.object({ methods: z.array(consoleMethodSchema) });
export type ConsoleMethod = z.infer<typeof consoleMethodSchema>;
export type MethodCreate = z.input<typeof methodCreateSchema>;

export const deletedSchema = z.object({ deleted: z.boolean() });

// Events and tiers: GET …/games/:game/events, PUT …/games/:game/events/:event, DELETE …/events/:event
export const dateTimeSchema = z.iso.datetime({ offset: true });
const dateTime = dateTimeSchema;
export const eventParamsSchema = z.object({ tenant: key, event: key });
export const gameEventParamsSchema = z.object({ tenant: key, game: key, event: key });
const rewardSchema = z.strictObject({
  names: localizedTextSchema(200),
  icon: z._default(z.string().check(z.maxLength(500)), ''),
  quantity: int(1),
});
const tierSchema = z.strictObject({
  tier: int(1, 1000),
  /** Minor units paid (cumulative) or days in a row (continuous). */
  threshold: int(1, 1_000_000_000_000),
  /** In-game units delivered when claimed. */
  reward_amount: int(1),
  rewards: z.array(rewardSchema).check(z.minLength(1)),
});
export const eventInputSchema = z
  .strictObject({
    kind: z.enum(['cumulative', 'continuous']),
    names: localizedTextSchema(200),
    descriptions: z._default(z.partialRecord(z.enum(languages), text(2000)), {}),
    currency: currencyCodeSchema,
    min_daily_minor: z._default(int(0, 1_000_000_000_000), 0),
    starts_at: dateTime,
    ends_at: dateTime,
    tiers: z.array(tierSchema).check(z.minLength(1), z.maxLength(50)),
  })
  .check(
    z.refine((e) => Date.parse(e.ends_at) > Date.parse(e.starts_at), {
      message: 'expected ends_at after starts_at',
      path: ['ends_at'],
    }),
    z.refine((e) => new Set(e.tiers.map((t) => t.tier)).size === e.tiers.length, {
      message: 'expected each tier number once',
      path: ['tiers'],
    }),
  );
export const consoleEventSchema = z.object({
  event_id: z.string(),
  game_code: z.string(),
  kind: z.string(),
  names: z.record(z.string(), z.string()),
  descriptions: z.record(z.string(), z.string()),
  currency: z.string(),
  min_daily_minor: z.number(),
  starts_at: z.string(),
  ends_at: z.string(),
  tiers: z.array(
    z.object({
      tier: z.int(),
      threshold: z.number(),
      reward_amount: z.int(),
      rewards: z.array(
        z.object({ names: z.record(z.string(), z.string()), icon: z.string(), quantity: z.int() }),
      ),
    }),
  ),
});
export const consoleEventsSchema = z.object({ events: z.array(consoleEventSchema) });
export type ConsoleEvent = z.infer<typeof consoleEventSchema>;
export type EventInput = z.input<typeof eventInputSchema>;

// VIP levels and coupon templates: GET …/vip, PUT/DELETE …/vip/levels/:level and …/vip/coupons/:coupon
export const vipLevelParamsSchema = z.object({
  tenant: key,
  level: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)),
});
export const couponParamsSchema = z.object({ tenant: key, coupon: key });
export const vipLevelInputSchema = z.strictObject({
  /** The level's name per language (stored as JSON; the storefront picks the player's). */
  names: localizedTextSchema(100),
  show_name: text(100),
  need_points: int(0),
});
export const couponTemplateInputSchema = z.strictObject({
  level: int(1, 1000),
  type: z.enum(['permanent', 'week', 'month']),
  names: localizedTextSchema(500),
  /** Percent the player pays: 85 = 15% off. */
  discount_rate: int(1, 99),
  sort: z._default(int(0), 0),
});
export const consoleCouponSchema = z.object({
  coupon_id: z.string(),
  level: z.int(),
  type: z.string(),
  names: z.record(z.string(), z.string()),
  discount_rate: z.int(),
  sort: z.int(),
});
export const consoleVipLevelSchema = z.object({
  level: z.int(),
  names: z.record(z.string(), z.string()),
  show_name: z.string(),
  need_points: z.int(),
  coupons: z.array(consoleCouponSchema),
});
export const consoleVipSchema = z.object({
  vip: z.boolean(),
  levels: z.array(consoleVipLevelSchema),
});
export type ConsoleVipLevel = z.infer<typeof consoleVipLevelSchema>;
export type ConsoleCoupon = z.infer<typeof consoleCouponSchema>;

// Third-party gifts: GET …/games/:game/gifts, PUT …/games/:game/gifts/:gift, DELETE …/gifts/:gift
export const giftParamsSchema = z.object({ tenant: key, gift: key });
export const gameGiftParamsSchema = z.object({ tenant: key, game: key, gift: key });
export const giftInputSchema = z
  .strictObject({
    /** null: every goods item of the game. */
    product_id: z._default(z.nullable(key), null),
    channel_name: text(100),
    payway_id: z._default(z.nullable(int(1)), null),
    names: localizedTextSchema(200),
    icon: z._default(z.string().check(z.maxLength(500)), ''),
    quantity: z._default(int(1), 1),
    active: z._default(z.boolean(), true),
    starts_at: z._default(z.nullable(dateTime), null),
    ends_at: z._default(z.nullable(dateTime), null),
  })
  .check(
    z.refine((g) => !g.starts_at || !g.ends_at || Date.parse(g.ends_at) > Date.parse(g.starts_at), {
      message: 'expected ends_at after starts_at',
      path: ['ends_at'],
    }),
  );
export const consoleGiftSchema = z.object({
  gift_id: z.string(),
  game_code: z.string(),
  product_id: z.nullable(z.string()),
  channel_name: z.string(),
  payway_id: z.nullable(z.int()),
  names: z.record(z.string(), z.string()),
  icon: z.string(),
  quantity: z.int(),
  active: z.boolean(),
  starts_at: z.nullable(z.string()),
  ends_at: z.nullable(z.string()),
});
export const consoleGiftsSchema = z.object({ gifts: z.array(consoleGiftSchema) });
export type ConsoleGift = z.infer<typeof consoleGiftSchema>;

// Prepaid-card batches: POST …/card-batches answers the numbers and passwords once, as CSV
export const cardBatchInputSchema = z.strictObject({
  /** Each password costs a scrypt hash: batches stay small enough for one request. */
  count: int(1, 100),
  /** null: any game of the brand. */
  game_code: z._default(z.nullable(key), null),
  currency: currencyCodeSchema,
  price_minor: int(1, 1_000_000_000_000),
  gems: int(1),
  extra_gems: z._default(int(0), 0),
  valid_until: z._default(z.nullable(dateTime), null),
});
export const cardBatchSchema = z.object({
  count: z.int(),
  /** card_no,password per line after a header: shown once, never stored in clear. */
  csv: z.string(),
});
