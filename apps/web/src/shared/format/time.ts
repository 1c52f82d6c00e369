// SPEC §5: timestamps read YYYY/MM/DD HH:mm with the UTC offset, and a 10-digit number is seconds
// (13 digits are milliseconds). Every date the app shows goes through here.
//
// One clock for the player (issue 29 item 4): an order's times (tracker, result, My, the order
// page and its receipt, caps) are shown in the zone of the player's own device, never the brand's,
// and always with that zone's offset, so the same moment reads the same on every screen. Only a
// period someone fixed in a zone of their own (a coupon's validity) is shown in that zone, still
// with its offset. The digits and the 24-hour clock are the same in every UI language (SPEC §5).
//
// Hydration: none of these times is in the server-rendered first screen (the goods page), and the
// server cannot know the device's zone; a screen that the server renders must show only times in
// a fixed zone (formatTimestamp with a zone), or render them after mounting.

/** A Date from unix seconds (10 digits), milliseconds, a numeric string or an ISO string; null if unreadable. */
export function toDate(value: number | string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const numeric = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isNaN(numeric)) {
    const digits = String(Math.trunc(Math.abs(numeric))).length;
    return new Date(digits <= 10 ? numeric * 1000 : numeric);
  }
  const date = new Date(value as string);
  return Number.isNaN(date.getTime()) ? null : date;
}

type Parts = Record<string, string>;

function parts(date: Date, timeZone: string | undefined): Parts {
  // en-US only for the parts' digits: the shape is SPEC §5's, the same in every language.
  const fmt = new Intl.DateTimeFormat('en-US', {
    ...(timeZone ? { timeZone } : {}),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  });
  return Object.fromEntries(fmt.formatToParts(date).map((p) => [p.type, p.value]));
}

/**
 * 'YYYY/MM/DD HH:mm (UTC±hh:mm)', or only 'HH:mm (UTC±hh:mm)', in `timeZone` when given and valid
 * (UTC when not valid), else in the device's zone. Unreadable input comes back as it was.
 */
function format(value: number | string | Date, timeZone: string | undefined, date: boolean) {
  const at = toDate(value);
  if (!at) return String(value);
  let p: Parts;
  try {
    p = parts(at, timeZone || undefined);
  } catch {
    p = parts(at, 'UTC');
  }
  // 'GMT+09:00' -> 'UTC+09:00'; UTC itself ('GMT') as 'UTC+00:00'.
  const zone = (p['timeZoneName'] ?? 'GMT').replace('GMT', 'UTC').padEnd(9, '+00:00');
  const day = date ? `${p['year']}/${p['month']}/${p['day']} ` : '';
  return `${day}${p['hour']}:${p['minute']} (${zone})`;
}

/**
 * '2025/03/10 08:59 (UTC+09:00)'. In `timeZone` (a coupon's) when given, else the device's zone:
 * the player's clock, for every order time.
 */
export function formatTimestamp(value: number | string | Date, timeZone?: string): string {
  return format(value, timeZone, true);
}

/**
 * '08:59 (UTC+09:00)': a step's time of day on the same clock as formatTimestamp, for the
 * tracker, whose steps are minutes apart.
 */
export function formatTimeOfDay(value: number | string | Date, timeZone?: string): string {
  return format(value, timeZone, false);
}
