import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { giftRedeemRequestSchema, giftRedeemSchema } from '@topup/contracts/cards';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { cardCaller } from '../cards/routes.ts';
import { createGameService } from '../catalog/game-service.ts';
import { createCatalogRepository } from '../catalog/repository.ts';
import { createGiftCardService } from './service.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';

/**
 * POST /api/gift/redeem (a path of ours; SPEC names the feature, not the call). Wrong code: -3070;
 * used: -3071; another currency or expired: -3072; too many wrong codes: -429.
 */
export const giftCardsRoutes = routeModule(
  { name: 'gift-cards', uses: ['db', 'clock', 'auth', 'orders', 'game-gateway'] },
  routes,
);

async function routes(app: FastifyInstance): Promise<void> {
  const games = createGameService(createCatalogRepository(app.db));
  const gifts = createGiftCardService({
    db: app.db,
    orders: app.orders,
    gateway: app.gameGateway,
    now: app.clock.now,
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/gift/redeem',
    {
      bodyLimit: 4 * 1024,
      schema: {
        tags: ['cards'],
        summary:
          "Redeems a gift-card code for the player's character at the game's base rate " +
          '(-3030, -3070, -3071, -3072, -429, -600, 6001)',
        body: giftRedeemRequestSchema,
        response: apiResponses(giftRedeemSchema),
      },
    },
    async (request) => {
      const caller = await cardCaller(request, games, request.body.client_id, { verified: true });
      return ok(await gifts.redeem(caller, request.body));
    },
  );
}
