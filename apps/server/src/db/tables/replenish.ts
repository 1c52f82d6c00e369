import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Make-up payment links created by customer service (SPEC §2 /replenishGoods, §4 replenish). The
 * link's replenish_id is a bearer secret: only its SHA-256 is stored. A link is for one account of
 * one game (rp_client_id is that game's client id) and one amount; paying it settles it and the
 * game lifts the account's block.
 */
export const replenishLinks = pgTable(
  'replenish_links',
  {
    idHash: text('id_hash').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    clientId: text('client_id').notNull(),
    gameCode: text('game_code').notNull(),
    suid: text('suid').notNull(),
    username: text('username').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    // Why support asks for it (shown to staff only).
    reason: text('reason').notNull().default(''),
    createdBy: text('created_by').notNull(),
    status: text('status').notNull().default('open'),
    // The order that settled it.
    billingNo: text('billing_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('replenish_links_account_idx').on(t.tenantId, t.suid),
    check('replenish_links_status_check', sql`${t.status} in ('open','settled','cancelled')`),
    check('replenish_links_amount_check', sql`${t.amountMinor} > 0`),
  ],
);
