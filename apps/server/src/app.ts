import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { catalogBusPlugin } from './plugins/catalog-bus.ts';
import { wakeBusPlugin } from './plugins/wake-bus.ts';
import { loadTenants } from '@topup/tenants/all-tenants';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Config } from './config.ts';
import { createDb } from './db/client.ts';
import { loadDemo } from './demo-world.ts';
import { refuseDemoData } from './db/demo-data-check.ts';
import { syncTenantGames } from './db/tenant-sync.ts';
import { gameGatewayPlugin } from './games/game-gateway.ts';
import { createRoutingGameGateway } from './games/routing-game-gateway.ts';
import { createUnconfiguredGameGateway } from './games/unconfigured-game-gateway.ts';
import { accountBlocksModule } from './modules/account-blocks/register.ts';
import { accountsRoutes } from './modules/accounts/routes.ts';
import { activityRoutes } from './modules/activity/routes.ts';
import { dailyRewardRoutes } from './modules/daily-rewards/routes.ts';
import { offersRoutes } from './modules/offers/routes.ts';
import { promotionRoutes } from './modules/promotions/routes.ts';
import { bootRoutes } from './modules/boot/routes.ts';
import { cardsRoutes } from './modules/cards/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { clientErrorsRoutes } from './modules/client-errors/routes.ts';
import { configRoutes } from './modules/config/routes.ts';
import { consoleAuthPlugin } from './modules/console/auth-plugin.ts';
import { consoleAuditRoutes } from './modules/console/audit-routes.ts';
import { consoleDashboardRoutes } from './modules/console/dashboard/routes.ts';
import { consoleGameGatewaysRoutes } from './modules/console/game-gateways/routes.ts';
import { consoleOrdersRoutes } from './modules/console/orders/routes.ts';
import { consoleSessionRoutes } from './modules/console/session-routes.ts';
import { consoleBrandRoutes } from './modules/console/catalog/brand-routes.ts';
import { consoleGoodsRoutes } from './modules/console/catalog/goods-routes.ts';
import { consoleMethodRoutes } from './modules/console/catalog/method-routes.ts';
import { consoleDailyRoutes } from './modules/console/catalog/daily-routes.ts';
import { consoleEventRoutes } from './modules/console/catalog/event-routes.ts';
import { consoleOfferRoutes } from './modules/console/catalog/offer-routes.ts';
import { consolePromotionRoutes } from './modules/console/catalog/promotion-routes.ts';
import { consoleKeyArtRoutes } from './modules/console/catalog/key-art-routes.ts';
import { consoleCardBatchRoutes } from './modules/console/catalog/card-batch-routes.ts';
import { consoleCardListRoutes } from './modules/console/catalog/card-list-routes.ts';
import { consoleGiftCodeRoutes } from './modules/console/catalog/gift-code-routes.ts';
import { consoleAccountBlockRoutes } from './modules/console/account-blocks/routes.ts';
import { consoleReconciliationRoutes } from './modules/console/reconciliation/routes.ts';
import { consoleGiftRoutes } from './modules/console/catalog/gift-routes.ts';
import { consoleVipRoutes } from './modules/console/catalog/vip-routes.ts';
import { consoleStaffRoutes } from './modules/console/staff-routes.ts';
import { consoleTokenRoutes } from './modules/console/token-routes.ts';
import { mediaRoutes } from './modules/media/media-routes.ts';
import { couponsRoutes } from './modules/coupons/routes.ts';
import { giftCardsRoutes } from './modules/gift-cards/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { limitsRoutes } from './modules/limits/routes.ts';
import { ordersPlugin } from './modules/orders/register.ts';
import { replenishRoutes } from './modules/replenish/routes.ts';
import { createPayWaysForAmount } from './modules/payments/methods/pay-ways.ts';
import { gameGatewaysRoutes } from './modules/game-gateways/routes.ts';
import { createHttpTransport, type HttpTransport } from './lib/http-transport.ts';
import { createSecretBox } from './lib/secret-box.ts';
import { buildIdentity } from './modules/identity/build.ts';
import { demoIdpAbsent } from './modules/identity/demo-idp/absent-routes.ts';
import { logContextMixin } from './lib/log-context.ts';
import { methodsRoutes } from './modules/payments/methods/routes.ts';
import { paymentProvidersPlugin } from './modules/payments/providers-plugin.ts';
import { issueMakeGoodCredit } from './modules/gift-cards/make-good-credit.ts';
import { paymentsRoutes } from './modules/payments/routes.ts';
import { playerIdRoutes } from './modules/player-id/routes.ts';
import { sandboxAbsentRoutes } from './modules/sandbox-gateway/absent-routes.ts';
import { spendingCapsRoutes } from './modules/spending-caps/routes.ts';
import { thirdGiftsRoutes } from './modules/third-gifts/routes.ts';
import { trackingRoutes, type TrackingOptions } from './modules/tracking/routes.ts';
import { vipRoutes } from './modules/vip/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { clockPlugin } from './plugins/clock.ts';
import { compressPlugin } from './plugins/compress.ts';
import { corsPlugin } from './plugins/cors.ts';
import { dbPlugin } from './plugins/db.ts';
import { envelopePlugin } from './plugins/envelope.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { logRedactPaths, logSerializers } from './plugins/log-redaction.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { requestIdOf, requestIdPlugin, requestLoggerFactory } from './plugins/request-id.ts';
import { consoleAppServer } from './plugins/console-app.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { tenancyPlugin } from './plugins/tenancy.ts';
import { webAppPlugin } from './modules/boot/web-app.ts';

