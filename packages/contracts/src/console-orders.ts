import * as z from 'zod/mini';
import { orderStates } from './order-states.ts';

// The console's orders (issue 16): search, an order's whole story, replay of a failed delivery,
// refund through the provider, make-up links. Shared by the server's routes and the console app.

const text = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

export const consoleOrderSearchSchema = z.object({
  billing_no: text(64),
  /** suid, or username (exact, any case). */
  account: text(80),
  /** role id, or a part of the role's name. */
  role: text(80),
  tenant: text(253),
  provider: text(40),
  status: z.optional(z.enum(orderStates)),
  /** Paid, delivery parked as failed (dead): the orders needing a replay. */
  failed_delivery: z.optional(z.enum(['true', 'false'])),
  /** ISO dates or date-times, created_at from (inclusive) and to (exclusive). */
  from: z.optional(z.union([z.iso.datetime({ offset: true }), z.iso.date()])),
  to: z.optional(z.union([z.iso.datetime({ offset: true }), z.iso.date()])),
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000))),
  page_size: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(200))),
});
export type ConsoleOrderSearch = z.infer<typeof consoleOrderSearchSchema>;

export const consoleOrderSchema = z.object({
  billing_no: z.string(),
  tenant: z.string(),
  status: z.string(),
  suid: z.string(),
  username: z.string(),
  game_code: z.string(),
  game_name: z.string(),
  server_id: z.string(),
  server_name: z.string(),
  role_id: z.string(),
  role_name: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  amount_minor: z.number(),
  refunded_minor: z.number(),
  currency: z.string(),
  country: z.string(),
  provider: z.string(),
  purpose: z.string(),
  provider_txn_id: z.nullable(z.string()),
  delivery_error: z.nullable(z.string()),
  created_at: z.string(),
  paid_at: z.nullable(z.string()),
  delivered_at: z.nullable(z.string()),
});
export type ConsoleOrder = z.infer<typeof consoleOrderSchema>;

export const consoleOrderPageSchema = z.object({
  items: z.array(consoleOrderSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type ConsoleOrderPage = z.infer<typeof consoleOrderPageSchema>;

export const storyKinds = [
  'event',
  'provider-message',
  'callback',
  'delivery-attempt',
  'refund',
] as const;

/** One line of an order's story; `body` is a provider's raw message or the game's answer. */
export const storyEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(storyKinds),
  title: z.string(),
  detail: z.record(z.string(), z.unknown()),
  body: z.nullable(z.string()),
});
export type StoryEntry = z.infer<typeof storyEntrySchema>;

export const outboxStateSchema = z.object({
  kind: z.string(),
  delivery_id: z.string(),
  attempts: z.number(),
  state: z.enum(['waiting', 'done', 'dead']),
  last_error: z.nullable(z.string()),
  next_attempt_at: z.string(),
});

export const consoleOrderStorySchema = z.object({
  order: consoleOrderSchema,
  timeline: z.array(storyEntrySchema),
  outbox: z.array(outboxStateSchema),
  /** A delivery or revoke is parked as dead: replay may be pressed. */
  can_replay: z.boolean(),
  /** Paid or delivered with money left to give back. */
  can_refund: z.boolean(),
});
export type ConsoleOrderStory = z.infer<typeof consoleOrderStorySchema>;

export const consoleReplaySchema = z.object({
  kind: z.string(),
  /** delivered, retried (failed again, back in line), dead (failed again, parked), skipped. */
  outcome: z.enum(['delivered', 'retried', 'dead', 'skipped']),
  status: z.string(),
  delivery_error: z.nullable(z.string()),
});
export type ConsoleReplay = z.infer<typeof consoleReplaySchema>;

/** Why staff give money back (issue 31); 'other' needs the staff member's own words. */
export const refundReasons = [
  'player-request',
  'duplicate',
  'fraud',
  'not-delivered',
  'other',
] as const;
export type RefundReason = (typeof refundReasons)[number];

/** The longest reason in a staff member's own words (a provider's reason field is short too). */
export const REFUND_REASON_TEXT_MAX = 200;

export const consoleRefundRequestSchema = z
  .object({
    /**
     * What the staff member confirmed, in minor units: all that is left or a part of it (several
     * partial refunds in a row until nothing is left). More than what is left answers -400.
     */
    amount_minor: z.int().check(z.positive(), z.lte(1_000_000_000_000)),
    reason: z.enum(refundReasons),
    reason_text: z.optional(z.string().check(z.trim(), z.maxLength(REFUND_REASON_TEXT_MAX))),
  })
  .check(
    z.refine((b) => b.reason !== 'other' || (b.reason_text ?? '') !== '', {
      message: 'Say in words why the money is given back (reason "other")',
      path: ['reason_text'],
    }),
  );
export type ConsoleRefundRequest = z.infer<typeof consoleRefundRequestSchema>;

export const consoleRefundSchema = z.object({
  refund_id: z.string(),
  status: z.string(),
  /** This refund's amount, and all given back on the order so far (minor units). */
  amount_minor: z.number(),
  refunded_minor: z.number(),
  /**
   * The provider's own word on this refund: 'pending' when it accepted the request and will
   * settle it later (Adyen always, PayPal sometimes), 'completed' when it says the money went back.
   */
  provider_state: z.enum(['pending', 'completed']),
});
export type ConsoleRefund = z.infer<typeof consoleRefundSchema>;
