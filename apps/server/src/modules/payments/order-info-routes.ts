import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderInfoQuerySchema, orderInfoSchema } from '@topup/contracts/payments';
import { ResultCode } from '@topup/contracts/result-codes';
import { requestLanguage } from '../../i18n/request-language.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';
import { isLiveToken } from '../accounts/sessions.ts';
import { NOT_LOGGED_IN_MSG, optionalUser, tokenOf } from '../../plugins/auth.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { orderProductNameIn } from './order-product-name.ts';
import type { ProviderRegistry } from './providers/registry.ts';
import { recheckOrder } from './recheck.ts';

// SPEC §8's message for a lookup that found nothing; also for another player's order and for an
// order of a game the token is not for, so the answer never tells whether a billing number exists.
const orderNotFound = () => new AppError(ResultCode.NotFound, serverMessage('pay.queryError'));

/** GET /api/pay/getOrderInfo: the player's own order; a full read of a pending one re-checks. */
export function orderInfoRoutes(app: FastifyInstance, deps: { registry: ProviderRegistry }) {
  const zapp = app.withTypeProvider<ZodTypeProvider>();
  zapp.get(
    '/api/pay/getOrderInfo',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Order result (status 1 success, -1 pending, -2 fail, 10 repeat); simple=1 only the ' +
          'popup fields; a full read of a pending order asks the provider first (-600, -404)',
        querystring: orderInfoQuerySchema,
        response: apiResponses(orderInfoSchema),
      },
    },
    async (request) => {
      // -600 is decided by the token alone (live on this brand, for any game), before the order
      // is looked up; past that, every miss is the same -404.
      const token = tokenOf(request);
      const now = app.clock.now();
      if (!token || !(await isLiveToken(app.db, { tenantId: request.tenant.id, token, now }))) {
        throw new AppError(ResultCode.NotLoggedIn, NOT_LOGGED_IN_MSG);
      }
      const { billing_no: billingNo, simple } = request.query;
      let order = await app.orders.getOrder(request.tenant.id, billingNo);
      if (!order) throw orderNotFound();
      const user = await optionalUser(request, order.clientId);
      if (!user || user.suid !== order.suid) throw orderNotFound();
      const isSimple = simple === '1';
      if (!isSimple) {
        order = await recheckOrder(
          { orders: app.orders, registry: deps.registry },
          order,
          request.log,
        );
      }
      const info = app.orders.orderInfo(order, { simple: isSimple });
      // The goods name in the reader's language, not the one the order was bought in.
      info.product_name = await orderProductNameIn(app.db, order, requestLanguage(request));
      return ok(info);
    },
  );
}
