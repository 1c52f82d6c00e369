import * as z from 'zod/mini';

// Time-limited top-up events (SPEC §1, §2 /activity, §4 reward states, §7 /api/cumulative/*).
// 'cumulative': total paid within the window; 'continuous': consecutive days (in the brand's time
// zone), each with at least min_daily_minor paid. Progress is the server's, from delivered orders.
// Money is integer minor units of the event's currency.

const clientId = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
const id = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
const optionalId = z.optional(z.string().check(z.trim(), z.maxLength(64)));
const domainArea = z.optional(z.string().check(z.trim(), z.maxLength(32)));
const oauthToken = z.optional(
  z.string().check(z.maxLength(256), z.describe('login token; sent on every GET when logged in')),
);
const localized = z
  .record(z.string(), z.string())
  .check(z.describe('locale -> text (en always present); render as text'));

export const activityTypeSchema = z.enum(['cumulative', 'continuous']);
export type ActivityType = z.infer<typeof activityTypeSchema>;

export const tierStateSchema = z.enum(['claimable', 'received', 'locked']);
export type TierState = z.infer<typeof tierStateSchema>;

export const activityRewardSchema = z.object({
  names: localized,
  icon: z.string().check(z.describe('icon key: diamond, chest, ticket, crown (else a gift)')),
  quantity: z.int(),
});
export type ActivityReward = z.infer<typeof activityRewardSchema>;

export const activityTierSchema = z.object({
  tier_id: z.int(),
  threshold: z
    .int()
    .check(z.describe('cumulative: minor units paid in the window; continuous: days in a row')),
  state: tierStateSchema.check(
    z.describe('claimable: reached, not yet claimed; received: claimed; locked: not reached'),
  ),
  rewards: z.array(activityRewardSchema),
});
export type ActivityTier = z.infer<typeof activityTierSchema>;

export const activitySchema = z.object({
  activity_id: z.string(),
  type: activityTypeSchema,
  names: localized,
  descriptions: localized,
  currency: z.string(),
  min_daily_minor: z.int().check(z.describe('continuous: paid per day for a day to count; else 0')),
  starts_at: z.string().check(z.describe('ISO 8601')),
  ends_at: z.string().check(z.describe('ISO 8601; the event is live until then (exclusive)')),
  seconds_left: z.int(),
  progress: z
    .int()
    .check(
      z.describe(
        'cumulative: minor units paid in the window; continuous: the current streak in days ' +
          '(ending today, or yesterday while today is still open); 0 without a character',
      ),
    ),
  best_streak: z
    .int()
    .check(
      z.describe(
        'continuous: the longest streak in the window; a tier ' +
          'stays reached once a streak got there. cumulative: equals progress',
      ),
    ),
  today_counted: z.boolean().check(z.describe('continuous: today already counts')),
  tiers: z.array(activityTierSchema),
});
export type Activity = z.infer<typeof activitySchema>;

export const claimedRewardSchema = z.object({
  activity_id: z.string(),
  type: activityTypeSchema,
  names: localized,
  tier_id: z.int(),
  threshold: z.int(),
  currency: z.string(),
  rewards: z.array(activityRewardSchema),
  claimed_at: z.string().check(z.describe('ISO 8601')),
  delivered: z.boolean().check(z.describe('the game has received it')),
});
export type ClaimedReward = z.infer<typeof claimedRewardSchema>;

// GET /api/cumulative/cumulativeActivityInfo — public; progress and states need the player's
// character (role_id + server_id, logged in).
export const activityInfoQuerySchema = z.object({
  client_id: clientId,
  role_id: optionalId,
  server_id: optionalId,
  domain_area: domainArea,
  oauth_token: oauthToken,
});
export const activityInfoSchema = z.object({
  server_time: z.string().check(z.describe('ISO 8601; seconds_left is counted from it')),
  time_zone: z.string().check(z.describe("the brand's IANA zone the days are counted in")),
  role_id: z.nullable(z.string()),
  activities: z
    .array(activitySchema)
    .check(z.describe("live events of the game in the area's currency, cumulative first")),
  claimed: z
    .array(claimedRewardSchema)
    .check(z.describe("the character's received rewards in this game, newest first")),
});
export type ActivityInfo = z.infer<typeof activityInfoSchema>;

// POST /api/cumulative/receiveActivityGift — logged in. -3022: no such live event (or tier);
// -3023: tier not reached; -3024: received already.
export const receiveActivityGiftRequestSchema = z.object({
  client_id: clientId,
  activity_id: id,
  // An int4 column (activity tiers): a larger id is a bad request, not a failed query.
  tier_id: z.int32().check(z.positive()),
  role_id: id,
  server_id: id,
  oauth_token: oauthToken,
});
export const receiveActivityGiftSchema = z.object({
  activity_id: z.string(),
  tier_id: z.int(),
  state: z.literal('received'),
  rewards: z.array(activityRewardSchema),
});
export type ReceiveActivityGift = z.infer<typeof receiveActivityGiftSchema>;

// GET /api/cumulative/status — public: whether live events exist for the game and area.
export const activityStatusQuerySchema = z.object({
  client_id: clientId,
  domain_area: domainArea,
  oauth_token: oauthToken,
});
export const activityStatusSchema = z.object({
  is_has_cumulative: z.boolean(),
  is_has_continue: z.boolean(),
  cumulative_ids: z.array(z.string()),
  continue_ids: z.array(z.string()),
});
export type ActivityStatus = z.infer<typeof activityStatusSchema>;
