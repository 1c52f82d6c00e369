import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderListQuerySchema, orderListSchema } from '@topup/contracts/payments';
import { contextOf } from '../../context.ts';
import { requireUser } from '../../plugins/auth.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import type { GameService } from '../catalog/game-service.ts';
import { makeGoodsOf } from '../orders/make-goods-of.ts';

const DEFAULT_LIMIT = 20;

/**
 * GET /api/pay/getOrderList: the order history in My (issue 17). Only the signed-in player's own
 * orders on this brand, of the game product their login is for, or with scope=account of all the
 * brand's games (-600 without a login for client_id's game, -3001 for a client_id the brand does
 * not have).
 */
export function orderListRoutes(app: FastifyInstance, deps: { games: GameService }) {
  const zapp = app.withTypeProvider<ZodTypeProvider>();
  zapp.get(
    '/api/pay/getOrderList',
    {
      schema: {
        tags: ['payments'],
        summary:
          "The player's orders of this game product (scope=account: of every game of the brand), " +
          "newest first (status as getOrderInfo, and a paid order's delivery: on_its_way, " +
          'delayed, delivered, refunding or credited; at most limit, default 20, max 50; -600, ' +
          '-3001)',
        querystring: orderListQuerySchema,
        response: apiResponses(orderListSchema),
      },
    },
    async (request) => {
      const game = await deps.games.game(contextOf(request), request.query.client_id);
      const user = await requireUser(request, game.clientId);
      const rows = await app.orders.listOrders(
        request.tenant.id,
        // scope=account (issue 29 item 6): the same account's orders of the brand's other games
        // too; each row names its game's client id, and opening one still needs a login for it.
        request.query.scope === 'account'
          ? { suid: user.suid }
          : { suid: user.suid, gpId: user.gpId },
        request.query.limit ?? DEFAULT_LIMIT,
      );
      const settlements = await makeGoodsOf(
        app.db,
        request.tenant.id,
        rows.filter((r) => r.status === 'paid' && r.deliveredAt === null).map((r) => r.billingNo),
      );
      const now = app.clock.now();
      const delayedAfterMs = request.tenant.deliveryDelayMinutes * 60_000;
      return ok({
        list: rows.map((row) =>
          app.orders.orderListItem(row, {
            now,
            delayedAfterMs,
            settlement: settlements.get(row.billingNo),
          }),
        ),
      });
    },
  );
}
