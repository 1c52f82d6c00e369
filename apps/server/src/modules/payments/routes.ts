import type { FastifyInstance } from 'fastify';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Config } from '../../config.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { createGameService } from '../catalog/game-service.ts';
import { createCatalogRepository } from '../catalog/repository.ts';
import { createCouponRepository } from '../coupons/repository.ts';
import { createCouponService } from '../coupons/service.ts';
import { createReplenishPayments } from '../replenish/pay-replenish.ts';
import { assertMayPurchase } from '../account-blocks/purchase-guard.ts';
import { createVipRepository } from '../vip/repository.ts';
import { createCallbackService } from './callback-service.ts';
import { callbackRoutes } from './callback-routes.ts';
import { createMethodsRepository } from './methods/repository.ts';
import { orderGameRoutes } from './order-game-routes.ts';
import { orderInfoRoutes } from './order-info-routes.ts';
import { orderTrackRoutes } from './order-track-routes.ts';
import { orderListRoutes } from './order-list-routes.ts';
import { createPayRepository } from './pay-repository.ts';
import { guestPayerOf } from './guest-payer-slot.ts';
import { payRoutes } from './pay-routes.ts';
import { returnRoutes } from './return-routes.ts';
import { createPayService } from './pay-service.ts';
import { notifyRoutes } from './notify/notify-routes.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';

export type PaymentsOptions = {
  config: Pick<
    Config,
    | 'port'
    | 'payRateLimit'
    | 'orderTrackStreamSeconds'
    | 'orderTrackStreamsPerPlayer'
    | 'orderTrackStreamsPerInstance'
    | 'secretsKey'
  >;
  tenants: readonly Tenant[];
};

/**
 * The pay endpoints, the provider callback and the order result; provider options are validated
 * here, at start.
 */
export const paymentsRoutes = routeModule(
  {
    name: 'payments',
    uses: ['db', 'clock', 'auth', 'orders', 'game-gateway', 'metrics', 'payment-providers'],
  },
  routes,
);

async function routes(app: FastifyInstance, opts: PaymentsOptions): Promise<void> {
  const { registry, brands } = app.paymentProviders;
  const repo = createPayRepository(app.db);
  const pay = createPayService({
    repo,
    methods: createMethodsRepository(app.db),
    gateway: app.gameGateway,
    orders: app.orders,
    registry,
    coupons: createCouponService({
      coupons: createCouponRepository(app.db),
      vip: createVipRepository(app.db),
      now: app.clock.now,
    }),
    replenish: createReplenishPayments(app.db, app.clock.now),
    assertMayPurchase: (tenantId, suid) => assertMayPurchase(app.db, tenantId, suid),
    now: app.clock.now,
  });
  const games = createGameService(createCatalogRepository(app.db));
  payRoutes(app, {
    games,
    pay,
    port: opts.config.port,
    rateLimit: opts.config.payRateLimit,
    guestPayer: () => guestPayerOf(app),
  });
  orderInfoRoutes(app, { registry });
  orderTrackRoutes(app, {
    streamSeconds: opts.config.orderTrackStreamSeconds,
    limits: {
      perPlayer: opts.config.orderTrackStreamsPerPlayer,
      perInstance: opts.config.orderTrackStreamsPerInstance,
    },
    openSecret: createSecretBox(opts.config.secretsKey).open,
  });
  orderListRoutes(app, { games });
  orderGameRoutes(app, { secretsKey: opts.config.secretsKey });
  returnRoutes(app, { registry });
  await app.register(callbackRoutes, {
    registry,
    callbacks: createCallbackService({ repo, orders: app.orders }),
    tenants: opts.tenants,
  });
  await app.register(notifyRoutes, {
    brands,
    deps: {
      db: app.db,
      repo,
      confirmPayment: (input) => app.orders.confirmPayment(input),
      queryStatus: async (order) =>
        (await registry.get(order.provider)?.queryStatus(order)) ?? null,
    },
  });
}
