import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { thirdGiftListSchema, thirdGiftQuerySchema } from '@topup/contracts/third-gifts';
import { contextOf } from '../../context.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { createGameService } from '../catalog/game-service.ts';
import { createCatalogRepository } from '../catalog/repository.ts';
import { listThirdGifts } from './service.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';

/** GET /api/pay/getThirdGift (SPEC §7): public like the goods list it decorates. */
export const thirdGiftsRoutes = routeModule({ name: 'third-gifts', uses: ['db', 'clock'] }, routes);

async function routes(app: FastifyInstance): Promise<void> {
  const games = createGameService(createCatalogRepository(app.db));
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/pay/getThirdGift',
    {
      schema: {
        tags: ['cards'],
        summary: "Gifts third-party channels grant with the game's goods (-3001)",
        querystring: thirdGiftQuerySchema,
        response: apiResponses(thirdGiftListSchema),
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const game = await games.game(ctx, request.query.client_id);
      return ok(
        await listThirdGifts(app.db, {
          tenantId: ctx.tenant.id,
          gameCode: game.gameCode,
          productId: request.query.product_id || undefined,
          // spec_lang, else the Accept-Language the app sends (request-language.ts).
          lang: requestLanguage(request),
          now: app.clock.now(),
        }),
      );
    },
  );
}
