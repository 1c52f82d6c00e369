import type { LimitInfo, LimitProduct, LimitType } from '@topup/contracts/limits';
import { ResultCode } from '@topup/contracts/result-codes';
import type { RequestContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { GameGateway } from '../../games/game-gateway.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertNamedArea } from '../catalog/area.ts';
import { roleNotFoundMessage } from '../catalog/play-service.ts';
import type { GameRow } from '../catalog/repository.ts';
import type { LimitsRepository } from './repository.ts';
import { limitUsage } from './usage.ts';

export type LimitsDeps = {
  db: Db;
  repo: LimitsRepository;
  gateway: GameGateway;
  now: () => Date;
};

/** SPEC §7 getLimitProductInfo: what the character may still buy of each limited product. */
export function createLimitsService(deps: LimitsDeps) {
  return {
    async limitInfo(
      ctx: RequestContext,
      game: GameRow,
      user: AuthUser,
      query: { role_id: string; server_id: string; area_id?: string | undefined },
    ): Promise<LimitInfo> {
      const tenantId = ctx.tenant.id;
      // The same check as the role check and paying: only the player's own character, there.
      const role = await deps.gateway.findRole(tenantId, game.gameCode, query.role_id);
      if (!role || role.suid !== user.suid || role.serverId !== query.server_id) {
        throw new AppError(ResultCode.RoleNotFound, roleNotFoundMessage);
      }
      // area_id is the page's area (SPEC §7): a character of another area's server is not
      // answered there (-3031), as it cannot buy there either.
      assertNamedArea(ctx.tenant, role, query.area_id);
      const at = deps.now();
      const limits = await deps.repo.gameLimits(tenantId, game.gameCode);
      const list: LimitProduct[] = [];
      for (const limit of limits) {
        const usage = await limitUsage(deps.db, limit, {
          tenantId,
          gameCode: game.gameCode,
          productId: limit.productId,
          roleId: role.roleId,
          suid: user.suid,
          at,
        });
        list.push({
          product_id: limit.productId,
          limit_type: limit.limitType as LimitType,
          frequency: limit.frequency,
          day_info: limit.dayInfo,
          extra_pay_times: usage.remaining,
          next_pay_time: usage.nextPayAt ? Math.ceil(usage.nextPayAt.getTime() / 1000) : 0,
        });
      }
      return { list };
    },
  };
}

export type LimitsService = ReturnType<typeof createLimitsService>;
