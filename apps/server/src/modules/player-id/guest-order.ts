import { timingSafeEqual } from 'node:crypto';
import { ResultCode } from '@topup/contracts/result-codes';
import { serverMessage } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { OrderRow } from '../orders/types.ts';
import { hashTicket } from './tickets.ts';

// A guest order's rules for the pay flow (its meta, what needs a login) are payments'
// (payments/guest-pay.ts); this reads one back by its ticket.

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
