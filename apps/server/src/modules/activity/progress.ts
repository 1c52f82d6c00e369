// Progress of a character in an event, from its delivered payments (pure: the service feeds it).
// Days are calendar days in the brand's time zone (Intl only, no tz library).

export type Payment = { amountMinor: number; paidAt: Date };
export type Window = { startsAt: Date; endsAt: Date };

const formatters = new Map<string, Intl.DateTimeFormat>();

/** 'YYYY-MM-DD' of the instant in the zone. */
export function localDay(at: Date, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    // en-CA formats dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format.format(at);
}

/** The calendar day before or after a 'YYYY-MM-DD' day (pure date arithmetic, no zone). */
export function shiftDay(day: string, by: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + by * 86_400_000).toISOString().slice(0, 10);
}

const inWindow = (p: Payment, w: Window) => p.paidAt >= w.startsAt && p.paidAt < w.endsAt;

/** Cumulative events: everything paid within the window. */
export function paidInWindow(payments: readonly Payment[], w: Window): number {
  return payments.filter((p) => inWindow(p, w)).reduce((sum, p) => sum + p.amountMinor, 0);
}

export type Streak = { current: number; best: number; todayCounted: boolean };

/**
 * Continuous events: a day counts when at least minDaily (and something) was paid that day within
 * the window. The current streak ends today, or yesterday while today has not counted yet (today
 * is still open); any day without enough breaks it. best is the longest run in the window.
 */
export function streakOf(
  payments: readonly Payment[],
  w: Window,
  minDailyMinor: number,
  now: Date,
  timeZone: string,
): Streak {
  const perDay = new Map<string, number>();
  for (const p of payments) {
    if (!inWindow(p, w)) continue;
    const day = localDay(p.paidAt, timeZone);
    perDay.set(day, (perDay.get(day) ?? 0) + p.amountMinor);
  }
  const need = Math.max(minDailyMinor, 1);
  const counted = new Set([...perDay].filter(([, sum]) => sum >= need).map(([day]) => day));

  const today = localDay(now, timeZone);
  const todayCounted = counted.has(today);
  let current = 0;
  for (let day = todayCounted ? today : shiftDay(today, -1); counted.has(day);) {
    current++;
    day = shiftDay(day, -1);
  }

  let best = 0;
  for (const day of counted) {
    // Count each run once, from its first day.
    if (counted.has(shiftDay(day, -1))) continue;
    let run = 0;
    for (let d = day; counted.has(d); d = shiftDay(d, 1)) run++;
    best = Math.max(best, run);
  }
  return { current, best, todayCounted };
}
