import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTimeOfDay, formatTimestamp, toDate } from './time.ts';

describe('toDate', () => {
  it('reads a 10-digit number as seconds and 13 digits as milliseconds', () => {
    expect(toDate(1741564740)?.toISOString()).toBe('2025-03-09T23:59:00.000Z');
    expect(toDate('1741564740')?.toISOString()).toBe('2025-03-09T23:59:00.000Z');
    expect(toDate(1741564740000)?.toISOString()).toBe('2025-03-09T23:59:00.000Z');
  });

  it('reads ISO strings and refuses what is not a time', () => {
    expect(toDate('2025-03-09T23:59:00Z')?.getTime()).toBe(1741564740000);
    expect(toDate('soon')).toBeNull();
    expect(toDate('')).toBeNull();
    expect(toDate(null)).toBeNull();
  });
});

describe('formatTimestamp', () => {
  it('shows YYYY/MM/DD HH:mm with the offset of the zone', () => {
    expect(formatTimestamp('2025-03-09T23:59:59Z', 'Asia/Tokyo')).toBe(
      '2025/03/10 08:59 (UTC+09:00)',
    );
    expect(formatTimestamp(1741564740, 'America/Sao_Paulo')).toBe('2025/03/09 20:59 (UTC-03:00)');
    expect(formatTimestamp(1741564740, 'Asia/Kolkata')).toBe('2025/03/10 05:29 (UTC+05:30)');
  });

  it('writes UTC as UTC+00:00 and falls back to UTC for an unknown zone', () => {
    expect(formatTimestamp(1741564740, 'UTC')).toBe('2025/03/09 23:59 (UTC+00:00)');
    expect(formatTimestamp(1741564740, 'Mars/Olympus')).toBe('2025/03/09 23:59 (UTC+00:00)');
  });

  it('gives unreadable input back unchanged', () => {
    expect(formatTimestamp('n/a')).toBe('n/a');
  });
});

// Issue 29 item 4: one clock. Without a zone, an order's time is in the device's zone (what
// Intl.DateTimeFormat resolves with no timeZone: the TZ of the browser or of this process).
describe("the player's clock (device zone)", () => {
  const Real = Intl.DateTimeFormat;
  afterEach(() => vi.restoreAllMocks());

  /** Intl as a device set to `zone` and `locale` would resolve it when no zone is asked for. */
  function device(zone: string, locale: string) {
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      locales?: string | string[],
      options?: Intl.DateTimeFormatOptions,
    ) {
      return new Real(locales ?? locale, { timeZone: zone, ...options });
    } as unknown as typeof Intl.DateTimeFormat);
  }

  it('shows an order time in the device zone with its offset', () => {
    device('Asia/Seoul', 'ko-KR');
    expect(formatTimestamp('2026-12-06T10:52:00Z')).toBe('2026/12/06 19:52 (UTC+09:00)');
    expect(formatTimeOfDay('2026-12-06T10:52:00Z')).toBe('19:52 (UTC+09:00)');
    device('America/New_York', 'en-US');
    expect(formatTimestamp('2026-12-06T10:52:00Z')).toBe('2026/12/06 05:52 (UTC-05:00)');
    expect(formatTimeOfDay('2026-12-06T10:52:00Z')).toBe('05:52 (UTC-05:00)');
  });

  it('reads the same in every UI language: 24-hour clock, Latin digits, the offset', () => {
    for (const locale of ['en-US', 'ar', 'ja-JP', 'zh-CN', 'th-TH', 'de-DE']) {
      device('Asia/Tokyo', locale);
      expect(formatTimestamp(1741564740)).toBe('2025/03/10 08:59 (UTC+09:00)');
      expect(formatTimeOfDay(1741564740)).toBe('08:59 (UTC+09:00)');
    }
  });

  it('follows daylight saving time: the offset changes with the date', () => {
    device('America/New_York', 'en-US');
    // 2025-03-09 07:00Z is 02:00 EST, the moment New York springs forward to EDT.
    expect(formatTimestamp('2025-03-09T06:59:00Z')).toBe('2025/03/09 01:59 (UTC-05:00)');
    expect(formatTimestamp('2025-03-09T07:00:00Z')).toBe('2025/03/09 03:00 (UTC-04:00)');
    device('Europe/Berlin', 'de-DE');
    expect(formatTimeOfDay('2025-10-26T00:30:00Z')).toBe('02:30 (UTC+02:00)');
    expect(formatTimeOfDay('2025-10-26T01:30:00Z')).toBe('02:30 (UTC+01:00)');
    device('Australia/Sydney', 'en-AU');
    expect(formatTimestamp('2025-01-15T00:00:00Z')).toBe('2025/01/15 11:00 (UTC+11:00)');
    expect(formatTimestamp('2025-07-15T00:00:00Z')).toBe('2025/07/15 10:00 (UTC+10:00)');
  });

  it("a zone given (a coupon's) still wins over the device", () => {
    device('America/New_York', 'en-US');
    expect(formatTimestamp('2025-03-09T23:59:59Z', 'Asia/Tokyo')).toBe(
      '2025/03/10 08:59 (UTC+09:00)',
    );
  });
});
