import type { ConsoleEvent, EventInput } from '@topup/contracts/console-catalog';
import { moneyText, parseMoney } from '../../shared/money.ts';
import { wholeNumber } from '../../shared/whole-number.ts';

// An event's tiers as the form edits them (texts as typed) and as the API takes them. A
// cumulative event's threshold is money paid in the event's currency, typed in major units; a
// continuous one's is a number of days in a row.

export type EventKind = EventInput['kind'];
export type RewardRow = { names: Record<string, string>; icon: string; quantity: string };
export type TierRow = {
  tier: string;
  threshold: string;
  rewardAmount: string;
  rewards: RewardRow[];
};

export const newReward = (): RewardRow => ({ names: {}, icon: '', quantity: '1' });

export function newTier(rows: TierRow[]): TierRow {
  const next = Math.max(0, ...rows.map((r) => wholeNumber(r.tier)).filter(Number.isInteger)) + 1;
  return { tier: String(next), threshold: '', rewardAmount: '', rewards: [newReward()] };
}

export function tierRowsOf(event: ConsoleEvent | null): TierRow[] {
  if (!event) return [newTier([])];
  return event.tiers.map((t) => ({
    tier: String(t.tier),
    threshold:
      event.kind === 'cumulative' ? moneyText(t.threshold, event.currency) : String(t.threshold),
    rewardAmount: String(t.reward_amount),
    rewards: t.rewards.map((r) => ({ names: r.names, icon: r.icon, quantity: String(r.quantity) })),
  }));
}

/** The tiers for the API, or null when a number or an amount is not one. */
export function tiersInput(
  rows: TierRow[],
  kind: EventKind,
  currency: string,
): EventInput['tiers'] | null {
  const tiers = rows.map((row) => ({
    tier: wholeNumber(row.tier),
    threshold:
      kind === 'cumulative'
        ? (parseMoney(row.threshold, currency) ?? NaN)
        : wholeNumber(row.threshold),
    reward_amount: wholeNumber(row.rewardAmount),
    rewards: row.rewards.map((r) => ({
      names: r.names,
      icon: r.icon.trim(),
      quantity: wholeNumber(r.quantity),
    })),
  }));
  const numbers = tiers.flatMap((t) => [
    t.tier,
    t.threshold,
    t.reward_amount,
    ...t.rewards.map((r) => r.quantity),
  ]);
  return numbers.every(Number.isInteger) ? tiers : null;
}
