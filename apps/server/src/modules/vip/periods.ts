// Coupon periods in the tenant's time zone: ISO week ('2025-W07') or calendar month ('2025-02'),
// with the instant the period ends (the coupon's valid_end_time). Only Intl, no tz library.

type LocalDate = { year: number; month: number; day: number };

function localDate(at: Date, timeZone: string): LocalDate {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** Local wall time minus UTC at that instant, in ms. */
function offsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant local midnight (or `hour` o'clock) of a date starts in the zone (twice: the offset
 * may change).
 */
export function startOfLocalDay(d: LocalDate, timeZone: string, hour = 0): Date {
  const wall = Date.UTC(d.year, d.month - 1, d.day, hour);
  let guess = wall - offsetMs(new Date(wall), timeZone);
  guess = wall - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export type Period = { key: string; endsAt: Date };

export function weekPeriod(at: Date, timeZone: string): Period {
  const d = localDate(at, timeZone);
  const date = new Date(Date.UTC(d.year, d.month - 1, d.day));
  const weekday = date.getUTCDay() || 7; // Monday 1 .. Sunday 7
  // ISO week: the week's Thursday decides the year.
  const thursday = new Date(date.getTime() + (4 - weekday) * 86_400_000);
  const isoYear = thursday.getUTCFullYear();
  const week = Math.ceil(((thursday.getTime() - Date.UTC(isoYear, 0, 1)) / 86_400_000 + 1) / 7);
  const nextMonday = new Date(date.getTime() + (8 - weekday) * 86_400_000);
  const endsAt = startOfLocalDay(
    {
      year: nextMonday.getUTCFullYear(),
      month: nextMonday.getUTCMonth() + 1,
      day: nextMonday.getUTCDate(),
    },
    timeZone,
  );
  return { key: `${isoYear}-W${pad(week)}`, endsAt };
}

export function monthPeriod(at: Date, timeZone: string): Period {
  const d = localDate(at, timeZone);
  const next =
    d.month === 12 ? { year: d.year + 1, month: 1 } : { year: d.year, month: d.month + 1 };
  return {
    key: `${d.year}-${pad(d.month)}`,
    endsAt: startOfLocalDay({ ...next, day: 1 }, timeZone),
  };
}

/** A permanent coupon has one period and never ends. */
export function periodOf(
  type: string,
  at: Date,
  timeZone: string,
): { key: string; endsAt: Date | null } {
  if (type === 'week') return weekPeriod(at, timeZone);
  if (type === 'month') return monthPeriod(at, timeZone);
  return { key: 'permanent', endsAt: null };
}
