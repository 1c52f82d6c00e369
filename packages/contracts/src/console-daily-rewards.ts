import * as z from 'zod/mini';
import { dateTimeSchema, gameParamsSchema, localizedTextSchema } from './console-catalog.ts';

// Daily reward calendars in the publisher console (issue 18):
// GET …/catalog/:tenant/games/:game/daily, PUT …/catalog/:tenant/games/:game/daily/:calendar.
// A reward day starts at reset_hour (0..23) in the brand's time zone; each day a player claims
// gives the next step (a missed day keeps the step); after the last step a new round starts.

const int = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));

export const dailyCalendarParamsSchema = z.extend(gameParamsSchema, {
  calendar: gameParamsSchema.shape.game,
});

const rewardSchema = z.strictObject({
  names: localizedTextSchema(200),
  icon: z._default(z.string().check(z.maxLength(500)), ''),
  quantity: int(1, 2_000_000_000),
});
const stepSchema = z.strictObject({
  /** In-game units the character receives. */
  reward_amount: int(1, 2_000_000_000),
  rewards: z.array(rewardSchema).check(z.minLength(1), z.maxLength(5)),
});

export const dailyCalendarInputSchema = z
  .strictObject({
    names: localizedTextSchema(200),
    reset_hour: z._default(int(0, 23), 0),
    starts_at: dateTimeSchema,
    ends_at: dateTimeSchema,
    steps: z.array(stepSchema).check(z.minLength(1), z.maxLength(31)),
  })
  .check(
    z.refine((c) => Date.parse(c.ends_at) > Date.parse(c.starts_at), {
      message: 'expected ends_at after starts_at',
      path: ['ends_at'],
    }),
  );
export type DailyCalendarInput = z.input<typeof dailyCalendarInputSchema>;

export const consoleDailyCalendarSchema = z.object({
  calendar_id: z.string(),
  game_code: z.string(),
  names: z.record(z.string(), z.string()),
  reset_hour: z.int(),
  time_zone: z.string().check(z.describe("the brand's zone reset_hour is in")),
  starts_at: z.string(),
  ends_at: z.string(),
  steps: z.array(
    z.object({
      step: z.int(),
      reward_amount: z.int(),
      rewards: z.array(
        z.object({ names: z.record(z.string(), z.string()), icon: z.string(), quantity: z.int() }),
      ),
    }),
  ),
  claims: z.int().check(z.describe('claims so far, all players')),
});
export type ConsoleDailyCalendar = z.infer<typeof consoleDailyCalendarSchema>;
export const consoleDailyCalendarsSchema = z.object({
  calendars: z.array(consoleDailyCalendarSchema),
});
