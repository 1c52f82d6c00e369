import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { games, pageConfigs } from '../../db/tables/config.ts';

export type GameRow = typeof games.$inferSelect;
export type PageConfigRow = typeof pageConfigs.$inferSelect;

export function createConfigRepository(db: Db) {
  return {
    async findGame(tenantId: string, clientId: string): Promise<GameRow | undefined> {
      const rows = await db
        .select()
        .from(games)
        .where(and(eq(games.tenantId, tenantId), eq(games.clientId, clientId)))
        .limit(1);
      return rows[0];
    },

    /** The game's own row when it has one, else the tenant default (client_id null). */
    async findPageConfig(tenantId: string, clientId: string): Promise<PageConfigRow | undefined> {
      const rows = await db
        .select()
        .from(pageConfigs)
        .where(
          and(
            eq(pageConfigs.tenantId, tenantId),
            or(eq(pageConfigs.clientId, clientId), isNull(pageConfigs.clientId)),
          ),
        )
        .orderBy(sql`${pageConfigs.clientId} nulls last`)
        .limit(1);
      return rows[0];
    },
  };
}

export type ConfigRepository = ReturnType<typeof createConfigRepository>;
