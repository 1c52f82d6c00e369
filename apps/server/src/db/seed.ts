import { sql } from 'drizzle-orm';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { platforms } from '@topup/tenants/tenant-rules';
import type { Db } from './client.ts';
import { seedAccounts } from '../modules/accounts/seed.ts';
import { seedActivities } from '../modules/activity/seed.ts';
import { seedPrepaidCards } from '../modules/cards/seed.ts';
import { seedCatalog } from '../modules/catalog/seed.ts';
import { seedGiftCards } from '../modules/gift-cards/seed.ts';
import { seedLimits } from '../modules/limits/seed.ts';
import { seedPaymentMethods } from '../modules/payments/methods/seed.ts';
import { seedThirdGifts } from '../modules/third-gifts/seed.ts';
import { seedVip } from '../modules/vip/seed.ts';
import { games, pageConfigs } from './tables/config.ts';

type GameRow = typeof games.$inferInsert;
type PageConfigRow = typeof pageConfigs.$inferInsert;

/** Every client id of every game, in config order; sort keeps that order for listings. */
export function gameRows(tenant: Tenant): GameRow[] {
  return tenant.games.flatMap((game, gameIndex) =>
    platforms.flatMap((platform, platformIndex) => {
      const client = game.clients[platform];
      if (!client) return [];
      return [
        {
          tenantId: tenant.id,
          clientId: client.clientId,
          platform,
          area: client.area,
          gameCode: game.code,
          gpId: game.gpId,
          name: game.name,
          logo: tenant.icon,
          sort: gameIndex * 10 + platformIndex,
        },
      ];
    }),
  );
}

/** The tenant default row: coupons come with the VIP version; languages fall back to the tenant. */
export function defaultPageConfig(tenant: Tenant): PageConfigRow {
  return {
    tenantId: tenant.id,
    clientId: null,
    isOpenCoupon: tenant.vip,
    languageConfig: null,
    isAreaRole: tenant.areas.length > 1,
    brandColor: null,
  };
}

/**
 * Deterministic and idempotent: games follow the tenant config (upsert), page configs are only
 * created when missing so an operator's edits survive a restart.
 */
export async function seedDemo(db: Db, tenants: readonly Tenant[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = tenants.flatMap(gameRows);
    if (rows.length > 0) {
      await tx
        .insert(games)
        .values(rows)
        .onConflictDoUpdate({
          target: [games.tenantId, games.clientId],
          set: {
            platform: sql`excluded.platform`,
            area: sql`excluded.area`,
            gameCode: sql`excluded.game_code`,
            gpId: sql`excluded.gp_id`,
            name: sql`excluded.name`,
            logo: sql`excluded.logo`,
            sort: sql`excluded.sort`,
          },
        });
    }
    const configs = tenants.map(defaultPageConfig);
    if (configs.length > 0) {
      await tx
        .insert(pageConfigs)
        .values(configs)
        .onConflictDoNothing({ target: [pageConfigs.tenantId, pageConfigs.clientId] });
    }
    await seedAccounts(tx as unknown as Db, tenants);
    await seedCatalog(tx as unknown as Db, tenants);
    await seedPaymentMethods(tx as unknown as Db, tenants);
    await seedVip(tx as unknown as Db, tenants);
    await seedPrepaidCards(tx as unknown as Db, tenants);
    await seedGiftCards(tx as unknown as Db, tenants);
    await seedThirdGifts(tx as unknown as Db, tenants);
    await seedActivities(tx as unknown as Db, tenants, new Date());
    await seedLimits(tx as unknown as Db, tenants);
  });
}
