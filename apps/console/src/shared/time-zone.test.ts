import { describe, expect, it } from 'vitest';
import { utcOffset, zoneLabel } from './time-zone.ts';

describe('zoneLabel', () => {
  const winter = new Date('2026-01-15T12:00:00Z');
  const summer = new Date('2026-07-15T12:00:00Z');

  it('names the zone and its offset', () => {
    expect(zoneLabel(winter, 'Asia/Seoul')).toBe('Asia/Seoul (UTC+9)');
    expect(zoneLabel(winter, 'UTC')).toBe('UTC'); // not "UTC (UTC)"
    expect(zoneLabel(winter, 'Europe/London')).toBe('Europe/London (UTC)');
  });

  it('gives half hours and the offset of the day (summer time)', () => {
    expect(utcOffset(winter, 'Asia/Kolkata')).toBe('UTC+5:30');
    expect(utcOffset(winter, 'America/St_Johns')).toBe('UTC-3:30');
    expect(utcOffset(winter, 'Europe/Berlin')).toBe('UTC+1');
    expect(utcOffset(summer, 'Europe/Berlin')).toBe('UTC+2');
    expect(utcOffset(summer, 'America/Sao_Paulo')).toBe('UTC-3');
  });

  it("uses the browser's zone when none is given", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(zoneLabel(winter)).toBe(zoneLabel(winter, zone));
    expect(zoneLabel(winter)).toContain(zone);
  });
});
