import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * Payment methods offered per tenant and country (SPEC §3 payment method). A sub-method row names
 * its parent's (payway_id, channel_id) in parent_key; the API nests it under sub_payment.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    tenantId: text('tenant_id').notNull(),
    // SPEC's local key: `${payway_id}_${channel_id}`.
    methodKey: text('method_key').notNull(),
    paywayId: integer('payway_id').notNull(),
    channelId: text('channel_id').notNull(),
    familyId: integer('family_id').notNull(),
    country: text('country').notNull(),
    parentKey: text('parent_key'),
    name: text('name').notNull(),
    icon: text('icon'),
    sort: integer('sort').notNull().default(0),
    // Bounds in minor units of the method's currency; <= 0 means unbounded (SPEC §5).
    minMoney: bigint('min_money', { mode: 'number' }).notNull().default(0),
    maxMoney: bigint('max_money', { mode: 'number' }).notNull().default(0),
    description: text('description'),
    openCoupon: boolean('open_coupon').notNull().default(false),
    payId: text('pay_id'),
    // Only for these areas (empty = every area of the tenant).
    areas: jsonb('areas').$type<string[]>().notNull().default([]),
    // e.g. Payermax Apple Pay: listed on iOS only.
    platforms: jsonb('platforms').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.country, t.methodKey] }),
    index('payment_methods_lookup_idx').on(t.tenantId, t.paywayId, t.channelId),
  ],
);

/**
 * Orders: one row per payment attempt. States (ARCHITECTURE §6): created -> pending -> paid ->
 * delivered, or failed, expired, refunded. Prices are the server's, in minor units.
 */
