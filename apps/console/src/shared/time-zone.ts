/**
 * The operator's time zone by name and offset, e.g. "Asia/Seoul (UTC+9)": "in your time zone"
 * alone left people guessing which one their browser uses (issue 31 item 5). The offset is the
 * one at `at` (summer time changes it).
 */
export function zoneLabel(at: Date = new Date(), zone?: string): string {
  const name = zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const offset = utcOffset(at, name);
  // "UTC (UTC)" said the same thing twice (a server or CI browser runs in UTC).
  return offset === name ? name : `${name} (${offset})`;
}

/** "UTC", "UTC+9", "UTC-3:30": the zone's offset at `at`. */
export function utcOffset(at: Date, zone: string): string {
  // The wall clock in the zone read back as if it were UTC, minus the instant: the offset.
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  const minutes = Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  const mm = abs % 60;
  return `UTC${sign}${Math.floor(abs / 60)}${mm === 0 ? '' : `:${String(mm).padStart(2, '0')}`}`;
}
