import * as z from 'zod/mini';

// The live delivery tracker (issue 18): an order's steps as the player follows them, from
// GET /api/pay/orderTrack (one read) or GET /api/pay/orderTrack/stream (Server-Sent Events, one
// `track` event per change).

export const trackStepSchema = z.enum(['created', 'paid', 'sent', 'delivered']);
export type TrackStep = z.infer<typeof trackStepSchema>;

/** Where the order stands: the four steps, or how it ended without reaching the game. */
export const trackStateSchema = z.enum([
  'created',
  'paid',
  'sent',
  'delivered',
  'failed',
  'expired',
  'refunded',
]);
export type TrackState = z.infer<typeof trackStateSchema>;

export const orderTrackQuerySchema = z.object({
  billing_no: z.string().check(z.trim(), z.minLength(6), z.maxLength(64)),
  oauth_token: z.optional(z.string().check(z.maxLength(128))),
});

export const orderTrackSchema = z.object({
  billing_no: z.string(),
  state: trackStateSchema,
  /** Each step with the time it was reached (ISO), null while not yet. */
  steps: z.array(z.object({ step: trackStepSchema, at: z.nullable(z.string()) })),
  /** Paid, not yet acknowledged by the game past the brand's patience: "delayed, we keep trying". */
  delayed: z.boolean(),
  /** Deliveries tried so far (the relay retries a game that does not answer). */
  attempts: z.int(),
  /** True once nothing will change any more (delivered, failed, expired, refunded). */
  final: z.boolean(),
});
export type OrderTrack = z.infer<typeof orderTrackSchema>;
