import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  gameLogoQuerySchema,
  gameLogoSchema,
  pageConfigQuerySchema,
  pageConfigSchema,
} from '@topup/contracts/page-config';
import { defaultCurrency } from '@topup/tenants/tenant-rules';
import { contextOf } from '../../context.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { createActivityRepository, type ActivityRow } from '../activity/repository.ts';
import { statusOf } from '../activity/service.ts';
import { createConfigRepository } from './repository.ts';
import { createConfigService, type EventFlags } from './service.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';

// Event rows are read on every page load, like the config rows: a few seconds in memory. The
// cache holds the game's rows; whether one is live is judged on each call by the clock.
const EVENTS_TTL_MS = 5_000;

function eventFlagsOf(app: FastifyInstance, now: () => Date): EventFlags {
  const repo = createActivityRepository(app.db);
  const cache = createTtlCache<ActivityRow[]>({ ttlMs: EVENTS_TTL_MS, clearOn: app.catalogBus });
  return async (ctx, gameCode, area) => {
    const rows = await cache.get(`${ctx.tenant.id}\u0000${gameCode}`, () =>
      repo.ofGame(ctx.tenant.id, gameCode),
    );
    const status = statusOf(rows, defaultCurrency(ctx.tenant, area), now());
    return { cumulative: status.is_has_cumulative, continuous: status.is_has_continue };
  };
}

export const configRoutes = routeModule(
  { name: 'config', uses: ['db', 'catalog-bus', 'clock'] },
  routes,
);

async function routes(app: FastifyInstance): Promise<void> {
  const service = createConfigService(createConfigRepository(app.db), {
    eventFlags: eventFlagsOf(app, app.clock.now),
  });
  const zapp = app.withTypeProvider<ZodTypeProvider>();

  zapp.get(
    '/api/config/recharge',
    {
      schema: {
        tags: ['config'],
        summary: 'Page config of a game (-3001 unknown game, -3014 area not allowed)',
        querystring: pageConfigQuerySchema,
        response: apiResponses(pageConfigSchema),
      },
    },
    async (request) => ok(await service.pageConfig(contextOf(request), request.query)),
  );

  zapp.get(
    '/api/config/game_logo',
    {
      schema: {
        tags: ['config'],
        summary: 'Logo of a game (-3001 unknown game)',
        querystring: gameLogoQuerySchema,
        response: apiResponses(gameLogoSchema),
      },
    },
    async (request) => ok(await service.gameLogo(contextOf(request), request.query)),
  );
}
