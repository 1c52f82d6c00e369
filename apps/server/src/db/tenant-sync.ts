import { sql } from 'drizzle-orm';
import { platforms } from '@topup/tenants/tenant-rules';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from './client.ts';
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
          logo: game.logo ?? tenant.icon,
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
 * Every brand's games from its tenant file, at every start and with or without the demo seed
 * (the brand file is where games are configured). Games follow the file (upsert); page configs
 * are only created when missing so an operator's edits survive a restart. A game removed from the
 * file keeps its row (orders point at it); it is simply no longer configured for the brand's
 * pages. Idempotent: a second run writes the same values.
 */
export async function syncTenantGames(db: Db, tenants: readonly Tenant[]): Promise<void> {
  const rows = tenants.flatMap(gameRows);
  if (rows.length > 0) {
    await db
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
    await db
      .insert(pageConfigs)
      .values(configs)
      .onConflictDoNothing({ target: [pageConfigs.tenantId, pageConfigs.clientId] });
  }
}
