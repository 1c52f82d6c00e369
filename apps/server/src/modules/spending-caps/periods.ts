import { localDay, shiftDay } from '../activity/progress.ts';
import { monthStart } from '../activity/month-start.ts';
import { startOfLocalDay } from '../vip/periods.ts';

// Cap periods are calendar periods in the brand's time zone (tenant.timeZone): the local day,
// the ISO week from Monday, the calendar month. A period starts at local midnight.

export type PeriodStarts = { daily: Date; weekly: Date; monthly: Date };

function midnight(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return startOfLocalDay({ year, month, day: date }, timeZone);
}

export function periodStarts(at: Date, timeZone: string): PeriodStarts {
  const today = localDay(at, timeZone);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay() || 7; // Monday 1 .. Sunday 7
  return {
    daily: midnight(today, timeZone),
    weekly: midnight(shiftDay(today, 1 - weekday), timeZone),
    monthly: monthStart(at, timeZone, 0),
  };
}
