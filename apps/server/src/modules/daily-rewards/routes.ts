import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dailyClaimRequestSchema,
  dailyClaimSchema,
  dailyStateQuerySchema,
  dailyStateSchema,
} from '@topup/contracts/daily-rewards';
import { contextOf } from '../../context.ts';
import { requireUser, requireUserWith } from '../../plugins/auth.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';
import { registerDailyRewardOrderHooks } from './order-hooks.ts';
import { createGameService } from '../catalog/game-service.ts';
import { createCatalogRepository } from '../catalog/repository.ts';
import { createDailyRepository, liveCalendarOf } from './repository.ts';
import { createDailyService } from './service.ts';

const tags = ['daily rewards'];

/** Daily login rewards of the signed-in player (issue 18, /api/daily/*). */
export const dailyRewardRoutes = routeModule(
  { name: 'daily-rewards', uses: ['db', 'clock', 'auth', 'game-gateway', 'orders'] },
  routes,
);

async function routes(app: FastifyInstance): Promise<void> {
  registerDailyRewardOrderHooks(app.orders);
  const games = createGameService(createCatalogRepository(app.db));
  const daily = createDailyService({
    repo: createDailyRepository(app.db),
    gateway: app.gameGateway,
    now: app.clock.now,
  });
  const zapp = app.withTypeProvider<ZodTypeProvider>();

  zapp.get(
    '/api/daily/state',
    {
      schema: {
        tags,
        summary:
          "The game's daily calendar for the signed-in account: steps, today's step, claimed " +
          'or not, next reset (-600, -3001, -3025 no calendar running)',
        querystring: dailyStateQuerySchema,
        response: apiResponses(dailyStateSchema),
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const game = await games.game(ctx, request.query.client_id);
      // The running calendar and the account's claimed days come with the session, in one
      // statement (issue 32).
      const at = app.clock.now();
      const { parts } = await requireUserWith(
        request,
        game.clientId,
        liveCalendarOf(game.gameCode, at),
      );
      return ok(daily.state(ctx, parts.live, at));
    },
  );

  zapp.post(
    '/api/daily/claim',
    {
      bodyLimit: 4 * 1024,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "Claims today's item for one of the account's characters; the game gets it once " +
          '(-600, -3001, -3025 no calendar running, -3026 claimed today already, -3030 not ' +
          "the account's character on that server)",
        body: dailyClaimRequestSchema,
        response: apiResponses(dailyClaimSchema),
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const b = request.body;
      const game = await games.game(ctx, b.client_id);
      const user = await requireUser(request, game.clientId);
      return ok(
        await daily.claim(ctx, game, { suid: user.suid, roleId: b.role_id, serverId: b.server_id }),
      );
    },
  );
}
