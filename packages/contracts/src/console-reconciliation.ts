import * as z from 'zod/mini';

// The daily comparison of each provider's transactions with our orders (issue 33), as the
// console's operators read it: one report per brand, provider and UTC day, with its differences.

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const consoleReconciliationSearchSchema = z.object({
  tenant: z.optional(z.string().check(z.trim(), z.maxLength(253))),
  provider: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  /** One UTC day, YYYY-MM-DD (default: every day, newest first). */
  day: z.optional(z.union([z.literal(''), day])),
  /** Only reports that found differences. */
  differences: z.optional(z.enum(['true', 'false'])),
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000))),
});

const money = z.object({ amount_minor: z.number(), currency: z.string() });

export const consoleDifferenceSchema = z.object({
  /**
   * paid-there-only: the provider took the money, the order is not paid here; paid-here-only: paid
   * here, the provider has no completed payment; amount: both paid, different amounts; status:
   * the provider refunded or reversed it, our books did not; refund: refunds differ.
   */
  kind: z.enum(['paid-there-only', 'paid-here-only', 'amount', 'status', 'refund']),
  billing_no: z.nullable(z.string()),
  ours: z.nullable(money),
  theirs: z.nullable(money),
  /** Our order's status (created, pending, paid, delivered, expired, failed, refunded), if any. */
  our_status: z.nullable(z.string()),
  /** The provider's: paid, refunded, reversed (a chargeback). */
  their_status: z.nullable(z.string()),
  /** What the comparison did: applied (paid and delivered now), duplicate (already paid). */
  settled: z.nullable(z.string()),
  /** The provider gave no amount we could compare (only the status was). */
  amount_unknown: z.boolean(),
  /**
   * The provider's own reference of a payment only it has (its transaction id, as its dashboard
   * shows it): how a person finds the payment there when no order of ours matches.
   */
  provider_ref: z.optional(z.nullable(z.string())),
});
export type ConsoleDifference = z.infer<typeof consoleDifferenceSchema>;

export const consoleReconciliationSchema = z.object({
  tenant: z.string(),
  brand_name: z.string(),
  provider: z.string(),
  provider_name: z.string(),
  day: z.string(),
  /** running, done, failed. */
  status: z.string(),
  /** list (the provider's transaction list) or query (a query per order). */
  source: z.enum(['list', 'query']),
  listed_count: z.number(),
  ours_count: z.number(),
  differences: z.array(consoleDifferenceSchema),
  error: z.nullable(z.string()),
  finished_at: z.nullable(z.string()),
});
export type ConsoleReconciliation = z.infer<typeof consoleReconciliationSchema>;

export const consoleReconciliationListSchema = z.object({
  items: z.array(consoleReconciliationSchema),
  /** The member's brands' providers that can be compared (for the compare-now form). */
  comparable: z.array(
    z.object({
      tenant: z.string(),
      brand_name: z.string(),
      provider: z.string(),
      provider_name: z.string(),
    }),
  ),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});

export const consoleCompareRequestSchema = z.strictObject({
  tenant: z.string().check(z.trim(), z.minLength(1), z.maxLength(253)),
  provider: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  day,
});

export const consoleCompareResultSchema = z.object({
  /** done, failed (the provider did not answer), busy (another run of the day is under way). */
  outcome: z.enum(['done', 'failed', 'busy']),
  report: z.nullable(consoleReconciliationSchema),
});
