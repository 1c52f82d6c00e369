import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { ResultCode } from '@topup/contracts/result-codes';
import type { Config } from '../config.ts';
import { serverMessage } from '../i18n/server-messages.ts';
import { AppError } from './app-error.ts';
import { namedLimit } from './limit-names.ts';
import { sharedPlugin } from './plugin-meta.ts';
import { createFallbackStore, createMemoryStore } from './rate-limit-store.ts';

function becomesReady(redis: Redis, ms: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Registered with global:false: a route opts in with `config: { rateLimit: { max, timeWindow } }`.
 * With REDIS_URL the counters are shared by every instance; otherwise they live in memory. While
 * Redis is unreachable or stalled every limit counts in this process's memory instead: none fails
 * open, none waits longer than the command timeout (docs/decisions/0009-dependency-faults.md).
 *
 * Before the route modules (they depend on it): @fastify/rate-limit reads each route's config in an
 * onRoute hook, so a route added earlier would have no limit at all.
 */
export const rateLimitPlugin = sharedPlugin(
  'rate-limit',
  [],
  async (
    app,
    opts: Pick<Config, 'redisUrl'> &
      Partial<Pick<Config, 'redisCommandTimeoutMs' | 'redisConnectTimeoutMs'>>,
  ) => {
    let redis: Redis | undefined;
    if (opts.redisUrl) {
      const { Redis: RedisClient } = await import('ioredis');
      // Fail fast instead of queueing: a slow or absent Redis must not hold requests.
      redis = new RedisClient(opts.redisUrl, {
        connectTimeout: opts.redisConnectTimeoutMs ?? 1_000,
        commandTimeout: opts.redisCommandTimeoutMs ?? 500,
        // A command caught by a dropped connection fails at once (the memory count takes over)
        // instead of being retried on the next connection.
        maxRetriesPerRequest: 0,
        enableOfflineQueue: false,
        keepAlive: 10_000,
      });
      // ioredis retries forever; one warning per outage is enough.
      let down = false;
      redis.on('error', (err) => {
        if (!down) app.log.warn({ err }, 'rate-limit store unreachable');
        down = true;
      });
      redis.on('ready', () => {
        down = false;
      });
      // Until "ready" the counts stay in memory; waiting a bit lets a normal start share them.
      if (!(await becomesReady(redis, 2_000))) {
        app.log.warn('rate-limit store not reachable yet; counting in memory until it connects');
      }
      app.addHook('onClose', async () => {
        // QUIT waits for an answer a stalled Redis never sends (the command timeout ends it).
        await redis?.quit().catch(() => redis?.disconnect());
      });
    }
    await app.register(rateLimit, {
      global: false,
      store: redis ? createFallbackStore(redis, app.log) : createMemoryStore(),
      ...(redis ? { skipOnError: false } : {}),
      errorResponseBuilder: rateLimitError(),
    });
  },
);

/**
 * The -429 a limit of this plugin answers, named for the metrics: `name`, or the route's pattern
 * (`route:/util/login/auth`) for the limits routes declare in their config.
 */
export function rateLimitError(name?: string) {
  return (request: FastifyRequest, context: { ttl: number; statusCode: number }) =>
    namedLimit(
      new AppError(
        ResultCode.RateLimited,
        serverMessage('request.tooMany', { seconds: Math.ceil(context.ttl / 1000) }),
        context.statusCode,
      ),
      name ?? `route:${request.routeOptions.url ?? 'unknown'}`,
    );
}
