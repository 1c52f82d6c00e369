import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@topup/server/db/client';
import { games } from '@topup/server/db/tables/config';
import { demoRoles, demoServers } from '@topup/server/db/tables/demo-game';
import { heroNames } from '../seed/catalog/seed-data.ts';
import type { NewPlayer, NewPlayerHook } from '@topup/server/modules/accounts/new-player-hook';

/** Servers per area of each game on which a new player has a character. */
const SERVERS_PER_AREA = 2;

type Server = { gameCode: string; serverId: string; area: string; sort: number };

/**
 * The characters a new player gets: on the first servers of each area of every game of the
 * game product, one each, with ids of server and account (unique, and the same on a second run).
 */
export function newPlayerRoles(player: NewPlayer, servers: readonly Server[]) {
  const taken = new Map<string, number>();
  const seed = Number(player.suid.slice(-4)) || 0;
  return servers.flatMap((server) => {
    const key = `${server.gameCode}\u0000${server.area}`;
    const n = taken.get(key) ?? 0;
    if (n >= SERVERS_PER_AREA) return [];
    taken.set(key, n + 1);
    return [
      {
        tenantId: player.tenantId,
        gameCode: server.gameCode,
        roleId: `${server.serverId}${player.suid}`,
        serverId: server.serverId,
        suid: player.suid,
        name: heroNames[(server.sort + seed) % heroNames.length]!,
        level: 1 + ((Number(server.serverId) + seed) % 30),
      },
    ];
  });
}

/**
 * The demo game knows only the seeded accounts as players. An account a third-party login
 * creates is, in the demo's story, someone who already plays with that login (a real game makes
 * the account at its own third-party login, and the shop finds it): the demo game gives it
 * characters, so it can be topped up like the seeded ones. Demo only (app.ts); idempotent.
 */
export function createDemoNewPlayer(db: Db): NewPlayerHook {
  return async (player, now) => {
    const codes = await db
      .selectDistinct({ gameCode: games.gameCode })
      .from(games)
      .where(and(eq(games.tenantId, player.tenantId), eq(games.gpId, player.gpId)));
    if (codes.length === 0) return;
    const servers = await db
      .select({
        gameCode: demoServers.gameCode,
        serverId: demoServers.serverId,
        area: demoServers.area,
        sort: demoServers.sort,
      })
      .from(demoServers)
      .where(
        and(
          eq(demoServers.tenantId, player.tenantId),
          inArray(
            demoServers.gameCode,
            codes.map((c) => c.gameCode),
          ),
        ),
      )
      .orderBy(asc(demoServers.gameCode), asc(demoServers.sort), asc(demoServers.serverId));
    const rows = newPlayerRoles(player, servers).map((row) => ({ ...row, createdAt: now }));
    if (rows.length > 0) await db.insert(demoRoles).values(rows).onConflictDoNothing();
  };
}
