import { describe, expect, it } from 'vitest';
import type { LimitProduct } from '@topup/contracts/limits';
import { countdownTo, isBlocked, limitRule, limitState, waitIsOver } from './limit-view.ts';

const now = Date.UTC(2031, 2, 3, 10, 0, 0);
const sec = (ms: number) => Math.floor(ms / 1000);
const limit = (extra: Partial<LimitProduct> = {}): LimitProduct => ({
  product_id: 'p',
  limit_type: 'time',
  frequency: 2,
  day_info: 7,
  extra_pay_times: 2,
  next_pay_time: 0,
  ...extra,
});

describe('limitRule', () => {
  it("says 'N per character' for a role limit, whatever its days", () => {
    expect(limitRule(limit({ limit_type: 'role', frequency: 1, day_info: 0 }))).toEqual({
      key: 'limits.perCharacter',
      values: { frequency: 1, count: 0 },
    });
    expect(limitRule(limit({ limit_type: 'time', day_info: 0 })).key).toBe('limits.perCharacter');
  });

  it("says 'N in D days' for time limits and adds 'per account' for game limits", () => {
    expect(limitRule(limit())).toEqual({
      key: 'limits.inDays',
      values: { frequency: 2, count: 7 },
    });
    expect(limitRule(limit({ day_info: 1 })).key).toBe('limits.perDay');
    expect(limitRule(limit({ limit_type: 'game', day_info: 30 })).key).toBe('limits.accountInDays');
    expect(limitRule(limit({ limit_type: 'game', day_info: 1 })).key).toBe('limits.accountPerDay');
  });
});

describe('countdownTo', () => {
  it('splits the wait into days, hours and minutes, rounding up to the minute', () => {
    const until = sec(now) + 2 * 86_400 + 3 * 3600 + 4 * 60;
    expect(countdownTo(until, now)).toEqual({ days: 2, hours: 3, minutes: 4 });
    // 59 s left still reads one minute, never 0.
    expect(countdownTo(sec(now) + 59, now)).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(countdownTo(sec(now) + 86_400, now)).toEqual({ days: 1, hours: 0, minutes: 0 });
    expect(countdownTo(sec(now) + 86_400 - 1, now)).toEqual({ days: 1, hours: 0, minutes: 0 });
    expect(countdownTo(sec(now) + 86_400 - 61, now)).toEqual({ days: 0, hours: 23, minutes: 59 });
  });

  it('is null once the moment has passed', () => {
    expect(countdownTo(sec(now), now)).toBeNull();
    expect(countdownTo(sec(now) - 100, now)).toBeNull();
  });
});

describe('limitState', () => {
  it('shows what is left while something is', () => {
    expect(limitState(limit({ extra_pay_times: 1 }), now)).toEqual({
      kind: 'available',
      remaining: 1,
    });
  });

  it('a negative count means unpaid orders hold the rest', () => {
    expect(limitState(limit({ extra_pay_times: -1 }), now)).toEqual({ kind: 'unpaid' });
  });

  it('counts down to the next purchase of a used-up game limit', () => {
    const game = limit({ limit_type: 'game', extra_pay_times: 0, next_pay_time: sec(now) + 3600 });
    expect(limitState(game, now)).toEqual({
      kind: 'wait',
      countdown: { days: 0, hours: 1, minutes: 0 },
    });
    // Past the moment (before the refreshed answer arrives) it is simply reached.
    expect(limitState(game, now + 3_600_000)).toEqual({ kind: 'reached' });
  });

  it('is reached for used-up role and time limits', () => {
    expect(limitState(limit({ limit_type: 'role', extra_pay_times: 0 }), now)).toEqual({
      kind: 'reached',
    });
    const time = limit({ extra_pay_times: 0, next_pay_time: sec(now) + 3600 });
    expect(limitState(time, now)).toEqual({ kind: 'reached' });
  });
});

describe('isBlocked and waitIsOver', () => {
  it('blocks goods with nothing left or held by unpaid orders', () => {
    expect([2, 1, 0, -1].map((n) => isBlocked(limit({ extra_pay_times: n })))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('asks again once the next purchase time has come', () => {
    const used = limit({ extra_pay_times: 0, next_pay_time: sec(now) + 60 });
    expect(waitIsOver(used, now)).toBe(false);
    expect(waitIsOver(used, now + 60_000)).toBe(true);
    expect(waitIsOver(limit({ extra_pay_times: 0 }), now)).toBe(false);
    expect(waitIsOver(limit({ extra_pay_times: 1, next_pay_time: sec(now) }), now)).toBe(false);
  });
});
