import { describe, expect, it } from 'vitest';
import { formatTimestamp, toDate } from './time.ts';

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
