// Which reward day an instant falls in, and which step it gives (pure: the service feeds it).
// A reward day starts at the calendar's reset hour in the brand's time zone and is named by the
// local date it started on. Each claimed day advances one step; a missed day neither breaks nor
// advances anything (docs/decisions/0025-daily-rewards.md).
import { localDay, shiftDay } from '../activity/progress.ts';
import { startOfLocalDay } from '../vip/periods.ts';

const dateOf = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month, day: date };
};

/** The instant the reward day 'YYYY-MM-DD' starts: its reset hour, local time. */
export function dayStart(day: string, resetHour: number, timeZone: string): Date {
  return startOfLocalDay(dateOf(day), timeZone, resetHour);
}

export type RewardDay = { day: string; nextResetAt: Date };

/** The reward day of the instant and when the next one starts. */
export function rewardDayOf(at: Date, resetHour: number, timeZone: string): RewardDay {
  const date = localDay(at, timeZone);
  // Before today's reset hour it is still the reward day that started yesterday.
  const day = at < dayStart(date, resetHour, timeZone) ? shiftDay(date, -1) : date;
  return { day, nextResetAt: dayStart(shiftDay(day, 1), resetHour, timeZone) };
}

export type StepState = 'claimed' | 'today' | 'claimed_today' | 'upcoming';

export type Progress = {
  /** The step today gives (or gave, once claimed), 1-based. */
  todayStep: number;
  claimedToday: boolean;
  /** Per step of the current round, 1..steps. */
  states: StepState[];
};

/**
 * Where the account stands: `claimedDays` are its claimed reward days in the calendar, `today`
 * the current one. After the last step a new round starts at step 1.
 */
export function progressOf(claimedDays: readonly string[], today: string, steps: number): Progress {
  const claimedToday = claimedDays.includes(today);
  const before = claimedDays.filter((d) => d < today).length;
  const done = before % steps;
  const todayStep = done + 1;
  const states = Array.from({ length: steps }, (_, i): StepState => {
    if (i < done) return 'claimed';
    if (i === done) return claimedToday ? 'claimed_today' : 'today';
    return 'upcoming';
  });
  return { todayStep, claimedToday, states };
}
