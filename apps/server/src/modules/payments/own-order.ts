import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ResultCode } from '@topup/contracts/result-codes';
import { serverMessage } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';
import { NOT_LOGGED_IN_MSG, optionalUser, tokenOf } from '../../plugins/auth.ts';
import { isLiveToken } from '../../plugins/session-lookup.ts';
import type { OrderRow } from '../orders/types.ts';

// SPEC §8's message for a lookup that found nothing; also for another player's order and for an
// order of a game the token is not for, so the answer never tells whether a billing number exists.
const orderNotFound = () => new AppError(ResultCode.NotFound, serverMessage('pay.queryError'));

/**
 * The logged-in player's own order of this brand (getOrderInfo, the live tracker): -600 is decided
 * by the token alone (live on this brand, for any game), before the order is looked up; past
 * that, every miss is the same -404.
 */
export async function ownOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  billingNo: string,
): Promise<OrderRow> {
  const token = tokenOf(request);
  const now = app.clock.now();
  if (!token || !(await isLiveToken(app.db, { tenantId: request.tenant.id, token, now }))) {
    throw new AppError(ResultCode.NotLoggedIn, NOT_LOGGED_IN_MSG);
  }
  const order = await app.orders.getOrder(request.tenant.id, billingNo);
  if (!order) throw orderNotFound();
  const user = await optionalUser(request, order.clientId);
  if (!user || user.suid !== order.suid) throw orderNotFound();
  return order;
}
