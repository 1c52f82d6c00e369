import * as z from 'zod/mini';

// The 19 tracking events of SPEC §7.
export const trackEvents = [
  'viewPage',
  'login',
  'logout',
  'viewGameList',
  'changeGame',
  'selectRole',
  'changeProductType',
  'viewProductDetail',
  'clickBuy',
  'selectPayway',
  'clickPay',
  'openPayLink',
  'viewVipCenter',
  'viewActivity',
  'viewRewardDetail',
  'claimVipCoupon',
  'manualUseVipCoupon',
  'claimCumulativeReward',
  'claimContinueReward',
] as const;

export const trackEventSchema = z.enum(trackEvents);
export type TrackEvent = z.infer<typeof trackEventSchema>;

const scalar = z.union([z.string().check(z.maxLength(500)), z.number(), z.boolean(), z.null()]);

// One event as the app sends it to /service/recharge/dot.php (batched).
export const dotEventSchema = z.object({
  event: trackEventSchema,
  id: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(64),
      z.describe('event id, unique per event (deduplication)'),
    ),
  session: z.optional(z.string().check(z.maxLength(64))),
  user: z.optional(z.string().check(z.maxLength(128))),
  ts: z.int().check(z.nonnegative(), z.describe('client time, ms since epoch')),
  fields: z._default(z.record(z.string().check(z.maxLength(64)), scalar), {}),
});
export const dotRequestSchema = z.object({
  events: z.array(dotEventSchema).check(z.minLength(1), z.maxLength(50)),
});
export type DotEvent = z.infer<typeof dotEventSchema>;

// /service/recharge/api.php carries event 18 (order data) of the legacy data-collection gateway.
export const orderEventRequestSchema = z.object({
  event: z.literal(18),
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  session: z.optional(z.string().check(z.maxLength(64))),
  user: z.optional(z.string().check(z.maxLength(128))),
  order: z.record(z.string().check(z.maxLength(64)), scalar),
});

// `dropped`: events over the client's rate limits, not stored; still a success answer (the app
// sends analytics best-effort and must never show an error for them).
export const trackAcceptedSchema = z.object({
  accepted: z.int().check(z.describe('events stored now (a resent event id counts 0)')),
  dropped: z.int().check(z.describe('events over the per-address / per-session limits')),
});
