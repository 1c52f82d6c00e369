import type {
  ConsoleDailyCalendar,
  DailyCalendarInput,
} from '@topup/contracts/console-daily-rewards';
import { wholeNumber } from '../../shared/whole-number.ts';
import { newReward, type RewardRow } from './event-tiers.ts';

// A calendar's steps as the form edits them (numbers as typed) and as the API takes them.

export type StepRow = { rewardAmount: string; rewards: RewardRow[] };

/** The API's limit (dailyCalendarInputSchema). */
export const maxSteps = 31;

export const newStep = (): StepRow => ({ rewardAmount: '', rewards: [newReward()] });

export function stepRowsOf(calendar: ConsoleDailyCalendar | null): StepRow[] {
  if (!calendar) return Array.from({ length: 7 }, newStep);
  return calendar.steps.map((s) => ({
    rewardAmount: String(s.reward_amount),
    rewards: s.rewards.map((r) => ({ names: r.names, icon: r.icon, quantity: String(r.quantity) })),
  }));
}

/** The steps for the API, or null when an amount or a quantity is not a whole number. */
export function stepsInput(rows: StepRow[]): DailyCalendarInput['steps'] | null {
  const steps = rows.map((row) => ({
    reward_amount: wholeNumber(row.rewardAmount),
    rewards: row.rewards.map((r) => ({
      names: r.names,
      icon: r.icon.trim(),
      quantity: wholeNumber(r.quantity),
    })),
  }));
  const numbers = steps.flatMap((s) => [s.reward_amount, ...s.rewards.map((r) => r.quantity)]);
  return numbers.every(Number.isInteger) ? steps : null;
}
