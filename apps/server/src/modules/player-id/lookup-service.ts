import type { PlayerLookup, PlayerLookupRequest } from '@topup/contracts/player-id';
import { ResultCode } from '@topup/contracts/result-codes';
import type { RequestContext } from '../../context.ts';
import type { GameGateway } from '../../games/game-gateway.ts';
import { serverMessage, withDetail } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';
import { assertServerInArea, resolveArea } from '../catalog/area.ts';
import type { GameRow } from '../catalog/repository.ts';
import { playerIdSwitch } from './game-switch.ts';
import type { LookupThrottle } from './lookup-throttle.ts';
import { maskName } from './mask-name.ts';
import type { TicketRepository } from './tickets.ts';

export type LookupDeps = {
  gateway: GameGateway;
  tickets: TicketRepository;
  throttle: LookupThrottle;
  now: () => Date;
};

// A business answer like a wrong card password: it travels as 200 (app-error.ts), and the guess it
// counts is no write of a refused request.
const notFound = () => new AppError(ResultCode.PlayerNotFound, serverMessage('playerId.notFound'));

/**
 * A player id (and server, where the game asks for one) to the character it names, masked, with
 * a ticket that pays for exactly that character. Counted against enumeration before the game is
 * asked; a character on a server of another area is not found here (its price is another
 * currency), so the answer never says more than "no such character in this shop".
 */
export function createLookupService(deps: LookupDeps) {
  return {
    async lookup(
      ctx: RequestContext,
      game: GameRow,
      body: PlayerLookupRequest,
      ip: string,
    ): Promise<PlayerLookup> {
      const { askServer } = playerIdSwitch(ctx.tenant, game.gameCode);
      const serverId = body.server_id || undefined;
      if (askServer && !serverId) {
        throw new AppError(
          ResultCode.BadRequest,
          withDetail(serverMessage('request.invalid', { where: 'server_id' }), 'required'),
        );
      }
      const area = resolveArea(ctx.tenant, { domainArea: body.domain_area, clientArea: game.area });
      const now = deps.now();
      const slot = await deps.throttle.reserve(ctx.tenant.id, ip, now);
      const player = await deps.gateway.lookupPlayer(ctx.tenant.id, game.gameCode, {
        playerId: body.player_id,
        ...(askServer ? { serverId } : {}),
      });
      if (!player) throw notFound();
      try {
        assertServerInArea(player, area);
      } catch {
        throw notFound();
      }
      await deps.throttle.found(slot);
      const { ticket, expiresAt } = await deps.tickets.issue(
        {
          tenantId: ctx.tenant.id,
          gameCode: game.gameCode,
          clientId: game.clientId,
          roleId: player.roleId,
          serverId: player.serverId,
        },
        now,
      );
      return {
        ticket,
        role_name: maskName(player.name),
        server_id: player.serverId,
        server_name: player.serverName,
        level: player.level,
        expires_in: Math.round((expiresAt.getTime() - now.getTime()) / 1000),
      };
    },
  };
}
