import { describe, expect, it } from 'vitest';
import type { CapsSettings } from '@topup/contracts/spending-caps';
import { periodStarts } from './periods.ts';
import { applyChange, capFor, noCaps } from './settings.ts';

const at = new Date('2031-03-05T12:00:00Z');
const with_ = (over: Partial<CapsSettings>): CapsSettings => ({ ...noCaps, ...over });

describe('applyChange', () => {
  it('applies everything at once without cooling-off', () => {
    expect(applyChange(with_({ daily: 100 }), with_({ daily: 900 }), 'USD', at)).toEqual({
      now: with_({ daily: 900 }),
      pending: null,
      pendingFrom: null,
    });
  });

  it('under cooling-off applies the tighter parts now and holds the looser ones 24 h', () => {
    const current = with_({ daily: 100, weekly: 500, cooling_off: true });
    const requested = with_({ daily: 50, weekly: null, monthly: 2000, cooling_off: true });
    expect(applyChange(current, requested, 'USD', at)).toEqual({
      now: with_({ daily: 50, weekly: 500, monthly: 2000, cooling_off: true }),
      pending: requested,
      pendingFrom: new Date('2031-03-06T12:00:00Z'),
    });
  });

  it('treats an older age band on a yen cap and switching cooling-off off as raises', () => {
    const current = with_({ age_band: 'under16', cooling_off: true });
    const older = applyChange(current, with_({ age_band: 'adult', cooling_off: true }), 'JPY', at);
    expect(older.now.age_band).toBe('under16');
    const off = applyChange(current, with_({ age_band: 'under16' }), 'JPY', at);
    expect(off.now.cooling_off).toBe(true);
    expect(off.pending?.cooling_off).toBe(false);
  });
});

describe('capFor', () => {
  it('takes the lower of the monthly cap and the age band limit (yen only)', () => {
    expect(capFor(with_({ monthly: 8000, age_band: 'under16' }), 'monthly', 'JPY')).toBe(5000);
    expect(capFor(with_({ monthly: 3000, age_band: 'under16' }), 'monthly', 'JPY')).toBe(3000);
    expect(capFor(with_({ age_band: '16to19' }), 'monthly', 'JPY')).toBe(10000);
    expect(capFor(with_({ age_band: 'adult' }), 'monthly', 'JPY')).toBeNull();
    expect(capFor(with_({ age_band: 'under16' }), 'daily', 'JPY')).toBeNull();
  });
});

describe('periodStarts', () => {
  it("starts the day, the ISO week and the month at local midnight in the brand's zone", () => {
    // Sunday 2 March 2031, 08:30 in Tokyo (UTC+9).
    expect(periodStarts(new Date('2031-03-01T23:30:00Z'), 'Asia/Tokyo')).toEqual({
      daily: new Date('2031-03-01T15:00:00Z'),
      weekly: new Date('2031-02-23T15:00:00Z'),
      monthly: new Date('2031-02-28T15:00:00Z'),
    });
  });

  it('follows a daylight-saving change (New York, 9 March 2031)', () => {
    // Monday 10 March, 10:00 EDT (UTC-4): the week began at Monday midnight EDT, the month at EST.
    expect(periodStarts(new Date('2031-03-10T14:00:00Z'), 'America/New_York')).toEqual({
      daily: new Date('2031-03-10T04:00:00Z'),
      weekly: new Date('2031-03-10T04:00:00Z'),
      monthly: new Date('2031-03-01T05:00:00Z'),
    });
  });
});
