import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  gameLogoQuerySchema,
  gameLogoSchema,
  pageConfigQuerySchema,
  pageConfigSchema,
} from '@topup/contracts/page-config';
import { contextOf } from '../../context.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { createConfigRepository } from './repository.ts';
import { createConfigService } from './service.ts';

export async function configRoutes(app: FastifyInstance): Promise<void> {
  const service = createConfigService(createConfigRepository(app.db));
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
