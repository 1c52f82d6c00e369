import { ResultCode } from '@topup/contracts/result-codes';
import { AppError } from '../../../plugins/app-error.ts';

const DAY_MS = 86_400_000;
const MAX_DAYS = 366;

export type DayRange = { from: string; to: string; start: Date; end: Date };

const iso = (d: Date) => d.toISOString().slice(0, 10);

function parseDay(text: string, name: string): Date {
  const date = new Date(`${text}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || iso(date) !== text) {
    throw new AppError(ResultCode.BadRequest, `${name}: not a calendar date (${text})`);
  }
  return date;
}

/**
 * Whole UTC days, both ends inclusive: [start, end) as timestamps. Default: the 30 days up to
 * today. A range over a year or backwards is refused (-400), so one request cannot scan the world.
 */
export function dayRange(query: { from?: string; to?: string }, now: Date): DayRange {
  const end0 = query.to ? parseDay(query.to, 'to') : parseDay(iso(now), 'to');
  const start = query.from ? parseDay(query.from, 'from') : new Date(end0.getTime() - 29 * DAY_MS);
  if (start > end0) throw new AppError(ResultCode.BadRequest, 'from: after to');
  const days = (end0.getTime() - start.getTime()) / DAY_MS + 1;
  if (days > MAX_DAYS) {
    throw new AppError(ResultCode.BadRequest, `range: at most ${MAX_DAYS} days (asked ${days})`);
  }
  return { from: iso(start), to: iso(end0), start, end: new Date(end0.getTime() + DAY_MS) };
}
