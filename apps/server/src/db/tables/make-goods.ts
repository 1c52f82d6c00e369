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
 * Issue 18: a paid order the game never acknowledged within its brand's deliveryLimitMinutes,
 * settled once by the brand's undeliveredRule (modules/orders/make-good). The primary key is the
 * "once": the row is written in the transaction that stops the order's delivery, before the refund
 * is asked for. state: settling (refund asked, not yet recorded) -> refunded, or credited.
 */
export const orderMakeGoods = pgTable(
  'order_make_goods',
  {
    tenantId: text('tenant_id').notNull(),
    billingNo: text('billing_no').notNull(),
    rule: text('rule').notNull(),
    state: text('state').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    // The make-good credit: a gift code (gift_cards, by its hash) shown to the order's player only.
    creditCode: text('credit_code'),
    creditCodeHash: text('credit_code_hash'),
    refundId: text('refund_id'),
    // Refund requests the provider refused or that failed; retried by the next runs.
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    // A settling row is leased to the instance asking the provider until then (SKIP LOCKED claim).
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.billingNo] }),
    // The job only comes back to refunds still being asked for.
    index('order_make_goods_settling_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'settling'`),
    check('order_make_goods_rule_check', sql`${t.rule} in ('refund', 'credit')`),
    check('order_make_goods_state_check', sql`${t.state} in ('settling', 'refunded', 'credited')`),
    check(
      'order_make_goods_credit_check',
      sql`${t.state} <> 'credited' or ${t.creditCodeHash} is not null`,
    ),
  ],
);
