import type { FastifyInstance } from 'fastify';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Config } from '../../config.ts';
import { createGameService } from '../catalog/game-service.ts';
import { createCatalogRepository } from '../catalog/repository.ts';
import { createCouponRepository } from '../coupons/repository.ts';
import { createCouponService } from '../coupons/service.ts';
import { createReplenishPayments } from '../replenish/pay-replenish.ts';
import { createVipRepository } from '../vip/repository.ts';
import { createCallbackService } from './callback-service.ts';
import { callbackRoutes } from './callback-routes.ts';
import { createHttpTransport, type HttpTransport } from '../../lib/http-transport.ts';
import { createMethodsRepository } from './methods/repository.ts';
import { orderInfoRoutes } from './order-info-routes.ts';
import { createPayRepository } from './pay-repository.ts';
import { payRoutes } from './pay-routes.ts';
import { createPayService } from './pay-service.ts';
import { createProviderRegistry } from './providers/registry.ts';
import { notifyRoutes } from './notify/notify-routes.ts';
import { createBrandProtocols, type BrandProtocols } from './protocols/brand-protocols.ts';
import { loadCredentialsFile } from './protocols/credentials-file.ts';
import { createProtocolSet } from './protocols/protocol-set.ts';
import { checkMasterSecret } from './secrets.ts';
import { routeModule } from '../../plugins/plugin-meta.ts';

export type PaymentsOptions = {
  config: Pick<
    Config,
    | 'paymentSandboxSecret'
    | 'databaseUrl'
    | 'paymentSandboxUrl'
    | 'paymentSandboxPublicUrl'
    | 'port'
    | 'payRateLimit'
    | 'demoFeatures'
    | 'paymentCredentialsFile'
  >;
  tenants: readonly Tenant[];
  /** How providers are reached; default: real HTTP to config.paymentSandboxUrl (the sandbox). */
  transport?: HttpTransport;
  env?: NodeJS.ProcessEnv;
};

/**
 * The pay endpoints, the provider callback and the order result; provider options are validated
 * here, at start.
 */
export const paymentsRoutes = routeModule(
  { name: 'payments', uses: ['db', 'clock', 'auth', 'orders', 'game-gateway', 'metrics'] },
  routes,
);

async function routes(app: FastifyInstance, opts: PaymentsOptions): Promise<void> {
  // The sandbox (and its secret) only exists where the demo does (decision 0016).
  if (opts.config.demoFeatures) checkMasterSecret(opts.config, app.log);
  const brands = loadBrandProtocols(app, opts);
  const registry = createProviderRegistry(
    {
      config: opts.config,
      transport: opts.transport ?? createHttpTransport(),
      now: app.clock.now,
      ...(opts.env ? { env: opts.env } : {}),
    },
    { sandbox: opts.config.demoFeatures, brands },
  );
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
    now: app.clock.now,
  });
  payRoutes(app, {
    games: createGameService(createCatalogRepository(app.db)),
    pay,
    port: opts.config.port,
    rateLimit: opts.config.payRateLimit,
  });
  orderInfoRoutes(app, { registry });
  await app.register(callbackRoutes, {
    registry,
    callbacks: createCallbackService({ repo, orders: app.orders }),
    tenants: opts.tenants,
  });
  await app.register(notifyRoutes, {
    brands,
    deps: { db: app.db, repo, confirmPayment: (input) => app.orders.confirmPayment(input) },
  });
}

/**
 * The brands' own provider protocols from PAYMENT_CREDENTIALS_FILE, checked now so a bad file
 * stops the start with one line per problem (docs/PAYMENTS.md).
 */
function loadBrandProtocols(app: FastifyInstance, opts: PaymentsOptions): BrandProtocols {
  const protocols = createProtocolSet({ emulatorBase: opts.config.paymentSandboxUrl });
  const file = opts.config.paymentCredentialsFile;
  const credentials = file
    ? loadCredentialsFile(file, {
        tenantIds: opts.tenants.map((t) => t.id),
        schemas: Object.fromEntries(
          Object.entries(protocols).map(([key, p]) => [key, p.credentials]),
        ),
        emulatorAllowed: opts.config.demoFeatures,
        ...(opts.env ? { env: opts.env } : {}),
      })
    : new Map();
  const brands = createBrandProtocols({
    credentials,
    protocols,
    transport: createHttpTransport(),
    now: app.clock.now,
  });
  for (const { tenantId, provider, mode } of brands.list()) {
    app.log.info({ tenantId, provider, mode }, 'payment provider protocol configured');
  }
  return brands;
}
