import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  couponListQuerySchema,
  couponListSchema,
  productPointsQuerySchema,
  productPointsSchema,
  receiveCouponsRequestSchema,
  receiveCouponsSchema,
} from '@topup/contracts/coupons';
import { contextOf } from '../../context.ts';
import { requireUser, requireUserWith, requireVerifiedUser } from '../../plugins/auth.ts';
import { apiResponses, ok } from '../../plugins/envelope.ts';
import { createGameService } from '../catalog/game-service.ts';
import { createCatalogRepository } from '../catalog/repository.ts';
import { createVipRepository, levelsWithCouponsOf, vipPartsOf } from '../vip/repository.ts';
import { productPoints } from './product-points.ts';
import { createCouponRepository, ownCouponsOf } from './repository.ts';
import { createCouponService } from './service.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';
import type { PlayerKeys } from '../../plugins/session-lookup.ts';
import { registerCouponOrderHooks } from './order-hooks.ts';

const tags = ['coupons'];

/** What the coupon list needs of a logged-in player, as subqueries of the session's statement. */
function couponListPartsOf(keys: PlayerKeys) {
  return {
    levels: levelsWithCouponsOf(keys),
    points: vipPartsOf(keys).vipPoints,
    mine: ownCouponsOf(keys),
  };
}

/** Coupon list, claiming and the price calculation (SPEC §7). */
export const couponsRoutes = routeModule(
  { name: 'coupons', uses: ['db', 'clock', 'auth', 'orders'] },
  routes,
);

async function routes(app: FastifyInstance): Promise<void> {
  registerCouponOrderHooks(app.orders);
  const catalog = createCatalogRepository(app.db);
  const games = createGameService(catalog);
  const vipRepo = createVipRepository(app.db);
  const coupons = createCouponService({
    coupons: createCouponRepository(app.db),
    vip: vipRepo,
    now: app.clock.now,
  });
  const zapp = app.withTypeProvider<ZodTypeProvider>();

  zapp.get(
    '/api/coupons/couponList',
    {
      schema: {
        tags,
        summary: "The player's coupons: 'avail,lock' (with claimable ones) or 'history' (-600)",
        querystring: couponListQuerySchema,
        response: apiResponses(couponListSchema),
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const game = await games.game(ctx, request.query.client_id);
      const category = request.query.use_category;
      // A VIP brand's levels, the player's points and coupons come with the session, in one
      // statement (issue 32); a brand without VIP lists nothing and reads only the session.
      if (!ctx.tenant.vip) {
        await requireUser(request, game.clientId);
        return ok(coupons.list(ctx, { levels: [], points: 0, mine: [] }, category));
      }
      const { parts } = await requireUserWith(request, game.clientId, couponListPartsOf);
      return ok(coupons.list(ctx, parts, category));
    },
  );

  zapp.post(
    '/api/coupons/receiveCoupons',
    {
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        summary: 'Claims a coupon of this period; not claimable or claimed already: -3062 (-600)',
        body: receiveCouponsRequestSchema,
        response: apiResponses(receiveCouponsSchema),
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const game = await games.game(ctx, request.body.client_id);
      const user = await requireUser(request, game.clientId);
      return ok(await coupons.claim(ctx, user.suid, request.body.template_id));
    },
  );

  zapp.get(
    '/api/pay/productPoints',
    {
      schema: {
        tags,
        summary: 'Points a purchase earns and its price with the coupon (-3062, -600, 6001)',
        querystring: productPointsQuerySchema,
        response: apiResponses(productPointsSchema),
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const game = await games.game(ctx, request.query.client_id);
      const user = await requireVerifiedUser(request, game.clientId);
      return ok(
        await productPoints({ catalog, vip: vipRepo, coupons }, ctx, game, user, request.query),
      );
    },
  );
}
