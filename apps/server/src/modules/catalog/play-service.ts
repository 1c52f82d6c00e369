import type { RoleData, ServerData } from '@topup/contracts/catalog';
import { ResultCode } from '@topup/contracts/result-codes';
import type { RequestContext } from '../../context.ts';
import type { GameGateway, GameRole, GameServer } from '../../games/game-gateway.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';
import { assertNamedArea, resolveArea } from './area.ts';
import type { GameRow } from './repository.ts';

// Shared by every call that checks a character (limits, cards, activity, the demo game).
export const roleNotFoundMessage = serverMessage('catalog.roleNotFound');

type Player = { suid: string };

const serverData = (s: GameServer): ServerData => ({
  server_id: s.serverId,
  server_name: s.name,
  area: s.area,
});

const roleData = (r: GameRole): RoleData => ({
  role_id: r.roleId,
  role_name: r.name,
  level: r.level,
  server_id: r.serverId,
  server_name: r.serverName,
});

/** Servers and characters of a game, through the game gateway (demo tables or a publisher). */
export function createPlayService(gateway: GameGateway) {
  return {
    /**
     * All servers of the game in the area, narrowed by a server id prefix when searching; the
     * player's servers are those of that list where they have a character.
     */
    async serverList(
      ctx: RequestContext,
      game: GameRow,
      query: { domain_area?: string | undefined; server_id?: string | undefined },
      player: Player | null,
    ): Promise<{ my_servers: ServerData[]; all_servers: ServerData[] }> {
      const area = resolveArea(ctx.tenant, {
        domainArea: query.domain_area,
        clientArea: game.area,
      });
      const search = query.server_id?.trim() || undefined;
      const all = await gateway.listServers(ctx.tenant.id, game.gameCode, { area, search });
      let mine: GameServer[] = [];
      if (player) {
        const roles = await gateway.listRoles(ctx.tenant.id, game.gameCode, player.suid, { area });
        const withRole = new Set(roles.map((r) => r.serverId));
        mine = all.filter((s) => withRole.has(s.serverId));
      }
      return { my_servers: mine.map(serverData), all_servers: all.map(serverData) };
    },

    /**
     * The player's characters on one server; none is an answer, not an error (an unknown
     * server has none). A server of another area than the one named is refused (-3031).
     */
    async roleList(
      ctx: RequestContext,
      game: GameRow,
      player: Player,
      query: { server_id: string; domain_area?: string | undefined },
    ) {
      const serverId = query.server_id;
      if (query.domain_area?.trim()) {
        const server = await gateway.findServer(ctx.tenant.id, game.gameCode, serverId);
        if (server) assertNamedArea(ctx.tenant, server, query.domain_area);
      }
      const roles = await gateway.listRoles(ctx.tenant.id, game.gameCode, player.suid, {
        serverId,
      });
      return { roles: roles.map(roleData) };
    },

    async allRoles(
      ctx: RequestContext,
      game: GameRow,
      player: Player,
      domainArea: string | undefined,
    ) {
      const area = resolveArea(ctx.tenant, { domainArea, clientArea: game.area });
      const roles = await gateway.listRoles(ctx.tenant.id, game.gameCode, player.suid, { area });
      return { roles: roles.map(roleData) };
    },

    /**
     * The check before buying: the character exists on that server and is the player's, and
     * the server is in the area named, if one is (-3031).
     */
    async evoke(
      ctx: RequestContext,
      game: GameRow,
      player: Player,
      query: { server_id: string; role_id: string; domain_area?: string | undefined },
    ): Promise<RoleData> {
      const role = await gateway.findRole(ctx.tenant.id, game.gameCode, query.role_id);
      if (!role || role.suid !== player.suid || role.serverId !== query.server_id) {
        throw new AppError(ResultCode.RoleNotFound, roleNotFoundMessage);
      }
      assertNamedArea(ctx.tenant, role, query.domain_area);
      return roleData(role);
    },
  };
}
