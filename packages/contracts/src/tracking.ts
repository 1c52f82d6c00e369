import { z } from 'zod';

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

const scalar = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

// One event as the app sends it to /service/recharge/dot.php (batched).
export const dotEventSchema = z.object({
  event: trackEventSchema,
  id: z.string().min(1).max(64).describe('event id, unique per event (deduplication)'),
  session: z.string().max(64).optional(),
  user: z.string().max(128).optional(),
  ts: z.number().int().nonnegative().describe('client time, ms since epoch'),
  fields: z.record(z.string().max(64), scalar).default({}),
});
export const dotRequestSchema = z.object({
  events: z.array(dotEventSchema).min(1).max(50),
});
export type DotEvent = z.infer<typeof dotEventSchema>;

// /service/recharge/api.php carries event 18 (order data) of the legacy data-collection gateway.
export const orderEventRequestSchema = z.object({
  event: z.literal(18),
  id: z.string().min(1).max(64),
  session: z.string().max(64).optional(),
  user: z.string().max(128).optional(),
  order: z.record(z.string().max(64), scalar),
});

export const trackAcceptedSchema = z.object({ accepted: z.number().int() });
