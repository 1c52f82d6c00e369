// The zone the dashboard counts days in (issue 31 item 4): UTC, the browser's own, or one of the
// zones the publishers' markets live in. Remembered per browser, as the operator's own setting.

const storeKey = 'topup-console-dashboard-tz';

/** Common IANA zones of the brands' markets, west to east. */
export const commonZones = [
  'America/Los_Angeles',
  'America/New_York',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Moscow',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Bangkok',
  'Asia/Jakarta',
  'Asia/Singapore',
  'Asia/Shanghai',
  'Asia/Taipei',
  'Asia/Seoul',
  'Asia/Tokyo',
  'Australia/Sydney',
] as const;

/** The browser's zone, or UTC where it has none to tell. */
export function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** A zone the browser knows (Intl is the same IANA database the server checks against). */
export function isZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function savedZone(): string {
  try {
    const saved = localStorage.getItem(storeKey);
    return saved && isZone(saved) ? saved : 'UTC';
  } catch {
    return 'UTC';
  }
}

export function saveZone(zone: string): void {
  try {
    localStorage.setItem(storeKey, zone);
  } catch {
    // Private mode: the choice lasts as long as the page.
  }
}

/** The choices: UTC, the browser's zone, the common ones and the current one, each once. */
export function zoneChoices(current: string, browser = browserZone()): string[] {
  return [...new Set(['UTC', browser, ...commonZones, current])];
}

/** The calendar date (YYYY-MM-DD) of an instant in the zone. */
export function dateIn(instant: Date, zone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** A server timestamp as "2026-03-05 19:01" in the zone (the zone is named beside the range). */
export function timeIn(iso: string | null, zone: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return `${dateIn(date, zone)} ${time}`;
}
