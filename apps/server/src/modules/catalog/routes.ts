import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  allRoleListQuerySchema,
  evokeQuerySchema,
  evokeSchema,
  gameListQuerySchema,
  gameListSchema,
  goodsListQuerySchema,
  goodsListSchema,
  roleListQuerySchema,
  roleListSchema,
  serverListQuerySchema,
  serverListSchema,
} from '@topup/contracts/catalog';
import { contextOf } from '../../context.ts';
import { sendKept } from '../../lib/kept-answer.ts';
import { optionalUser, requireVerifiedUser } from '../../plugins/auth.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { createGameService } from './game-service.ts';
import { createGoodsService } from './goods-service.ts';
import { createPlayService } from './play-service.ts';
import { createCatalogRepository } from './repository.ts';
import { goodsOffersOf } from './goods-offers-slot.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';

const tags = ['catalog'];

/** Games, servers, roles and goods (SPEC §7). The client id is checked first (-3001). */
export const catalogRoutes = routeModule(
  { name: 'catalog', uses: ['db', 'clock', 'catalog-bus', 'auth', 'game-gateway'] },
  routes,
);

async function routes(app: FastifyInstance): Promise<void> {
  const repo = createCatalogRepository(app.db);
  const gameService = createGameService(repo);
  // The goods list's bytes as the route's response schema would write them (kept in memory).
  const goodsAnswer = apiResponses(goodsListSchema)[200];
  const goodsService = createGoodsService(repo, {
    invalidation: app.catalogBus,
    offers: () => goodsOffersOf(app),
    now: app.clock.now,
    encode: (list) => JSON.stringify(z.encode(goodsAnswer, ok(list))),
  });
  const play = createPlayService(app.gameGateway);
  const zapp = app.withTypeProvider<ZodTypeProvider>();

  zapp.get(
    '/api/pay/getGameListV2',
    {
      schema: {
        tags,
        summary: 'Games of the brand on a platform, with sub-games (-3001, -3014)',
        querystring: gameListQuerySchema,
        response: apiResponses(gameListSchema),
      },
    },
    async (request) => ok(await gameService.gameList(contextOf(request), request.query)),
  );

  zapp.get(
    '/api/pay/getServerList',
    {
      schema: {
        tags,
        summary:
          "Servers of the game in the area; server_id searches by id prefix; the player's own",
        querystring: serverListQuerySchema,
        response: apiResponses(serverListSchema),
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const game = await gameService.game(ctx, request.query.client_id);
      const user = await optionalUser(request, game.clientId);
      return ok(await play.serverList(ctx, game, request.query, user));
    },
  );

  zapp.get(
    '/api/pay/getRoleList',
    {
      schema: {
        tags,
        summary:
          "The player's characters on a server (empty: none there; -600, 6001; -3031 when " +
          'domain_area is sent and the server is in another area)',
        querystring: roleListQuerySchema,
        response: apiResponses(roleListSchema),
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const game = await gameService.game(ctx, request.query.client_id);
      const user = await requireVerifiedUser(request, game.clientId);
      return ok(await play.roleList(ctx, game, user, request.query));
    },
  );

  zapp.get(
    '/api/system/allRoleList',
    {
      schema: {
        tags,
        summary: "The player's characters of the game in the area (-600, 6001, -3014)",
        querystring: allRoleListQuerySchema,
        response: apiResponses(roleListSchema),
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const game = await gameService.game(ctx, request.query.client_id);
      const user = await requireVerifiedUser(request, game.clientId);
      return ok(await play.allRoles(ctx, game, user, request.query.domain_area));
    },
  );

  zapp.get(
    '/api/rsys/evoke',
    {
      schema: {
        tags,
        summary:
          'Role check before buying: the character exists on that server and is the ' +
          "player's, else -3030; -3031 when domain_area is sent and the server is elsewhere " +
          '(-600, 6001)',
        querystring: evokeQuerySchema,
        response: apiResponses(evokeSchema),
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const game = await gameService.game(ctx, request.query.client_id);
      const user = await requireVerifiedUser(request, game.clientId);
      return ok(await play.evoke(ctx, game, user, request.query));
    },
  );

  zapp.get(
    '/api/pay/getGoodsList',
    {
      schema: {
        tags,
        summary: "Goods of the game priced in the area's currency, names in spec_lang (public)",
        querystring: goodsListQuerySchema,
        response: apiResponses(goodsListSchema),
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const game = await gameService.game(ctx, request.query.client_id);
      // Offer step states and the first-purchase bonus are per character: only for the
      // logged-in player's own role_id. Anyone else gets the list kept for everyone (issue 32).
      const { role_id: roleId } = request.query;
      const user = roleId ? await optionalUser(request, game.clientId) : null;
      if (!user) {
        const kept = await goodsService.goodsListBody(ctx, game, request.query);
        // Bytes with a JSON type go out as they are: encoded once by the same schema above.
        return sendKept(request, reply, kept);
      }
      return ok(await goodsService.goodsList(ctx, game, request.query, { user, roleId }));
    },
  );
}
