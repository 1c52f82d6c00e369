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
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Prepaid point cards (SPEC §1 prepaid card redemption): a card number plus a password, worth a
 * price and an in-game amount (gems + extra gems). The password is stored as a scrypt hash. A card
 * redeems once: status moves active -> redeemed in the same transaction as its paid order.
 */
export const prepaidCards = pgTable(
  'prepaid_cards',
  {
    tenantId: text('tenant_id').notNull(),
    cardNo: text('card_no').notNull(),
    passwordHash: text('password_hash').notNull(),
    // null: any game of the tenant.
    gameCode: text('game_code'),
    currency: text('currency').notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    gemsNumber: integer('gems_number').notNull(),
    extraGemsNumber: integer('extra_gems_number').notNull().default(0),
    status: text('status').notNull().default('active'),
    billingNo: text('billing_no'),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.cardNo] }),
    check('prepaid_cards_status_check', sql`${t.status} in ('active','redeemed','void')`),
    check('prepaid_cards_amount_check', sql`${t.priceMinor} > 0 and ${t.gemsNumber} > 0`),
  ],
);

/**
 * Gift cards sold at retail (SPEC §1 gift-card recharge): one code worth a value in the tenant's
 * currency. The code is a secret with enough entropy for SHA-256 (only the hash and the last four
 * characters are kept).
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    tenantId: text('tenant_id').notNull(),
    codeHash: text('code_hash').notNull(),
    codeLast4: text('code_last4').notNull(),
    currency: text('currency').notNull(),
    valueMinor: bigint('value_minor', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('active'),
    billingNo: text('billing_no'),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.codeHash] }),
    check('gift_cards_status_check', sql`${t.status} in ('active','redeemed','void')`),
    check('gift_cards_value_check', sql`${t.valueMinor} > 0`),
  ],
);

/**
 * Gifts a third-party payment channel grants with a product (SPEC §7 /api/pay/getThirdGift): the
 * channel hands them out; the shop lists them on the goods so the player knows.
 */
export const thirdGifts = pgTable(
  'third_gifts',
  {
    tenantId: text('tenant_id').notNull(),
    giftId: text('gift_id').notNull(),
    gameCode: text('game_code').notNull(),
    // null: every product of the game.
    productId: text('product_id'),
    channelName: text('channel_name').notNull(),
    paywayId: integer('payway_id'),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    icon: text('icon').notNull().default(''),
    quantity: integer('quantity').notNull().default(1),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.giftId] })],
);
