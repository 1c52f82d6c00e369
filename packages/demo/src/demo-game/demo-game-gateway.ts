import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@topup/server/db/client';
import { demoRoles, demoServers } from '@topup/server/db/tables/demo-game';
import { deliverToDemoRole, revokeDemoDelivery } from './demo-delivery.ts';
import type { GameGateway, GameRole, GameServer } from '@topup/server/games/game-gateway';

const serverColumns = {
  serverId: demoServers.serverId,
  name: demoServers.name,
  area: demoServers.area,
};

const roleColumns = {
  roleId: demoRoles.roleId,
  name: demoRoles.name,
  level: demoRoles.level,
  serverId: demoRoles.serverId,
  serverName: demoServers.name,
  area: demoServers.area,
  suid: demoRoles.suid,
};

const serverOfRole = and(
  eq(demoServers.tenantId, demoRoles.tenantId),
  eq(demoServers.gameCode, demoRoles.gameCode),
  eq(demoServers.serverId, demoRoles.serverId),
);

/** The built-in demo game: servers and characters seeded per tenant (seed/catalog/seed.ts). */
export function createDemoGameGateway(db: Db, now: () => Date = () => new Date()): GameGateway {
  const gateway: GameGateway = {
    async listServers(tenantId, gameCode, opts): Promise<GameServer[]> {
      const where: SQL[] = [eq(demoServers.tenantId, tenantId), eq(demoServers.gameCode, gameCode)];
      if (opts.area) where.push(eq(demoServers.area, opts.area));
      const search = opts.search?.toLowerCase();
      // starts_with needs no LIKE escaping of '%' or '_' typed by the player.
      if (search) where.push(sql`starts_with(lower(${demoServers.serverId}), ${search})`);
      return db
        .select(serverColumns)
        .from(demoServers)
        .where(and(...where))
        .orderBy(
          ...(search ? [sql`lower(${demoServers.serverId}) = ${search} desc`] : []),
          asc(demoServers.sort),
          asc(demoServers.serverId),
        );
    },

    async findServer(tenantId, gameCode, serverId): Promise<GameServer | null> {
      const rows = await db
        .select(serverColumns)
        .from(demoServers)
        .where(
          and(
            eq(demoServers.tenantId, tenantId),
            eq(demoServers.gameCode, gameCode),
            eq(demoServers.serverId, serverId),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    async listRoles(tenantId, gameCode, suid, opts = {}): Promise<GameRole[]> {
      const where: SQL[] = [
        eq(demoRoles.tenantId, tenantId),
        eq(demoRoles.gameCode, gameCode),
        eq(demoRoles.suid, suid),
      ];
      if (opts.serverId) where.push(eq(demoRoles.serverId, opts.serverId));
      if (opts.area) where.push(eq(demoServers.area, opts.area));
      return db
        .select(roleColumns)
        .from(demoRoles)
        .innerJoin(demoServers, serverOfRole)
        .where(and(...where))
        .orderBy(asc(demoServers.sort), asc(demoRoles.roleId));
    },

    async findRole(tenantId, gameCode, roleId): Promise<GameRole | null> {
      const rows = await db
        .select(roleColumns)
        .from(demoRoles)
        .innerJoin(demoServers, serverOfRole)
        .where(
          and(
            eq(demoRoles.tenantId, tenantId),
            eq(demoRoles.gameCode, gameCode),
            eq(demoRoles.roleId, roleId),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    // The demo game shows its players the character id, so a player id is a role id.
    async lookupPlayer(tenantId, gameCode, { playerId, serverId }) {
      const role = await gateway.findRole(tenantId, gameCode, playerId);
      if (!role || (serverId !== undefined && role.serverId !== serverId)) return null;
      const { suid: _private, ...card } = role;
      return card;
    },

    deliver(tenantId, gameCode, roleId, delivery) {
      return deliverToDemoRole(db, now, { tenantId, gameCode, roleId }, delivery);
    },
    revoke(tenantId, gameCode, roleId, revocation) {
      return revokeDemoDelivery(db, now, { tenantId, gameCode, roleId }, revocation);
    },
  };
  return gateway;
}
