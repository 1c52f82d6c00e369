import { timingSafeEqual } from 'node:crypto';
import { ResultCode } from '@topup/contracts/result-codes';
import { serverMessage } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { OrderRow } from '../orders/types.ts';
import { hashTicket } from './tickets.ts';

// A guest order (decision 0038) is an ordinary goods order of the character's account, marked in
// its meta: who paid is nobody's login, and the ticket's hash is the only key that reads it
// without one. Kept in meta rather than in new columns: nothing queries by it.

/** What the pay flow knows of a guest: the hash of the ticket that confirmed the character. */
export type GuestPay = { ticketHash: string };

export const guestOrderMeta = (guest: GuestPay) => ({
  guest: true,
  playerTicket: guest.ticketHash,
});

/** Coupons, limited goods, offers and make-up payments belong to a logged-in account. */
export const guestLoginNeeded = () =>
  new AppError(ResultCode.BadRequest, serverMessage('playerId.loginNeeded'));

const sameHash = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The order the ticket paid for; any other order, or a wrong ticket, is the same -404. */
export function assertGuestOrder(order: OrderRow | null, ticket: string): OrderRow {
  const stored = order?.meta.playerTicket;
  if (!order || typeof stored !== 'string' || !sameHash(stored, hashTicket(ticket))) {
    throw new AppError(ResultCode.NotFound, serverMessage('pay.queryError'), 404);
  }
  return order;
}
