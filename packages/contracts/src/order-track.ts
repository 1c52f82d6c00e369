import * as z from 'zod/mini';

// The live delivery tracker (issue 18): an order's steps as the player follows them, from
// GET /api/pay/orderTrack (one read) or GET /api/pay/orderTrack/stream (Server-Sent Events, one
// `track` event per change).

export const trackStepSchema = z.enum(['created', 'paid', 'sent', 'delivered']);
export type TrackStep = z.infer<typeof trackStepSchema>;

/**
 * Where the order stands: the four steps, or how it ended without reaching the game. credited:
 * the game never acknowledged it and the brand gave a make-good credit instead (settlement).
 */
export const trackStateSchema = z.enum([
  'created',
  'paid',
  'sent',
  'delivered',
  'failed',
  'expired',
  'refunded',
  'credited',
]);
export type TrackState = z.infer<typeof trackStateSchema>;

export const orderTrackQuerySchema = z.object({
  billing_no: z.string().check(z.trim(), z.minLength(6), z.maxLength(64)),
  oauth_token: z.optional(z.string().check(z.maxLength(128))),
});

/**
 * A paid order the game never acknowledged within the brand's limit, settled by the brand's rule
 * (issue 18): refunding (asked of the provider), refunded, or credited with a gift code worth
 * the amount, redeemed once in the shop's gift-card recharge on this brand.
 */
export const trackSettlementSchema = z.object({
  kind: z.enum(['refunding', 'refunded', 'credited']),
  /** When it was settled (ISO); null while a refund is still being asked for. */
  at: z.nullable(z.string()),
  amount_minor: z.int(),
  currency: z.string(),
  /** The credit's gift code (credited only): shown to the order's player alone. */
  credit_code: z.nullable(z.string()),
});
export type TrackSettlement = z.infer<typeof trackSettlementSchema>;

export const orderTrackSchema = z.object({
  billing_no: z.string(),
  state: trackStateSchema,
  /** Each step with the time it was reached (ISO), null while not yet. */
  steps: z.array(z.object({ step: trackStepSchema, at: z.nullable(z.string()) })),
  /** Paid, not yet acknowledged by the game past the brand's patience: "delayed, we keep trying". */
  delayed: z.boolean(),
  /** Deliveries tried so far (the relay retries a game that does not answer). */
  attempts: z.int(),
  /** True once nothing will change any more (delivered, failed, expired, refunded, credited). */
  final: z.boolean(),
  /** The make-good, once the brand's limit has passed without the game's acknowledgement. */
  settlement: z.nullable(trackSettlementSchema),
});
export type OrderTrack = z.infer<typeof orderTrackSchema>;
