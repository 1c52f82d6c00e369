import type { PayRequest } from '@topup/contracts/payments';
import { ResultCode } from '@topup/contracts/result-codes';
import type { RequestContext } from '../../context.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { GameRow } from '../catalog/repository.ts';

// A guest order (decision 0038) is an ordinary goods order of the character's account, marked in
// its meta: who paid is nobody's login, and the ticket's hash is the only key that reads it
// without one. Kept in meta rather than in new columns: nothing queries by it. The pay flow owns
// these rules; the player-id module (above payments, ADR 0042) confirms the guest.

/** What the pay flow knows of a guest: the hash of the ticket that confirmed the character. */
export type GuestPay = { ticketHash: string };

export const guestOrderMeta = (guest: GuestPay) => ({
  guest: true,
  playerTicket: guest.ticketHash,
});

/** Coupons, limited goods, offers and make-up payments belong to a logged-in account. */
export const guestLoginNeeded = () =>
  new AppError(ResultCode.BadRequest, serverMessage('playerId.loginNeeded'));

export type GuestPayer = { user: AuthUser; body: PayRequest; guest: GuestPay };

/** Turns a pay call with a lookup's ticket into the character's account and body. */
export type GuestPayerFn = (
  ctx: RequestContext,
  game: GameRow,
  body: PayRequest & { player_ticket: string },
) => Promise<GuestPayer>;