export type BuildOptions = {
  /** Clock for stored timestamps; tests pin it. */
  now?: () => Date;
  /** Where logs go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  tenants?: readonly Tenant[];
  /** How payment providers are reached (tests: in-process on app.inject); default real HTTP. */
  paymentTransport?: (app: FastifyInstance) => HttpTransport;
  /** The providers' emulators (default: every one, packages/demo/src/emulators/emulator-set.ts). */
  emulators?: readonly unknown[];
  /** How login providers (and the local identity provider) are reached; default real HTTP. */
  identityTransport?: (app: FastifyInstance) => HttpTransport;
  /** Tracking limits and gateway forwarding timings (tests shorten them). */
  tracking?: Pick<TrackingOptions, 'limits' | 'forwarder' | 'transport'>;
  /**
   * Tests only (test/database-image.ts): start the in-memory PGlite from this dump of a database
   * already migrated and seeded for the same brands, so the start skips initdb and the seed.
   */
  seededImage?: Blob;
};

// A hop count becomes the function form Fastify's types accept: trust the nearest n proxies.
function trustProxyOption(value: Config['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

function requestTimeoutOptions(timeoutMs: number) {
  return {
    connectionsCheckingInterval: Math.min(5_000, Math.max(100, Math.floor(timeoutMs / 6))),
    headersTimeout: Math.min(60_000, timeoutMs),
  };
}

/**
 * Opens and migrates the database, syncs every brand's games (and seeds the demo data where
 * allowed), then registers plugins and modules. Production without the staging switch loads no
 * part of the demo world (docs/decisions/0016, 0043): its routes answer as absent.
 * Returns the instance un-started: main.ts listens, tests call app.inject().
 */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  // The demo world (packages/demo) where the demo is on: one dynamic import, null in production.
  const demo = await loadDemo({
    config,
    emulators: opts.emulators,
    transport: opts.paymentTransport,
  });
  const brands = opts.tenants ?? loadTenants();
  const tenants = demo ? demo.tenants(brands) : brands;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: logRedactPaths,
      serializers: logSerializers,
      mixin: logContextMixin,
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    // x-request-id in, out and on every log line (label reqId, Fastify's default).
    genReqId: requestIdOf,
    childLoggerFactory: requestLoggerFactory,
    trustProxy: trustProxyOption(config.trustProxy),
    // Issue 28: a client trickling its headers or body (a byte every few seconds) is answered 408
    // and closed once REQUEST_TIMEOUT_MS has passed since the request began; Fastify's default is
    // none. Node checks that limit every connectionsCheckingInterval (30 s by default, too coarse
    // for a 30 s limit), and the headers get no longer than the whole request
    // (https://nodejs.org/api/http.html#httpcreateserveroptions-requestlistener).
    requestTimeout: config.requestTimeoutMs,
    http: requestTimeoutOptions(config.requestTimeoutMs),
    // The router's and Node's own refusals answer the { code, msg, data } envelope too.
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The first onRequest hook: every answer carries the id, even one a later hook gives early.
  await app.register(requestIdPlugin);

  const database = await createDb(
    config,
    app.log,
    opts.seededImage ? { pgliteImage: opts.seededImage } : {},
  );
  try {
    // One instance at a time seeds or syncs (a per-schema advisory lock): instances started together
    // on an empty database would otherwise race on the same unique rows (decision 0012).
    await database.startupExclusive(async () => {
      if (!config.demoFeatures) await refuseDemoData(database.db, tenants);
      // The brands' games come from their files at every start, demo or not.
      // (A seeded test image already holds both.)
      if (!config.seedDemo) await syncTenantGames(database.db, tenants);
      else if (!opts.seededImage) await demo?.seed(database.db, tenants);
    });
  } catch (err) {
    await database.close();
    throw err;
  }
  // Each plugin and module names what must come before it (plugins/plugin-meta.ts): an order that
  // breaks one fails here, at boot, naming the missing plugin (decision 0017).
  await app.register(dbPlugin, { database });
  await app.register(catalogBusPlugin, { config });
  await app.register(wakeBusPlugin, { config });
  await app.register(clockPlugin, opts.now ? { now: opts.now } : {});
  await app.register(metricsPlugin, config);
  await app.register(envelopePlugin);
  await app.register(securityHeadersPlugin, { tenants, config });
  await app.register(tenancyPlugin, {
    tenants,
    port: config.port,
    console: {
      hosts: config.consoleHosts,
      serve: consoleAppServer(config.consoleDistDir, config.webDistDir),
    },
  });
  await app.register(corsPlugin, { tenants, config });
  await app.register(authPlugin);
  await app.register(consoleAuthPlugin, { hosts: config.consoleHosts });
  await app.register(gameGatewayPlugin, {
    // A game with a game_gateways row is served by its publisher's server over HTTP; any other
    // keeps the demo game (demo shops only) or answers "game unavailable".
    gateway: createRoutingGameGateway({
      db: database.db,
      openSecret: createSecretBox(config.secretsKey).open,
      clearOn: app.catalogBus,
      fallback: demo ? demo.gameGateway(database.db) : createUnconfiguredGameGateway(),
    }),
  });
  await app.register(ordersPlugin, { config, tenants });
  await app.register(paymentProvidersPlugin, {
    config,
    tenants,
    issueCredit: issueMakeGoodCredit,
    ...(opts.paymentTransport ? { transport: opts.paymentTransport(app) } : {}),
    ...(demo ? { emulatorAccounts: demo.emulatorAccounts } : {}),
  });
  await app.register(compressPlugin);
  await app.register(rateLimitPlugin, config);
  await app.register(openApiPlugin);

  await app.register(healthRoutes);
  await app.register(bootRoutes, {
    errorReportUrl: config.publicErrorReportUrl,
    port: config.port,
  });
  await app.register(configRoutes);
  await app.register(catalogRoutes);
  if (demo) await demo.registerGameRoutes(app);
  await app.register(methodsRoutes);
  await app.register(paymentsRoutes, { config, tenants });
  await app.register(playerIdRoutes, { config });
  const identity = buildIdentity(
    config,
    tenants,
    opts.identityTransport?.(app) ?? createHttpTransport(),
    app.clock.now,
  );
  await app.register(accountsRoutes, {
    identity,
    port: config.port,
    onNewPlayer: demo?.newPlayer(database.db),
  });
  await app.register(vipRoutes);
  await app.register(activityRoutes);
  await app.register(dailyRewardRoutes);
  await app.register(offersRoutes);
  await app.register(promotionRoutes);
  await app.register(couponsRoutes);
  await app.register(limitsRoutes);
  await app.register(spendingCapsRoutes);
  await app.register(replenishRoutes, {
    config,
    tenants,
    payWays: createPayWaysForAmount(database.db),
  });
  await app.register(accountBlocksModule, { config, tenants });
  await app.register(gameGatewaysRoutes, { config, tenants });
  await app.register(cardsRoutes);
  await app.register(giftCardsRoutes);
  await app.register(thirdGiftsRoutes);
  await app.register(trackingRoutes, { config, tenants, ...opts.tracking });
  await app.register(clientErrorsRoutes, { config, tenants });
  // The publisher console's API (issue 16): on CONSOLE_HOSTS only (modules/console/auth-plugin.ts).
  await app.register(consoleSessionRoutes);
  await app.register(consoleOrdersRoutes, { tenants });
  await app.register(consoleBrandRoutes, { tenants });
  await app.register(consoleGoodsRoutes, { tenants });
  await app.register(consoleMethodRoutes, { tenants });
  await app.register(consoleEventRoutes, { tenants });
  await app.register(consoleDailyRoutes, { tenants });
  await app.register(consoleOfferRoutes, { tenants });
  await app.register(consolePromotionRoutes, { tenants });
  await app.register(consoleKeyArtRoutes, { tenants, imageOrigins: config.cspImgSrc });
  await app.register(consoleVipRoutes, { tenants });
  await app.register(consoleGiftRoutes, { tenants });
  await app.register(consoleCardBatchRoutes, { tenants });
  await app.register(consoleCardListRoutes, { tenants });
  await app.register(consoleGiftCodeRoutes, { tenants });
  await app.register(consoleAccountBlockRoutes, { tenants, config });
  await app.register(consoleReconciliationRoutes, { tenants });
  await app.register(consoleStaffRoutes);
  await app.register(consoleTokenRoutes, { ttlDays: config.consoleTokenTtlDays });
  await app.register(consoleAuditRoutes);
  await app.register(consoleGameGatewaysRoutes, { config, tenants });
  await app.register(consoleDashboardRoutes, { tenants });
  await app.register(mediaRoutes, { config });
  // The sandbox gateway, the emulators and the demo identity provider; production answers for
  // their paths as absent (a GET would otherwise fall through to the shop page).
  if (demo) await demo.registerRoutes(app, { tenants, identityMaster: identity.master });
  else {
    await app.register(sandboxAbsentRoutes);
    await app.register(demoIdpAbsent);
  }
  await app.register(webAppPlugin, {
    distDir: config.webDistDir,
    firstScreenBudgetMs: config.firstScreenBudgetMs,
    firstScreenQueue: config.firstScreenQueue,
    errorReportUrl: config.publicErrorReportUrl,
    port: config.port,
  });
  return app;
}
