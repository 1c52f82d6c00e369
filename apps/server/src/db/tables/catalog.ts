import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';

/** Goods types of a game (SPEC §3 typeKey / typeSort); names per locale. */
export const productTypes = pgTable(
  'product_types',
  {
    tenantId: text('tenant_id').notNull(),
    gameCode: text('game_code').notNull(),
    typeKey: text('type_key').notNull(),
    // { en: 'Diamonds', ja: '...' }; the app shows the player's language, else en.
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.gameCode, t.typeKey] })],
);

/** Goods of a game (SPEC §3 goods). Prices live in product_prices, one per currency. */
export const products = pgTable(
  'products',
  {
    tenantId: text('tenant_id').notNull(),
    productId: text('product_id').notNull(),
    gameCode: text('game_code').notNull(),
    typeKey: text('type_key').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    // In-game amount delivered (e.g. 60 diamonds) and the bonus on top.
    value: integer('value').notNull(),
    bonus: integer('bonus').notNull().default(0),
    goodsSort: integer('goods_sort').notNull().default(0),
    isLimit: boolean('is_limit').notNull().default(false),
    isCoupon: boolean('is_coupon').notNull().default(false),
    couponPoints: integer('coupon_points').notNull().default(0),
    isSpecial: boolean('is_special').notNull().default(false),
    active: boolean('active').notNull().default(true),
    // The goods' picture (a path on the shop or an https URL); none: the card shows no picture.
    image: text('image'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.productId] }),
    check('products_value_check', sql`${t.value} > 0 and ${t.bonus} >= 0`),
  ],
);

/** A product's price in one currency, in minor units (KRW/JPY have none: 1 = one won/yen). */
export const productPrices = pgTable(
  'product_prices',
  {
    tenantId: text('tenant_id').notNull(),
    productId: text('product_id').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.productId, t.currency] }),
    check('product_prices_amount_check', sql`${t.amountMinor} > 0`),
  ],
);
