import type { RequestContext } from '../../context.ts';
import type { GameRole } from '../../games/game-gateway.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { GameRow } from '../catalog/repository.ts';
import type { NewOrder } from './types.ts';

type PartyFields =
  | 'tenantId'
  | 'demo'
  | 'suid'
  | 'username'
  | 'clientId'
  | 'gpId'
  | 'gameCode'
  | 'gameName'
  | 'area'
  | 'serverId'
  | 'serverName'
  | 'roleId'
  | 'roleName';

/**
 * Who an order is for, the same for every kind of order (goods, make-up payment, card, gift): the
 * shop, the account, the game and the character (none for a make-up payment of an account
 * without one in this game).
 */
export function orderParty(parts: {
  ctx: RequestContext;
  game: GameRow;
  user: AuthUser;
  role: GameRole | null;
  area: string;
}): Pick<NewOrder, PartyFields> {
  const { ctx, game, user, role } = parts;
  return {
    tenantId: ctx.tenant.id,
    demo: ctx.demo,
    suid: user.suid,
    username: user.username,
    clientId: game.clientId,
    gpId: game.gpId,
    gameCode: game.gameCode,
    gameName: game.name,
    area: parts.area,
    serverId: role?.serverId ?? '',
    serverName: role?.serverName ?? '',
    roleId: role?.roleId ?? '',
    roleName: role?.name ?? '',
  };
}
