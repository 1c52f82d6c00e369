import { ResultCode } from '@topup/contracts/result-codes';
import type { GameGateway, GameRole } from '../../games/game-gateway.ts';
import { AppError } from '../../plugins/app-error.ts';
import { roleNotFoundMessage } from './play-service.ts';

/**
 * The character as the game knows it, when it is the account's and on the server named; else the
 * player is told to choose again (-3030), the same answer whichever check failed.
 */
export async function ownRole(
  gateway: GameGateway,
  q: { tenantId: string; gameCode: string; suid: string; roleId: string; serverId: string },
): Promise<GameRole> {
  const role = await gateway.findRole(q.tenantId, q.gameCode, q.roleId);
  if (!role || role.suid !== q.suid || role.serverId !== q.serverId) {
    throw new AppError(ResultCode.RoleNotFound, roleNotFoundMessage);
  }
  return role;
}
