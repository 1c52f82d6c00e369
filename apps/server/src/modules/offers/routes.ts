import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { claimOfferStepRequestSchema, claimOfferStepSchema } from '@topup/contracts/offers-claim';
import { contextOf } from '../../context.ts';
import { requireVerifiedUser } from '../../plugins/auth.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';
import { createGameService } from '../catalog/game-service.ts';
import { createCatalogRepository } from '../catalog/repository.ts';
import { provideGoodsOffers } from '../catalog/goods-offers-slot.ts';
import { createOfferClaims } from './claim-service.ts';
import { createGoodsOffers } from './goods-offers.ts';
import { registerOfferOrderHooks } from './order-hooks.ts';

const tags = ['offers'];

/** Free chain steps (decision 0028); paid offers go through the pay endpoints like goods. */
export const offersRoutes = routeModule(
  { name: 'offers', uses: ['db', 'clock', 'catalog-bus', 'auth', 'game-gateway', 'orders'] },
  routes,
);

async function routes(app: FastifyInstance): Promise<void> {
  registerOfferOrderHooks(app.orders);
  // The goods list (catalog) shows the live offers; the catalog does not import offers (ADR 0042).
  provideGoodsOffers(
    app,
    createGoodsOffers({
      db: app.db,
      gateway: app.gameGateway,
      now: app.clock.now,
      invalidation: app.catalogBus,
    }),
  );
  const games = createGameService(createCatalogRepository(app.db));
  const claims = createOfferClaims({ db: app.db, gateway: app.gameGateway, now: app.clock.now });
  const zapp = app.withTypeProvider<ZodTypeProvider>();

  zapp.post(
    '/api/offers/claimOfferStep',
    {
      bodyLimit: 4 * 1024,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "Claims a free chain step for the character; the game gets it once (-3055 the offer's " +
          'window is closed, -3056 the previous step is not done, -3057 claimed already, -400 not ' +
          'a free step, -600, 6001, -3030, -3031)',
        body: claimOfferStepRequestSchema,
        response: apiResponses(claimOfferStepSchema),
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const game = await games.game(ctx, request.body.client_id);
      const user = await requireVerifiedUser(request, game.clientId);
      return ok(await claims.claim(ctx, game, user, request.body));
    },
  );
}
