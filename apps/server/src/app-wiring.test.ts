import Fastify, { type FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenants } from '@topup/tenants/all-tenants';
import { loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { gameGatewayPlugin } from './games/game-gateway.ts';
import { createUnconfiguredGameGateway } from './games/unconfigured-game-gateway.ts';
import { cardsRoutes } from './modules/cards/routes.ts';
import { ordersPlugin } from './modules/orders/register.ts';
import { authPlugin } from './plugins/auth.ts';
import { clockPlugin } from './plugins/clock.ts';
import { compressPlugin } from './plugins/compress.ts';
import { corsPlugin } from './plugins/cors.ts';
import { dbPlugin } from './plugins/db.ts';
import { envelopePlugin } from './plugins/envelope.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { requestIdPlugin } from './plugins/request-id.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { tenancyPlugin } from './plugins/tenancy.ts';
import { createTestApp, type TestApp } from './test/create-test-app.ts';

// Decision 0017: each plugin and route module names what must be registered before it, so a wrong
// order fails at boot with fastify's own message instead of booting a subtly broken app.

const tenants = loadTenants();
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: ':memory:' });

type Step = [FastifyPluginAsync<never>, object?];

/** A bare instance with the steps registered in this order, booted. */
async function boot(steps: Step[]): Promise<Error | null> {
  const app = Fastify({ logger: false });
  for (const [plugin, opts] of steps) {
    app.register(plugin as FastifyPluginAsync, opts ?? {});
  }
  try {
    await app.ready();
    return null;
  } catch (err) {
    return err as Error;
  } finally {
    await app.close().catch(() => {});
  }
}

const headers: Step = [securityHeadersPlugin, { tenants, config }];
const tenancy: Step = [tenancyPlugin, { tenants, port: config.port }];
const cors: Step = [corsPlugin, { tenants, config }];
const requestId: Step = [requestIdPlugin];
/** Everything a route module sits behind, in the order app.ts registers it. */
const pipeline: Step[] = [
  requestId,
  [envelopePlugin],
  headers,
  tenancy,
  cors,
  [compressPlugin],
  [rateLimitPlugin, { redisUrl: undefined }],
  [openApiPlugin],
];

describe('a wrong registration order fails at ready()', () => {
  it('cors before tenancy', async () => {
    const err = await boot([requestId, headers, cors, tenancy]);
    expect(err).toMatchObject({ code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED' });
    expect(err?.message).toBe("The dependency 'tenancy' of plugin 'cors' is not registered");
  });

  it('tenancy before the security headers (its pages would go without them)', async () => {
    const err = await boot([requestId, tenancy, headers]);
    expect(err?.message).toBe(
      "The dependency 'security-headers' of plugin 'tenancy' is not registered",
    );
  });

  it('orders before the database it writes to', async () => {
    const err = await boot([[clockPlugin], [ordersPlugin, {}]]);
    expect(err?.message).toBe("The dependency 'db' of plugin 'orders' is not registered");
  });

  it('a route module before the pipeline it sits behind', async () => {
    const err = await boot([[cardsRoutes], ...pipeline]);
    expect(err?.message).toBe("The dependency 'envelope' of plugin 'cards' is not registered");
  });

  it('a route module behind the pipeline but before the database and auth', async () => {
    const err = await boot([...pipeline, [clockPlugin], [authPlugin], [cardsRoutes]]);
    // auth names the database first: it loads before the module that would need both.
    expect(err?.message).toBe("The dependency 'db' of plugin 'auth' is not registered");
  });

  it('a route module behind the pipeline but without the game gateway and orders', async () => {
    const err = await boot([
      ...pipeline,
      [gameGatewayPlugin, { gateway: createUnconfiguredGameGateway() }],
      [cardsRoutes],
    ]);
    expect(err?.message).toBe("The dependency 'db' of plugin 'cards' is not registered");
  });

  it('the metrics before the clock their lag gauge reads', async () => {
    // The database decorations only; nothing here opens or queries one.
    const database = { db: {}, close: async () => {} } as unknown as Database;
    const err = await boot([[dbPlugin, { database }], [metricsPlugin, config], [clockPlugin]]);
    expect(err?.message).toBe("The dependency 'clock' of plugin 'metrics' is not registered");
  });

  it('the pipeline alone, in order, boots (the steps above fail only on the order)', async () => {
    expect(await boot(pipeline)).toBeNull();
  });
});

describe('buildApp', () => {
  let clock = new Date('2026-11-26T09:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
  });
  afterAll(() => t.close());

  it('boots with every plugin and route module in an order their dependencies accept', async () => {
    await t.app.ready();
    for (const name of ['db', 'clock', 'metrics', 'tenancy', 'cors', 'auth', 'orders']) {
      expect(t.app.hasPlugin(name), name).toBe(true);
    }
    for (const name of ['payments', 'accounts', 'cards', 'sandbox-gateway', 'web-app']) {
      expect(t.app.hasPlugin(name), name).toBe(true);
    }
  });

  it('has one clock, the one BuildOptions.now gave, followed when the test moves it', async () => {
    expect(t.app.clock.now()).toEqual(new Date('2026-11-26T09:00:00Z'));
    clock = new Date('2027-01-01T00:00:00Z');
    const now = t.app.clock.now;
    // Passed on as a bare function (as modules hand it to their services), it still reads it.
    expect(now()).toEqual(new Date('2027-01-01T00:00:00Z'));
  });
});
