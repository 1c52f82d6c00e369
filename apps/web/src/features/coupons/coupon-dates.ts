// SPEC §5: timestamps read YYYY/MM/DD HH:mm with a UTC offset, in the coupon's own time zone.

function parts(date: Date, timeZone: string): Record<string, string> {
  const fmt = new Intl.DateTimeFormat('en-US', {
    timeZone,
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

/** '2025-03-09T23:59:59Z' in 'Asia/Tokyo' -> '2025/03/10 08:59 (UTC+09:00)'. */
export function formatValidity(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let p: Record<string, string>;
  try {
    p = parts(date, timeZone || 'UTC');
  } catch {
    p = parts(date, 'UTC');
  }
  const offset = (p['timeZoneName'] ?? 'GMT').replace('GMT', 'UTC');
  return `${p['year']}/${p['month']}/${p['day']} ${p['hour']}:${p['minute']} (${offset === 'UTC' ? 'UTC+00:00' : offset})`;
}
