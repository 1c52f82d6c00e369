import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { promotionListQuerySchema } from '@topup/contracts/promotions-query';
import { promotionListSchema } from '@topup/contracts/promotions';
import { contextOf } from '../../context.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';
import { createGameService } from '../catalog/game-service.ts';
import { createCatalogRepository } from '../catalog/repository.ts';
import { createPromotionsService } from './service.ts';

/**
 * The storefront's promotions of a game (issue 29 item 9). Not a SPEC §7 call: the goods page
 * asks after its first paint, so the slot costs the first screen nothing.
 */
export const promotionRoutes = routeModule(
  { name: 'promotions', uses: ['db', 'clock', 'catalog-bus'] },
  async (app: FastifyInstance) => {
    const games = createGameService(createCatalogRepository(app.db));
    const service = createPromotionsService({
      db: app.db,
      now: app.clock.now,
      bus: app.catalogBus,
    });
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/promotions/list',
      {
        schema: {
          tags: ['promotions'],
          summary:
            "The game's live promotions in the player's language, in display order (-3001 unknown game)",
          querystring: promotionListQuerySchema,
          response: apiResponses(promotionListSchema),
        },
      },
      async (request) => {
        const ctx = contextOf(request);
        const game = await games.game(ctx, request.query.client_id);
        const promotions = await service.shown(ctx.tenant, game, request.query.spec_lang);
        return ok({ promotions });
      },
    );
  },
);
