import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vipBasicInfoSchema } from '@topup/contracts/vip';
import { and, eq } from 'drizzle-orm';
import { couponTemplates, vipLevels, vipSettings } from '../../db/tables/vip.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { playerOf } from '../coupons/test-kit.ts';
import { tenantById, tenants } from '../payments/test-kit.ts';
import { seedVip } from '@topup/demo/seed/vip/seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const demo = playerOf(() => t.app, tenantById('watt'));

describe('vipBasicInfo and vipInfo', () => {
  it('answers the seeded levels in ascending need_points, without the points rate', async () => {
    const res = await demo.get('/api/coupons/vipBasicInfo');
    const info = vipBasicInfoSchema.parse(res.data);
    expect(info.faq_title).not.toBe('');
    expect(info.levels.map((l) => [l.level_id, l.need_points])).toEqual([
      [1, 0],
      [2, 500],
      [3, 2000],
      [4, 6000],
      [5, 20000],
    ]);
    const welcome = info.levels[1]!.coupons.find((c) => c.template_id === 'v2-welcome')!;
    expect(JSON.parse(welcome.name)).toMatchObject({ en: 'Silver welcome 10% off' });
    expect(JSON.stringify(res)).not.toMatch(/per_?minor|"points"|"rate"/i);
  });

  it("answers a new player's level 1 with 0 points", async () => {
    await demo.login();
    expect((await demo.get('/api/coupons/vipInfo')).data).toEqual({
      vip_level: 1,
      vip_level_name: 'Bronze',
      vip_level_show: 'V1',
      total_points: 0,
      next_need_points: 500,
    });
  });

  it('seeds only VIP tenants, idempotently', async () => {
    await seedVip(t.app.db, tenants);
    const rows = await t.app.db.select().from(vipLevels);
    const vipTenants = tenants.filter((x) => x.vip).length;
    expect(rows).toHaveLength(vipTenants * 5);
    expect(rows.some((r) => r.tenantId === 'spotJp')).toBe(false);
  });

  it('brings the FAQ of a database seeded in English only to the 18 languages, and keeps coupon names the console may have changed', async () => {
    const watt = and(
      eq(couponTemplates.tenantId, 'watt'),
      eq(couponTemplates.templateId, 'v1-week'),
    );
    await t.app.db.update(couponTemplates).set({ name: 'Weekly 5% off' }).where(watt);
    await t.app.db
      .update(vipSettings)
      .set({ faqTitle: 'How do VIP levels work?' })
      .where(eq(vipSettings.tenantId, 'watt'));
    await seedVip(t.app.db, tenants);
    // Coupon templates are the console's (issue 31: a restart never undoes an operator's change).
    const [template] = await t.app.db.select().from(couponTemplates).where(watt);
    expect(template!.name).toBe('Weekly 5% off');
    expect(template!.discountRate).toBe(95);
    const [settings] = await t.app.db
      .select()
      .from(vipSettings)
      .where(eq(vipSettings.tenantId, 'watt'));
    expect(JSON.parse(settings!.faqTitle)).toMatchObject({
      de: 'Wie funktionieren die VIP-Stufen?',
    });
  });
});
