import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Shop-side purchase blocks (issue 14): a refunded order whose goods the game could not all take
 * back, on a brand whose rule is `block` (tenant revokeShortfall). One row per refunded order (the
 * primary key makes a re-run of the revoke a no-op); the account may not buy on the brand while
 * any of its rows is unlifted. The make-up payment link for the unrecovered value is a bearer
 * secret: link_hash is its SHA-256 (replenish_links.id_hash), link_url the link for support to
 * send, sealed with SECRETS_KEY when one is set.
 */
export const accountBlocks = pgTable(
  'account_blocks',
  {
    tenantId: text('tenant_id').notNull(),
    // The refunded order that caused it.
    billingNo: text('billing_no').notNull(),
    suid: text('suid').notNull(),
    username: text('username').notNull(),
    // 'shortfall' (goods already spent) or 'revoke-failed' (the game could not revoke at all).
    reason: text('reason').notNull(),
    // 'refund' or 'chargeback'.
    refundKind: text('refund_kind').notNull(),
    // Game units the game could not take back (the order's value + bonus when revoke failed).
    shortfall: integer('shortfall').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    linkHash: text('link_hash').notNull(),
    linkUrl: text('link_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    // 'make-up:<billing no>' when the link was paid, 'staff:<staff id>' when lifted by hand.
    liftedBy: text('lifted_by'),
    liftNote: text('lift_note'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.billingNo] }),
    // The pay check: is any block of this account on this brand still on?
    index('account_blocks_active_idx')
      .on(t.tenantId, t.suid)
      .where(sql`${t.liftedAt} is null`),
    index('account_blocks_link_idx').on(t.tenantId, t.linkHash),
    check('account_blocks_reason_check', sql`${t.reason} in ('shortfall','revoke-failed')`),
    check('account_blocks_amount_check', sql`${t.amountMinor} > 0`),
  ],
);
