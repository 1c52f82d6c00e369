import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { limitInfoQuerySchema, limitInfoSchema } from '@topup/contracts/limits';
import { contextOf } from '../../context.ts';
import { requireUser } from '../../plugins/auth.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { createGameService } from '../catalog/game-service.ts';
import { createCatalogRepository } from '../catalog/repository.ts';
import { createLimitsRepository } from './repository.ts';
import { createLimitsService } from './service.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';

const tags = ['limits'];

/** Purchase limits of limited goods (SPEC §7 getLimitProductInfo); enforced in pay-service. */
export const limitsRoutes = routeModule(
  { name: 'limits', uses: ['db', 'clock', 'auth', 'game-gateway'] },
  routes,
);

async function routes(app: FastifyInstance): Promise<void> {
  const games = createGameService(createCatalogRepository(app.db));
  const limits = createLimitsService({
    db: app.db,
    repo: createLimitsRepository(app.db),
    gateway: app.gameGateway,
    now: app.clock.now,
  });
  const zapp = app.withTypeProvider<ZodTypeProvider>();

  zapp.get(
    '/api/pay/getLimitProductInfo',
    {
      schema: {
        tags,
        summary:
          "Limits of the game's limited goods and what the character has left of each " +
          '(-600, -3030; area_id, when sent, must be the area of the server: -3014, -3031)',
        querystring: limitInfoQuerySchema,
        response: apiResponses(limitInfoSchema),
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const game = await games.game(ctx, request.query.client_id);
      const user = await requireUser(request, game.clientId);
      return ok(await limits.limitInfo(ctx, game, user, request.query));
    },
  );
}
