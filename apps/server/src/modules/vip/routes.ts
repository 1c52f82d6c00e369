import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  vipBasicInfoQuerySchema,
  vipBasicInfoSchema,
  vipInfoQuerySchema,
  vipInfoSchema,
} from '@topup/contracts/vip';
import { contextOf } from '../../context.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { requireUserWith } from '../../plugins/auth.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { createGameService } from '../catalog/game-service.ts';
import { createCatalogRepository } from '../catalog/repository.ts';
import { createVipRepository, vipPartsOf } from './repository.ts';
import { createVipService, vipInfoOf } from './service.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';
import { registerVipOrderHooks } from './order-hooks.ts';

const tags = ['vip'];

/** The VIP centre (SPEC §7 /api/coupons/vipBasicInfo, vipInfo); empty for non-VIP tenants. */
export const vipRoutes = routeModule({ name: 'vip', uses: ['db', 'auth', 'orders'] }, routes);

async function routes(app: FastifyInstance): Promise<void> {
  registerVipOrderHooks(app.orders);
  const games = createGameService(createCatalogRepository(app.db));
  const vip = createVipService(createVipRepository(app.db));
  const zapp = app.withTypeProvider<ZodTypeProvider>();

  zapp.get(
    '/api/coupons/vipBasicInfo',
    {
      schema: {
        tags,
        summary: 'VIP levels with their coupons and the FAQ (public; levels [] without VIP; -3001)',
        querystring: vipBasicInfoQuerySchema,
        response: apiResponses(vipBasicInfoSchema),
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      await games.game(ctx, request.query.client_id);
      return ok(await vip.basicInfo(ctx, requestLanguage(request)));
    },
  );

  zapp.get(
    '/api/coupons/vipInfo',
    {
      schema: {
        tags,
        summary: "The player's VIP level and growth points (-600, -3001)",
        querystring: vipInfoQuerySchema,
        response: apiResponses(vipInfoSchema),
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const game = await games.game(ctx, request.query.client_id);
      // The session, the points and the levels in one statement (issue 32).
      const { parts } = await requireUserWith(request, game.clientId, vipPartsOf);
      const mine = { points: parts.vipPoints, levels: parts.vipLevels };
      return ok(vipInfoOf(ctx, mine, requestLanguage(request)));
    },
  );
}
