import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The sandbox payment gateway's own books. It is a separate module that reaches the store only over
// HTTP, like a real provider; nothing in the store reads these tables.

export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    tenantId: text('tenant_id').notNull(),
    merchantRef: text('merchant_ref').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    method: text('method').notNull(),
    brand: text('brand').notNull(),
    notifyUrl: text('notify_url').notNull(),
    returnUrl: text('return_url'),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_payments_ref_idx').on(t.provider, t.merchantRef)],
);

/** Callbacks waiting to be (re)sent: retried with backoff until the store acknowledges. */
export const sandboxCallbacks = pgTable(
  'sandbox_callbacks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    paymentId: text('payment_id').notNull(),
    eventId: text('event_id').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    ackedAt: timestamp('acked_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [index('sandbox_callbacks_due_idx').on(t.nextAttemptAt)],
);
