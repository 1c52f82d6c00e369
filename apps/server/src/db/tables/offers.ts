import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A product sold as a web-exclusive offer (decision 0028): a time window (starts_at/ends_at), a
 * step of a chain (chain_id + chain_step, 1-based), or both. The product row keeps its names and
 * amounts. A free step (free) is claimed, never paid; its product keeps its prices, so making a
 * step free and back again loses nothing (issue 31 item 5).
 * ended_at: ended by staff, refused from then on like a window that has closed.
 */
export const offers = pgTable(
  'offers',
  {
    tenantId: text('tenant_id').notNull(),
    productId: text('product_id').notNull(),
    gameCode: text('game_code').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    chainId: text('chain_id'),
    chainStep: integer('chain_step'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    // The ordinary goods this offer is a deal on (issue 29 item 13): its price in the shopper's
    // currency is shown struck through as the regular price. Null: no regular price to show.
    regularProductId: text('regular_product_id'),
    free: boolean('free').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.productId] }),
    // One product per step of a chain among the offers not ended: an ended offer releases its
    // step for the next one (issue 31 item 9).
    uniqueIndex('offers_chain_step_uq')
      .on(t.tenantId, t.gameCode, t.chainId, t.chainStep)
      .where(sql`${t.endedAt} is null`),
    check(
      'offers_shape_check',
      sql`(${t.chainId} is null) = (${t.chainStep} is null) and (${t.chainStep} is null or ${t.chainStep} >= 1) and (${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}) and (not ${t.free} or ${t.chainId} is not null)`,
    ),
  ],
);

/** A first-purchase bonus of a brand's game: extra in-game units with a character's first paid order. */
export const firstPurchaseBonuses = pgTable(
  'first_purchase_bonuses',
  {
    tenantId: text('tenant_id').notNull(),
    gameCode: text('game_code').notNull(),
    bonus: integer('bonus').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.gameCode] }),
    check('first_purchase_bonuses_bonus_check', sql`${t.bonus} > 0`),
  ],
);

/**
 * The one grant of a character's first-purchase bonus: the key is the character, so a second
 * paid order (or two paid at once) can never get it again; billing_no names the order it rode on.
 */
export const firstPurchaseGrants = pgTable(
  'first_purchase_grants',
  {
    tenantId: text('tenant_id').notNull(),
    gameCode: text('game_code').notNull(),
    roleId: text('role_id').notNull(),
    billingNo: text('billing_no').notNull(),
    bonus: integer('bonus').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.gameCode, t.roleId] })],
);

/** A free chain step taken by a character; the key makes a second claim impossible. */
export const offerClaims = pgTable(
  'offer_claims',
  {
    tenantId: text('tenant_id').notNull(),
    productId: text('product_id').notNull(),
    gameCode: text('game_code').notNull(),
    roleId: text('role_id').notNull(),
    suid: text('suid').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.productId, t.gameCode, t.roleId] })],
);
