import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activityInfoQuerySchema,
  activityInfoSchema,
  activityStatusQuerySchema,
  activityStatusSchema,
  receiveActivityGiftRequestSchema,
  receiveActivityGiftSchema,
} from '@topup/contracts/activity';
import { contextOf } from '../../context.ts';
import { requireUser } from '../../plugins/auth.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { resolveArea } from '../catalog/area.ts';
import { createGameService } from '../catalog/game-service.ts';
import { createCatalogRepository } from '../catalog/repository.ts';
import { createActivityRepository } from './repository.ts';
import { createActivityService } from './service.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';
import { registerActivityOrderHooks } from './order-hooks.ts';

const tags = ['events'];

/** Accumulated and consecutive-day top-up events (SPEC §7 /api/cumulative/*). */
export const activityRoutes = routeModule(
  { name: 'activity', uses: ['db', 'clock', 'auth', 'game-gateway', 'orders'] },
  routes,
);

async function routes(app: FastifyInstance): Promise<void> {
  registerActivityOrderHooks(app.orders);
  const games = createGameService(createCatalogRepository(app.db));
  const events = createActivityService({
    repo: createActivityRepository(app.db),
    gateway: app.gameGateway,
    now: app.clock.now,
  });
  const zapp = app.withTypeProvider<ZodTypeProvider>();

  zapp.get(
    '/api/cumulative/status',
    {
      schema: {
        tags,
        summary: 'Whether live events exist for the game and area, and their ids (-3001, -3014)',
        querystring: activityStatusQuerySchema,
        response: apiResponses(activityStatusSchema),
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const game = await games.game(ctx, request.query.client_id);
      const area = resolveArea(ctx.tenant, {
        domainArea: request.query.domain_area,
        clientArea: game.area,
      });
      return ok(await events.status(ctx, game, area));
    },
  );

  zapp.get(
    '/api/cumulative/cumulativeActivityInfo',
    {
      schema: {
        tags,
        summary:
          'Live events with tiers; with role_id + server_id (logged in) the progress, tier ' +
          'states and received rewards (-600, -3030, -3031, -3001, -3014)',
        querystring: activityInfoQuerySchema,
        response: apiResponses(activityInfoSchema),
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const q = request.query;
      const game = await games.game(ctx, q.client_id);
      const area = resolveArea(ctx.tenant, { domainArea: q.domain_area, clientArea: game.area });
      // Without a character it is a visitor's view: tiers, no progress, nothing claimable.
      let who = null;
      if (q.role_id && q.server_id) {
        const user = await requireUser(request, game.clientId);
        who = { suid: user.suid, roleId: q.role_id, serverId: q.server_id };
      }
      return ok(await events.info(ctx, game, area, who));
    },
  );

  zapp.post(
    '/api/cumulative/receiveActivityGift',
    {
      bodyLimit: 4 * 1024,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Claims a reached tier for the character; the game gets the reward once ' +
          '(-3022 no such live event, -3023 not reached, -3024 received already, -600, -3030, ' +
          "-3031 the character's server is priced in another currency)",
        body: receiveActivityGiftRequestSchema,
        response: apiResponses(receiveActivityGiftSchema),
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const b = request.body;
      const game = await games.game(ctx, b.client_id);
      const user = await requireUser(request, game.clientId);
      return ok(
        await events.claim(
          ctx,
          game,
          { suid: user.suid, roleId: b.role_id, serverId: b.server_id },
          { activityId: b.activity_id, tierId: b.tier_id },
        ),
      );
    },
  );
}
