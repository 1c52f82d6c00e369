import type { PayRequest } from '@topup/contracts/payments';
import { ResultCode } from '@topup/contracts/result-codes';
import type { RequestContext } from '../../context.ts';
import type { GameGateway } from '../../games/game-gateway.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { GameRow } from '../catalog/repository.ts';
import { guestLoginNeeded, type GuestPayer, type GuestPayerFn } from '../payments/guest-pay.ts';
import { playerIdSwitch } from './game-switch.ts';
import { hashTicket, type TicketRepository } from './tickets.ts';

/**
 * A pay call with a lookup's ticket instead of a login (decision 0038): the order goes to the
 * character the ticket confirmed and to its account, whatever server or role the body names, so
 * the account's own rules (blocks, spending caps, unpaid-order cap) hold for guests too.
 */
export function createGuestPayer(deps: {
  tickets: TicketRepository;
  gateway: GameGateway;
  now: () => Date;
}): GuestPayerFn {
  return async function guestPayer(
    ctx: RequestContext,
    game: GameRow,
    body: PayRequest & { player_ticket: string },
  ): Promise<GuestPayer> {
    playerIdSwitch(ctx.tenant, game.gameCode);
    if (body.replenish_id || body.coupon_code || body.card_info) throw guestLoginNeeded();
    const row = await deps.tickets.find(ctx.tenant.id, body.player_ticket);
    if (!row || row.gameCode !== game.gameCode || row.expiresAt <= deps.now()) {
      throw new AppError(ResultCode.PlayerTicketExpired, serverMessage('playerId.expired'));
    }
    const role = await deps.gateway.findRole(ctx.tenant.id, row.gameCode, row.roleId);
    if (!role || role.serverId !== row.serverId) {
      throw new AppError(ResultCode.PlayerNotFound, serverMessage('playerId.notFound'));
    }
    const user: AuthUser = {
      tenantId: ctx.tenant.id,
      suid: role.suid,
      // The account's name is the owner's, not for the person paying: orders show none.
      username: '',
      gpId: game.gpId,
      clientId: game.clientId,
      realNameVerified: true,
    };
    const { oauth_token: _login, ...rest } = body;
    return {
      user,
      body: { ...rest, role_id: row.roleId, server_id: row.serverId },
      guest: { ticketHash: hashTicket(body.player_ticket) },
    };
  };
}
