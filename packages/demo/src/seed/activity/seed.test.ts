import { describe, expect, it } from 'vitest';
import { priceTiers } from '../catalog/seed-data.ts';
import { tenantById, tenants } from '@topup/server/modules/payments/test-kit';
import { monthStart } from '@topup/server/modules/activity/month-start';
import { activityRows, demoWindows } from './seed.ts';
import { cumulativeTiers, roundAbove } from './seed-data.ts';

describe('demo events', () => {
  it('keep live windows around any seeding time, in the brand zone', () => {
    const watt = tenantById('watt');
    for (const iso of ['2026-01-01T05:00:00Z', '2026-03-31T12:00:00Z', '2026-12-31T23:00:00Z']) {
      const at = new Date(iso);
      const { live, ended } = demoWindows(watt, at);
      expect(live.startsAt.getTime()).toBeLessThan(at.getTime() - 27 * 86_400_000);
      expect(live.endsAt.getTime()).toBeGreaterThan(at.getTime() + 27 * 86_400_000);
      expect(ended.endsAt.getTime()).toBeLessThanOrEqual(live.startsAt.getTime());
    }
    // Local midnight of the 1st in New York (EST in February).
    expect(monthStart(new Date('2026-03-15T12:00:00Z'), 'America/New_York', -1).toISOString()).toBe(
      '2026-02-01T05:00:00.000Z',
    );
    // 1 January 00:30 in Seoul is still December in UTC: months follow the zone.
    expect(monthStart(new Date('2025-12-31T15:30:00Z'), 'Asia/Seoul', 0).toISOString()).toBe(
      '2025-12-31T15:00:00.000Z',
    );
  });

  it('reach the first tier with two purchases of the second price, not one', () => {
    for (const currency of Object.keys(priceTiers) as (keyof typeof priceTiers)[]) {
      const p = priceTiers[currency][1];
      const [first] = cumulativeTiers(currency);
      expect(first!.threshold, currency).toBeGreaterThan(p);
      expect(first!.threshold, currency).toBeLessThanOrEqual(2 * p);
    }
    expect(cumulativeTiers('USD').map((x) => x.threshold)).toEqual([500, 2000, 8000]);
    expect(roundAbove(8)).toBe(10);
    expect(roundAbove(6000)).toBe(8000);
  });

  it('gives every game of every brand a live accumulated, a live streak and an ended event', () => {
    const at = new Date('2026-11-22T00:00:00Z');
    for (const tenant of tenants) {
      const { rows, tiers } = activityRows(tenant, at);
      const codes = new Set(rows.map((r) => r.gameCode));
      for (const code of codes) {
        const mine = rows.filter((r) => r.gameCode === code);
        const live = mine.filter((r) => r.startsAt <= at && at < r.endsAt);
        expect(
          live.some((r) => r.kind === 'cumulative'),
          `${tenant.id} ${code}`,
        ).toBe(true);
        expect(
          live.some((r) => r.kind === 'continuous'),
          `${tenant.id} ${code}`,
        ).toBe(true);
        expect(mine.filter((r) => r.endsAt <= at)).toHaveLength(1);
      }
      expect(new Set(rows.map((r) => r.activityId)).size).toBe(rows.length);
      expect(tiers).toHaveLength(rows.length * 3);
    }
  });
});
