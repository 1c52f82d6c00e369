import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The payment providers' emulators' own books (issue 14, "Emulators replace the generic
// sandbox"). Each emulator plays a separate provider that reaches the store only over HTTP in
// that provider's wire format; nothing in the store reads these tables.

/**
 * The merchant account each brand holds at each emulated provider: its credentials in the
 * provider's own field names (the protocol module's credential schema). Generated at start unless
 * PAYMENT_CREDENTIALS_FILE gives them; kept here so every instance signs and checks with the same.
 */
export const emulatorAccounts = pgTable(
  'emulator_accounts',
  {
    tenantId: text('tenant_id').notNull(),
    provider: text('provider').notNull(),
    credentials: jsonb('credentials').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.provider] })],
);

/** A payment as the emulated provider sees it. */
export const emulatorPayments = pgTable(
  'emulator_payments',
  {
    /** The provider's own payment id, in its format (a PayPal order id, an Adyen PSP reference…). */
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    tenantId: text('tenant_id').notNull(),
    /** The merchant's reference: our billing number. */
    merchantRef: text('merchant_ref').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull().default(''),
    /** open, pending, authorized (approved, awaiting the merchant's capture), succeeded, failed, cancelled. */
    status: text('status').notNull().default('open'),
    refundedMinor: bigint('refunded_minor', { mode: 'number' }).notNull().default(0),
    chargedBack: integer('charged_back').notNull().default(0),
    notifyUrl: text('notify_url'),
    returnUrl: text('return_url'),
    /** What the provider keeps that has no column: the create request's extras, tokens, captures. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('emulator_payments_ref_idx').on(t.provider, t.tenantId, t.merchantRef),
    index('emulator_payments_recent_idx').on(t.createdAt),
  ],
);

/** Refunds and chargebacks of emulated payments, each with the provider's own id. */
export const emulatorRefunds = pgTable(
  'emulator_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id').notNull(),
    kind: text('kind').notNull(), // refund | chargeback
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** The merchant's idempotency key for the refund, when it sent one. */
    requestKey: text('request_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('emulator_refunds_payment_idx').on(t.paymentId),
    uniqueIndex('emulator_refunds_key_idx').on(t.paymentId, t.requestKey),
  ],
);

/**
 * Notifications waiting to be (re)sent, already in the provider's wire form and signed its way:
 * an outbox retried with backoff until the store answers what that provider expects.
 */
export const emulatorNotifications = pgTable(
  'emulator_notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    paymentId: text('payment_id').notNull(),
    url: text('url').notNull(),
    method: text('method').notNull().default('POST'),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    body: text('body').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    ackedAt: timestamp('acked_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('emulator_notifications_due_idx').on(t.nextAttemptAt),
    index('emulator_notifications_payment_idx').on(t.paymentId),
  ],
);
