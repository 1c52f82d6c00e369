// SPEC §5: timestamps read YYYY/MM/DD HH:mm with the UTC offset, and a 10-digit number is seconds
// (13 digits are milliseconds). Every date the app shows goes through here.

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

function parts(date: Date, timeZone: string | undefined): Record<string, string> {
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
 * '2025/03/10 08:59 (UTC+09:00)'. In `timeZone` (e.g. a coupon's or the brand's) when given and
 * valid, else the device's zone. Unreadable input comes back as it was.
 */
export function formatTimestamp(value: number | string | Date, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return String(value);
  let p: Record<string, string>;
  try {
    p = parts(date, timeZone || undefined);
  } catch {
    p = parts(date, 'UTC');
  }
  const offset = (p['timeZoneName'] ?? 'GMT').replace('GMT', 'UTC');
  const shown = offset === 'UTC' ? 'UTC+00:00' : offset;
  return `${p['year']}/${p['month']}/${p['day']} ${p['hour']}:${p['minute']} (${shown})`;
}
