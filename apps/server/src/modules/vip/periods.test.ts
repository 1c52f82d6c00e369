import { describe, expect, it } from 'vitest';
import { monthPeriod, periodOf, weekPeriod } from './periods.ts';

describe('coupon periods in the tenant time zone', () => {
  it('puts a UTC instant in the local ISO week and ends it at local Monday midnight', () => {
    // Sunday 2025-03-02 20:00 UTC is already Monday 05:00 in Seoul.
    const at = new Date('2025-03-02T20:00:00Z');
    expect(weekPeriod(at, 'America/New_York')).toEqual({
      key: '2025-W09',
      endsAt: new Date('2025-03-03T05:00:00Z'),
    });
    expect(weekPeriod(at, 'Asia/Seoul')).toEqual({
      key: '2025-W10',
      endsAt: new Date('2025-03-09T15:00:00Z'),
    });
  });

  it('uses the ISO week-year around new year', () => {
    expect(weekPeriod(new Date('2024-12-30T12:00:00Z'), 'UTC').key).toBe('2025-W01');
    expect(weekPeriod(new Date('2021-01-03T12:00:00Z'), 'UTC').key).toBe('2020-W53');
  });

  it('ends a month at local midnight of the 1st, across a DST change', () => {
    // New York switches to DST on 2025-03-09: April starts at 04:00 UTC, not 05:00.
    expect(monthPeriod(new Date('2025-03-31T23:30:00Z'), 'America/New_York')).toEqual({
      key: '2025-03',
      endsAt: new Date('2025-04-01T04:00:00Z'),
    });
    expect(monthPeriod(new Date('2025-03-31T23:30:00Z'), 'Asia/Tokyo').key).toBe('2025-04');
    expect(monthPeriod(new Date('2025-12-15T00:00:00Z'), 'UTC').endsAt).toEqual(
      new Date('2026-01-01T00:00:00Z'),
    );
  });

  it('gives permanent coupons one period', () => {
    expect(periodOf('permanent', new Date(), 'UTC').key).toBe('permanent');
  });
});
