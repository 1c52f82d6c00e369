import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@topup/server/test/create-test-app';
import { playerOf } from '@topup/server/modules/coupons/test-kit';
import { tenantById } from '@topup/server/modules/payments/test-kit';
import { dailyDemoBrands, dailyRows } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo daily calendars', () => {
  it('seeds a 7-step calendar on the first game of watt, ko and ru, none elsewhere', () => {
    const at = new Date();
    for (const id of dailyDemoBrands) {
      const [row] = dailyRows(tenantById(id), at);
      expect(row).toMatchObject({ gameCode: tenantById(id).games[0]!.code, resetHour: 0 });
      expect(row!.steps).toHaveLength(7);
      expect(row!.startsAt.getTime()).toBeLessThan(at.getTime());
      expect(row!.endsAt.getTime()).toBeGreaterThan(at.getTime());
    }
    expect(dailyRows(tenantById('dragon'), at)).toEqual([]);
  });

  it("serves the seeded week to each brand's player in the brand's language", async () => {
    for (const id of dailyDemoBrands) {
      const tenant = tenantById(id);
      const player = playerOf(() => t.app, tenant);
      await player.login();
      const res = await player.get('/api/daily/state');
      expect(res, id).toMatchObject({ code: 1, data: { today_step: 1, claimed_today: false } });
      expect(res.data.time_zone).toBe(tenant.timeZone);
      expect(res.data.steps).toHaveLength(7);
      expect(res.data.names[tenant.defaultLanguage]).toBeTruthy();
    }
  });
});
