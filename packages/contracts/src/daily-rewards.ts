import * as z from 'zod/mini';
import { activityRewardSchema } from './activity.ts';

// Daily login rewards (issue 18, /api/daily/*): a brand's calendar of up to 31 steps per game. A
// reward day starts at the calendar's reset hour in the brand's time zone; each day the signed-in
// account claims advances one step (a missed day keeps the step); after the last step the next
// round starts at step 1. One claim per account and day, for one of its characters.

const clientId = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
const id = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
const oauthToken = z.optional(
  z.string().check(z.maxLength(256), z.describe('login token; sent on every GET when logged in')),
);
const localized = z
  .record(z.string(), z.string())
  .check(z.describe('locale -> text (en always present); render as text'));

export const dailyStepStateSchema = z.enum(['claimed', 'today', 'claimed_today', 'upcoming']);
export type DailyStepState = z.infer<typeof dailyStepStateSchema>;

export const dailyStepSchema = z.object({
  step: z.int().check(z.describe('1-based')),
  state: dailyStepStateSchema.check(
    z.describe(
      'claimed: an earlier day of this round; today: claimable now; claimed_today: taken ' +
        'today; upcoming: a later day',
    ),
  ),
  rewards: z.array(activityRewardSchema),
});
export type DailyStep = z.infer<typeof dailyStepSchema>;

// GET /api/daily/state — logged in.
export const dailyStateQuerySchema = z.object({ client_id: clientId, oauth_token: oauthToken });
export const dailyStateSchema = z.object({
  calendar_id: z.string(),
  names: localized,
  server_time: z.string().check(z.describe('ISO 8601')),
  time_zone: z.string().check(z.describe("the brand's IANA zone the days are counted in")),
  day: z.string().check(z.describe("today's reward day, YYYY-MM-DD")),
  today_step: z.int(),
  claimed_today: z.boolean(),
  next_reset_at: z.string().check(z.describe('ISO 8601: when the next reward day starts')),
  seconds_to_reset: z.int(),
  ends_at: z.string().check(z.describe('ISO 8601; the calendar runs until then (exclusive)')),
  steps: z.array(dailyStepSchema),
});
export type DailyState = z.infer<typeof dailyStateSchema>;

// POST /api/daily/claim — logged in. -3025: no live calendar; -3026: claimed today already;
// -3030: the character is not the account's (or not on that server).
export const dailyClaimRequestSchema = z.object({
  client_id: clientId,
  role_id: id,
  server_id: id,
  oauth_token: oauthToken,
});
export const dailyClaimSchema = z.object({
  calendar_id: z.string(),
  day: z.string(),
  step: z.int(),
  role_id: z.string(),
  rewards: z.array(activityRewardSchema),
  next_reset_at: z.string(),
});
export type DailyClaim = z.infer<typeof dailyClaimSchema>;
