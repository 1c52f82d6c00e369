import * as z from 'zod/mini';

// Purchase blocks of accounts whose refunded order's goods the game could not take back (issue 14,
// the brand's revokeShortfall rule): the console lists them and support lifts one by hand.

export const consoleBlockSearchSchema = z.object({
  tenant: z.optional(z.string().check(z.trim(), z.maxLength(253))),
  suid: z.optional(z.string().check(z.trim(), z.maxLength(80))),
  /** Lifted blocks too (default: only those still on). */
  all: z.optional(z.enum(['true', 'false'])),
  /** 1-based page of `page_size` (50) blocks, newest first. */
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000))),
});

export const consoleBlockSchema = z.object({
  tenant: z.string(),
  billing_no: z.string(),
  suid: z.string(),
  username: z.string(),
  /** 'shortfall' (goods already spent) or 'revoke-failed' (the game could not revoke). */
  reason: z.string(),
  refund_kind: z.string(),
  /** Game units not taken back. */
  shortfall: z.number(),
  amount_minor: z.number(),
  currency: z.string(),
  /**
   * The make-up payment link to send the player (a bearer secret): for staff who may change
   * orders, while the block is on; null otherwise.
   */
  link_url: z.nullable(z.string()),
  created_at: z.string(),
  lifted_at: z.nullable(z.string()),
  lifted_by: z.nullable(z.string()),
  /** The staff member's e-mail when one lifted it by hand (null otherwise). */
  lifted_by_name: z.nullable(z.string()),
  lift_note: z.nullable(z.string()),
});
export type ConsoleBlock = z.infer<typeof consoleBlockSchema>;

export const consoleBlockListSchema = z.object({
  items: z.array(consoleBlockSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});

export const consoleBlockLiftRequestSchema = z.strictObject({
  /** Why the block is lifted without the make-up payment (kept in the audit and the story). */
  note: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});