export const orders = pgTable(
  'orders',
  {
    billingNo: text('billing_no').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    demo: boolean('demo').notNull().default(false),
    suid: text('suid').notNull(),
    username: text('username').notNull(),
    clientId: text('client_id').notNull(),
    gpId: integer('gp_id').notNull(),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    area: text('area').notNull(),
    serverId: text('server_id').notNull(),
    serverName: text('server_name').notNull(),
    roleId: text('role_id').notNull(),
    roleName: text('role_name').notNull(),
    productId: text('product_id').notNull(),
    productName: text('product_name').notNull(),
    // What the role receives on delivery.
    value: integer('value').notNull(),
    bonus: integer('bonus').notNull().default(0),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    // Before a coupon (equal to amount_minor without one).
    originalAmountMinor: bigint('original_amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    country: text('country').notNull(),
    methodKey: text('method_key').notNull(),
    paywayId: integer('payway_id').notNull(),
    channelId: text('channel_id').notNull(),
    familyId: integer('family_id').notNull(),
    provider: text('provider').notNull(),
    endpoint: text('endpoint').notNull(),
    couponCode: text('coupon_code'),
    // What the order pays for: goods, a make-up payment (ref = its link), a prepaid card or a gift
    // card redemption (ref = the card). Card and gift orders are born paid.
    purpose: text('purpose').notNull().default('goods'),
    ref: text('ref'),
    status: text('status').notNull().default('created'),
    providerTxnId: text('provider_txn_id'),
    payUrl: text('pay_url'),
    // Payload fields kept for support and analytics (platform, did, session, traffic source...).
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    failReason: text('fail_reason'),
    // A delivery that keeps failing is parked here, visible, never silent.
    deliveryError: text('delivery_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // What the provider has given back so far (order_refunds sums to it); the order becomes
    // refunded when it reaches amount_minor, partial refunds leave the status alone.
    refundedMinor: bigint('refunded_minor', { mode: 'number' }).notNull().default(0),
    /** 'refund' or 'chargeback': why a refunded order is refunded. */
    refundKind: text('refund_kind'),
    // A console refund in flight (issue 31): set while the provider is being asked, so a second
    // refund pressed at once waits its turn instead of asking the provider for money already
    // being given back. Stale after a few minutes (a crash mid-call), then claimable again.
    refundClaimedAt: timestamp('refund_claimed_at', { withTimezone: true }),
    // Reconciliation (modules/payments/reconcile, claimed by orders/reconcile-due.ts): when the
    // provider is next asked about an order still unpaid here, and how often it was asked.
    nextReconcileAt: timestamp('next_reconcile_at', { withTimezone: true }),
    reconcileAttempts: integer('reconcile_attempts').notNull().default(0),
  },
  (t) => [
    index('orders_tenant_suid_idx').on(t.tenantId, t.suid, t.createdAt),
    index('orders_tenant_role_idx').on(t.tenantId, t.gameCode, t.roleId, t.createdAt),
    // Reconciliation only looks at orders with a provider payment that are not paid here.
    index('orders_reconcile_idx')
      .on(t.nextReconcileAt)
      .where(sql`${t.status} in ('pending', 'expired')`),
    // The expiry sweep only looks at open orders.
    index('orders_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('created', 'pending')`),
    // The make-good job (issue 18) only looks at paid orders still waiting for the game.
    index('orders_paid_waiting_idx')
      .on(t.paidAt)
      .where(sql`${t.status} = 'paid'`),
    check(
      'orders_status_check',
      sql`${t.status} in ('created','pending','paid','delivered','failed','expired','refunded')`,
    ),
    check('orders_amount_check', sql`${t.amountMinor} > 0`),
    check('orders_purpose_check', sql`${t.purpose} in ('goods','replenish','card','gift')`),
  ],
);

/**
 * Money the provider gave back on an order, one row per refund or chargeback; the key makes a
 * repeated notification (or two copies racing) count once.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    tenantId: text('tenant_id').notNull(),
    billingNo: text('billing_no').notNull(),
    refundKey: text('refund_key').notNull(),
    kind: text('kind').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    source: text('source').notNull(),
    // Why staff gave the money back (console refunds, issue 31): a code of
    // @topup/contracts/console-orders refundReasons, and the staff member's words for 'other'.
    reason: text('reason'),
    reasonText: text('reason_text'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.billingNo, t.refundKey] }),
    check('order_refunds_amount_check', sql`${t.amountMinor} > 0`),
    check('order_refunds_kind_check', sql`${t.kind} in ('refund','chargeback')`),
  ],
);

/** Every state change of an order, with what caused it (callback, recheck, relay, sweep). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id').notNull(),
    billingNo: text('billing_no').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    source: text('source').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.tenantId, t.billingNo)],
);

/**
 * Transactional outbox: written in the same transaction as the paid transition; the relay claims
 * rows with FOR UPDATE SKIP LOCKED and delivers through the GameGateway (idempotent on delivery_id).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id').notNull(),
    kind: text('kind').notNull(),
    // Unique per effect: a second paid transition can never enqueue a second delivery.
    deliveryId: text('delivery_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    deadAt: timestamp('dead_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('outbox_delivery_uq').on(t.deliveryId),
    // Done and dead rows pile up; the relay only scans live ones.
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.doneAt} is null and ${t.deadAt} is null`),
  ],
);

/** Provider callbacks as received (after signature check): deduplication and audit. */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    billingNo: text('billing_no').notNull(),
    action: text('action').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * The daily comparison of each brand's orders with a provider's own transaction list (issue 14;
 * modules/payments/reconcile/daily-compare.ts): one row per brand, provider and UTC day, claimed
 * by the instance that inserts it, with the differences found.
 */
export const providerComparisons = pgTable(
  'provider_comparisons',
  {
    tenantId: text('tenant_id').notNull(),
    provider: text('provider').notNull(),
    /** The UTC day compared, YYYY-MM-DD. */
    day: text('day').notNull(),
    /** running, done, failed (retried on a later run). */
    status: text('status').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    listedCount: integer('listed_count').notNull().default(0),
    oursCount: integer('ours_count').notNull().default(0),
    differences: jsonb('differences').$type<Record<string, unknown>[]>().notNull().default([]),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.provider, t.day] })],
);
