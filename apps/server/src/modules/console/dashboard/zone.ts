import { ResultCode } from '@topup/contracts/result-codes';
import { AppError } from '../../../plugins/app-error.ts';

// The dashboard's days are days in a time zone the operator picks (issue 31 item 4). Only IANA
// names: an offset such as "+09:00" means the opposite sign to PostgreSQL (POSIX rules) than it
// does to the browser, so it is refused rather than read two ways.
const zoneName = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

const formats = new Map<string, Intl.DateTimeFormat>();
let canonical: Map<string, string> | null = null;

const badZone = (text: string) =>
  new AppError(
    ResultCode.BadRequest,
    `tz: not a time zone (${text.slice(0, 64)}); expected an IANA name such as UTC or Asia/Tokyo`,
  );

/**
 * The zone's IANA name as Intl spells it ("asia/tokyo" → "Asia/Tokyo"), or -400. An alias Intl
 * knows ("Asia/Kolkata" where ICU's own name is "Asia/Calcutta") stays as asked: both name it.
 */
export function checkZone(text: string): string {
  if (!zoneName.test(text)) throw badZone(text);
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en', { timeZone: text }).resolvedOptions().timeZone;
  } catch {
    throw badZone(text);
  }
  if (resolved === 'UTC') return 'UTC';
  canonical ??= new Map(Intl.supportedValuesOf('timeZone').map((z) => [z.toLowerCase(), z]));
  return canonical.get(text.toLowerCase()) ?? text;
}

function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD; h23 keeps midnight "00", never "24".
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formats.set(zone, format);
  }
  return format;
}

/** The calendar date (YYYY-MM-DD) of an instant in the zone. */
export function dateIn(instant: number, zone: string): string {
  const parts = formatIn(zone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const HOUR_MS = 3_600_000;

/**
 * The first instant of a day in the zone. Not always its 00:00: where a clock change skips
 * midnight (America/Santiago in September) the day starts at 01:00. Zone offsets lie within
 * ±14 h, so the start is within 15 h of the day's UTC midnight; the dates there only move
 * forward, so a binary search over whole seconds finds the first one of the day.
 */
export function startOfDay(day: string, zone: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00.000Z`);
  let low = (utcMidnight - 15 * HOUR_MS) / 1000; // before the day, in the zone
  let high = (utcMidnight + 15 * HOUR_MS) / 1000; // within the day, in the zone
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (dateIn(mid * 1000, zone) >= day) high = mid;
    else low = mid;
  }
  return new Date(high * 1000);
}
