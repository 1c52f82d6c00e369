import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderInfoQuerySchema, orderInfoSchema } from '@topup/contracts/payments';
import { requestLanguage } from '../../i18n/request-language.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { orderMethodNameIn } from './order-method-name.ts';
import { orderProductNameIn } from './order-product-name.ts';
import { ownOrder } from './own-order.ts';
import type { ProviderRegistry } from './providers/registry.ts';
import { recheckOrder } from './recheck.ts';

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
      let order = await ownOrder(app, request, request.query.billing_no);
      const isSimple = request.query.simple === '1';
      if (!isSimple) {
        order = await recheckOrder(
          { orders: app.orders, registry: deps.registry },
          order,
          request.log,
        );
      }
      const info = app.orders.orderInfo(order, { simple: isSimple });
      // The goods name in the reader's language, not the one the order was bought in.
      const lang = requestLanguage(request);
      info.product_name = await orderProductNameIn(app.db, order, lang);
      if (!isSimple) {
        const method = await orderMethodNameIn(app.db, order, lang);
        if (method) info.pay_method_name = method;
      }
      return ok(info);
    },
  );
}
