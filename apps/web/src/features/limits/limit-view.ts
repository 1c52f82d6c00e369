import type { LimitProduct } from '@topup/contracts/limits';

// SPEC §3/§4 limit display, as data: the rule ('N purchases in D days', 'N per character') and
// the state (remaining count, unpaid order, reached, or the wait of a game-type limit).

export type Countdown = { days: number; hours: number; minutes: number };

export type LimitRule = {
  key:
    | 'limits.perCharacter'
    | 'limits.inDays'
    | 'limits.perDay'
    | 'limits.accountInDays'
    | 'limits.accountPerDay';
  /** count is the window in days: it picks the plural form ('in 7 days', 'за 21 день'). */
  values: { frequency: number; count: number };
};

export type LimitState =
  | { kind: 'available'; remaining: number }
  /** A negative remaining count: unpaid orders hold the last purchases. */
  | { kind: 'unpaid' }
  | { kind: 'reached' }
  /** A game-type limit with nothing left: the wait until the next purchase. */
  | { kind: 'wait'; countdown: Countdown };

export { isBlocked } from './is-blocked.ts';

export function limitRule(limit: LimitProduct): LimitRule {
  const values = { frequency: limit.frequency, count: limit.day_info };
  // A window of 0 days is no window: the limit is per character for good.
  if (limit.limit_type === 'role' || limit.day_info <= 0) {
    return { key: 'limits.perCharacter', values };
  }
  if (limit.limit_type === 'game') {
    return { key: limit.day_info === 1 ? 'limits.accountPerDay' : 'limits.accountInDays', values };
  }
  return { key: limit.day_info === 1 ? 'limits.perDay' : 'limits.inDays', values };
}

/**
 * Days, hours and minutes until `until` (unix seconds), rounded up to the minute so the wait
 * never reads 0 while the goods are still blocked; null once it has passed.
 */
export function countdownTo(until: number, nowMs: number): Countdown | null {
  const ms = until * 1000 - nowMs;
  if (ms <= 0) return null;
  const total = Math.ceil(ms / 60_000);
  return {
    days: Math.floor(total / 1440),
    hours: Math.floor((total % 1440) / 60),
    minutes: total % 60,
  };
}

export function limitState(limit: LimitProduct, nowMs: number): LimitState {
  const left = limit.extra_pay_times;
  if (left > 0) return { kind: 'available', remaining: left };
  if (left < 0) return { kind: 'unpaid' };
  const countdown =
    limit.limit_type === 'game' && limit.next_pay_time > 0
      ? countdownTo(limit.next_pay_time, nowMs)
      : null;
  return countdown ? { kind: 'wait', countdown } : { kind: 'reached' };
}

/** The wait is over: the limits should be asked again (the server frees the purchase). */
export function waitIsOver(limit: LimitProduct, nowMs: number): boolean {
  return (
    limit.extra_pay_times === 0 && limit.next_pay_time > 0 && limit.next_pay_time * 1000 <= nowMs
  );
}
