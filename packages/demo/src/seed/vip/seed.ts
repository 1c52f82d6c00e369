import { sql } from 'drizzle-orm';
import { currencyCodes } from '@topup/tenants/currencies';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from '@topup/server/db/client';
import {
  couponTemplates,
  vipLevels,
  vipPointRates,
  vipSettings,
} from '@topup/server/db/tables/vip';
import { pointRateSeeds, vipLevelSeeds, vipTexts } from './seed-data.ts';

/**
 * VIP programme of every VIP tenant. Levels and coupon templates, which the console edits, are
 * only added when missing (issue 31: a restart never undoes what the console changed); the FAQ texts, which it does not, follow the seed.
 */
export async function seedVip(db: Db, tenants: readonly Tenant[]): Promise<void> {
  const vip = tenants.filter((t) => t.vip);
  if (vip.length === 0) return;
  await db
    .insert(vipSettings)
    .values(vip.map((t) => ({ tenantId: t.id, ...vipTexts })))
    // The texts follow seed-texts.ts on restart, as the goods and methods do: a demo database
    // seeded when they were English only gets its 18 languages.
    .onConflictDoUpdate({
      target: vipSettings.tenantId,
      set: {
        pointToCoin: sql`excluded.point_to_coin`,
        faqTitle: sql`excluded.faq_title`,
        faqContent: sql`excluded.faq_content`,
      },
    });
  await db
    .insert(vipPointRates)
    .values(
      vip.flatMap((t) =>
        currencyCodes.map((currency) => {
          const [points, perMinor] = pointRateSeeds[currency];
          return { tenantId: t.id, currency, points, perMinor };
        }),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(vipLevels)
    .values(
      vip.flatMap((t) =>
        vipLevelSeeds.map(({ coupons: _coupons, ...level }) => ({ tenantId: t.id, ...level })),
      ),
    )
    .onConflictDoNothing({ target: [vipLevels.tenantId, vipLevels.levelId] });
  await db
    .insert(couponTemplates)
    .values(
      vip.flatMap((t) =>
        vipLevelSeeds.flatMap((level) =>
          level.coupons.map((c, i) => ({
            tenantId: t.id,
            templateId: c.id,
            levelId: level.levelId,
            type: c.type,
            name: c.name,
            discountRate: c.rate,
            sort: i,
          })),
        ),
      ),
    )
    .onConflictDoNothing({ target: [couponTemplates.tenantId, couponTemplates.templateId] });
}
