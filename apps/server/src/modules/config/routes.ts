import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  gameLogoQuerySchema,
  gameLogoSchema,
  pageConfigQuerySchema,
  pageConfigSchema,
} from '@topup/contracts/page-config';
import { defaultCurrency } from '@topup/tenants/tenant-rules';
import { contextOf } from '../../context.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { sendKept } from '../../lib/kept-answer.ts';
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
    const at = now();
    const status = statusOf(rows, defaultCurrency(ctx.tenant, area), at);
    return {
      cumulative: status.is_has_cumulative,
      continuous: status.is_has_continue,
      changesAt: nextEventEdge(rows, at),
    };
  };
}

/** The next start or end of any of the game's events after `at` (ms), or null. */
function nextEventEdge(rows: readonly ActivityRow[], at: Date): number | null {
  let next: number | null = null;
  for (const row of rows) {
    for (const edge of [row.startsAt.getTime(), row.endsAt.getTime()]) {
      if (edge > at.getTime() && (next === null || edge < next)) next = edge;
    }
  }
  return next;
}

export const configRoutes = routeModule(
  { name: 'config', uses: ['db', 'catalog-bus', 'clock'] },
  routes,
);

async function routes(app: FastifyInstance): Promise<void> {
  // The page config's bytes as the route's response schema would write them (kept in memory).
  const pageConfigAnswer = apiResponses(pageConfigSchema)[200];
  const service = createConfigService(createConfigRepository(app.db), {
    eventFlags: eventFlagsOf(app, app.clock.now),
    now: app.clock.now,
    invalidation: app.catalogBus,
    encode: (config) => JSON.stringify(z.encode(pageConfigAnswer, ok(config))),
  });
  const zapp = app.withTypeProvider<ZodTypeProvider>();

  zapp.get(
    '/api/config/recharge',
    {
      // The kept answer is sent as it is, compressed once where it is worth it (sendKept).
      compress: false,
      schema: {
        tags: ['config'],
        summary: 'Page config of a game (-3001 unknown game, -3014 area not allowed)',
        querystring: pageConfigQuerySchema,
        response: apiResponses(pageConfigSchema),
      },
    },
    async (request, reply) => {
      const kept = await service.pageConfigBody(contextOf(request), request.query);
      // Bytes with a JSON type go out as they are: encoded once by the same schema above.
      return sendKept(request, reply, kept);
    },
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
