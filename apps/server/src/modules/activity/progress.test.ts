import { describe, expect, it } from 'vitest';
import { localDay, paidInWindow, shiftDay, streakOf, type Payment } from './progress.ts';

const window = {
  startsAt: new Date('2026-03-01T00:00:00Z'),
  endsAt: new Date('2026-04-01T00:00:00Z'),
};
const paid = (iso: string, amountMinor = 500): Payment => ({ amountMinor, paidAt: new Date(iso) });

describe('event progress', () => {
  it('counts calendar days in the zone, across month ends and DST', () => {
    expect(localDay(new Date('2026-03-11T03:30:00Z'), 'America/New_York')).toBe('2026-03-10');
    expect(localDay(new Date('2026-03-11T03:30:00Z'), 'Asia/Seoul')).toBe('2026-03-11');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('sums what was paid within the window only (end exclusive)', () => {
    const list = [
      paid('2026-02-28T23:59:59Z'),
      paid('2026-03-01T00:00:00Z'),
      paid('2026-04-01T00:00:00Z'),
    ];
    expect(paidInWindow(list, window)).toBe(500);
  });

  it('keeps the streak through an open today, breaks it on a missed day', () => {
    const zone = 'UTC';
    const list = [
      paid('2026-03-02T10:00:00Z'),
      paid('2026-03-03T10:00:00Z'),
      paid('2026-03-04T10:00:00Z'),
      // 5 March: too little.
      paid('2026-03-05T10:00:00Z', 100),
      paid('2026-03-06T10:00:00Z'),
    ];
    const at = (iso: string) => streakOf(list, window, 500, new Date(iso), zone);
    expect(at('2026-03-04T12:00:00Z')).toEqual({ current: 3, best: 3, todayCounted: true });
    expect(at('2026-03-05T12:00:00Z')).toEqual({ current: 3, best: 3, todayCounted: false });
    expect(at('2026-03-06T12:00:00Z')).toEqual({ current: 1, best: 3, todayCounted: true });
    expect(at('2026-03-08T12:00:00Z')).toEqual({ current: 0, best: 3, todayCounted: false });
  });

  it('needs something paid even when the event sets no daily minimum', () => {
    expect(streakOf([], window, 0, new Date('2026-03-04T12:00:00Z'), 'UTC')).toEqual({
      current: 0,
      best: 0,
      todayCounted: false,
    });
  });
});
