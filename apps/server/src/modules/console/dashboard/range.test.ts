import { describe, expect, it } from 'vitest';
import { dayRange } from './range.ts';

const now = new Date('2026-03-20T16:00:00.000Z');
const instants = (r: { start: Date; end: Date }) => [r.start.toISOString(), r.end.toISOString()];

describe('dayRange', () => {
  it('is whole UTC days by default', () => {
    const r = dayRange({ from: '2026-03-01', to: '2026-03-15' }, now);
    expect(r).toMatchObject({ from: '2026-03-01', to: '2026-03-15', tz: 'UTC' });
    expect(instants(r)).toEqual(['2026-03-01T00:00:00.000Z', '2026-03-16T00:00:00.000Z']);
  });

  it('takes today in the zone: 16:00 UTC is already tomorrow in Tokyo', () => {
    expect(dayRange({}, now)).toMatchObject({ from: '2026-02-19', to: '2026-03-20' });
    expect(dayRange({ tz: 'Pacific/Kiritimati' }, now)).toMatchObject({
      from: '2026-02-20',
      to: '2026-03-21',
    });
  });

  it('is DST-safe: a day of a clock change is 23 or 25 hours', () => {
    const spring = dayRange({ from: '2026-03-08', to: '2026-03-08', tz: 'America/New_York' }, now);
    expect(instants(spring)).toEqual(['2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z']);
    const autumn = dayRange({ from: '2026-11-01', to: '2026-11-01', tz: 'America/New_York' }, now);
    expect(instants(autumn)).toEqual(['2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z']);
    // Chile skips midnight when summer time starts: the day begins at 01:00 (-03).
    const skipped = dayRange({ from: '2026-09-06', to: '2026-09-06', tz: 'America/Santiago' }, now);
    expect(skipped.start.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    // Half-hour zones and half-hour changes.
    const howe = dayRange({ from: '2026-10-04', to: '2026-10-04', tz: 'Australia/Lord_Howe' }, now);
    expect(instants(howe)).toEqual(['2026-10-03T13:30:00.000Z', '2026-10-04T13:00:00.000Z']);
  });

  it('spells the zone as IANA does and refuses what is not one', () => {
    expect(dayRange({ tz: 'asia/tokyo' }, now).tz).toBe('Asia/Tokyo');
    expect(dayRange({ tz: 'Etc/UTC' }, now).tz).toBe('UTC');
    for (const tz of ['Mars/Olympus', '+09:00', 'UTC+9', 'Asia/Tokyo/../x', ' ']) {
      expect(() => dayRange({ tz }, now), tz).toThrow(/tz: not a time zone/);
    }
  });

  it('refuses backwards and over-long ranges', () => {
    expect(() => dayRange({ from: '2026-03-10', to: '2026-03-01' }, now)).toThrow(/after/);
    expect(() => dayRange({ from: '2025-01-01', to: '2026-03-01' }, now)).toThrow(/366/);
    expect(() => dayRange({ from: '2026-02-30' }, now)).toThrow(/calendar/);
  });
});
