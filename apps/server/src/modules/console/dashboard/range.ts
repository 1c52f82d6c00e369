import { ResultCode } from '@topup/contracts/result-codes';
import { AppError } from '../../../plugins/app-error.ts';
import { checkZone, dateIn, startOfDay } from './zone.ts';
import { consoleMessage } from '@topup/contracts/console-messages';

const DAY_MS = 86_400_000;
const MAX_DAYS = 366;

/** Days from, to (inclusive) in the zone tz; [start, end) are the instants they cover. */
export type DayRange = { from: string; to: string; tz: string; start: Date; end: Date };

// Calendar arithmetic on dates alone (no zone): a day is always one step here.
const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) =>
  iso(new Date(Date.parse(`${day}T00:00:00.000Z`) + n * DAY_MS));

function parseDay(text: string, name: string): string {
  const date = new Date(`${text}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || iso(date) !== text) {
    throw new AppError(
      ResultCode.BadRequest,
      consoleMessage('notCalendarDate', { field: name, text }),
    );
  }
  return text;
}

/**
 * Whole days in the zone (default UTC), both ends inclusive: [start, end) as instants, from the
 * first instant of `from` to the first of the day after `to`, so a day of a clock change is 23 or
 * 25 hours long. Default: the 30 days up to today in the zone. A range over a year or backwards is
 * refused (-400), so one request cannot scan the world.
 */
export function dayRange(
  query: { from?: string | undefined; to?: string | undefined; tz?: string | undefined },
  now: Date,
): DayRange {
  const tz = checkZone(query.tz || 'UTC');
  const to = query.to ? parseDay(query.to, 'to') : dateIn(now.getTime(), tz);
  const from = query.from ? parseDay(query.from, 'from') : addDays(to, -29);
  if (from > to) throw new AppError(ResultCode.BadRequest, consoleMessage('fromAfterTo'));
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days > MAX_DAYS) {
    throw new AppError(
      ResultCode.BadRequest,
      consoleMessage('rangeTooLong', { max: MAX_DAYS, days }),
    );
  }
  return { from, to, tz, start: startOfDay(from, tz), end: startOfDay(addDays(to, 1), tz) };
}
