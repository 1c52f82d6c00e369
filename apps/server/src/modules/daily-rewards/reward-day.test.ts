import { describe, expect, it } from 'vitest';
import { dayStart, progressOf, rewardDayOf } from './reward-day.ts';

describe('rewardDayOf', () => {
  it('keeps the previous day until the reset hour (New York, 5:00 local)', () => {
    // 10 March 2026, New York is UTC-4: 5:00 local is 09:00Z.
    expect(rewardDayOf(new Date('2026-03-10T08:59:59Z'), 5, 'America/New_York')).toEqual({
      day: '2026-03-09',
      nextResetAt: new Date('2026-03-10T09:00:00Z'),
    });
    expect(rewardDayOf(new Date('2026-03-10T09:00:00Z'), 5, 'America/New_York')).toEqual({
      day: '2026-03-10',
      nextResetAt: new Date('2026-03-11T09:00:00Z'),
    });
  });

  it('counts days in the brand zone, not UTC (Seoul midnight is 15:00Z the day before)', () => {
    expect(rewardDayOf(new Date('2026-03-09T14:59:59Z'), 0, 'Asia/Seoul').day).toBe('2026-03-09');
    expect(rewardDayOf(new Date('2026-03-09T15:00:00Z'), 0, 'Asia/Seoul')).toEqual({
      day: '2026-03-10',
      nextResetAt: new Date('2026-03-10T15:00:00Z'),
    });
  });

  it('follows a daylight saving change: the day across it is 23 hours long', () => {
    // New York springs forward on 8 March 2026 (UTC-5 -> UTC-4); reset at midnight.
    const start = dayStart('2026-03-08', 0, 'America/New_York');
    const end = rewardDayOf(start, 0, 'America/New_York').nextResetAt;
    expect(start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('a late reset hour moves the day across the month end (Moscow, 23:00)', () => {
    // Moscow is UTC+3: 23:00 local on 31 March is 20:00Z.
    expect(rewardDayOf(new Date('2026-03-31T19:59:00Z'), 23, 'Europe/Moscow').day).toBe(
      '2026-03-30',
    );
    expect(rewardDayOf(new Date('2026-03-31T20:00:00Z'), 23, 'Europe/Moscow')).toEqual({
      day: '2026-03-31',
      nextResetAt: new Date('2026-04-01T20:00:00Z'),
    });
  });
});

describe('progressOf', () => {
  it('advances one step per claimed day; a missed day keeps the step', () => {
    expect(progressOf([], '2026-03-10', 7)).toMatchObject({ todayStep: 1, claimedToday: false });
    // Claimed on the 1st and the 5th, nothing between: today gives step 3.
    const p = progressOf(['2026-03-01', '2026-03-05'], '2026-03-10', 7);
    expect(p.todayStep).toBe(3);
    expect(p.states).toEqual([
      'claimed',
      'claimed',
      'today',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  it('shows the step claimed today as such', () => {
    const p = progressOf(['2026-03-09', '2026-03-10'], '2026-03-10', 3);
    expect(p).toEqual({
      todayStep: 2,
      claimedToday: true,
      states: ['claimed', 'claimed_today', 'upcoming'],
    });
  });

  it('starts a new round at step 1 after the last step', () => {
    const days = ['2026-03-01', '2026-03-02', '2026-03-03'];
    expect(progressOf(days, '2026-03-04', 3)).toMatchObject({
      todayStep: 1,
      states: ['today', 'upcoming', 'upcoming'],
    });
  });
});
