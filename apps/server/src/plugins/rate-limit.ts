import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { ResultCode } from '@topup/contracts/result-codes';
import { serverMessage } from '../i18n/server-messages.ts';
import { AppError } from './app-error.ts';

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
 * With REDIS_URL the counters are shared by every instance; otherwise they live in memory.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  opts: { redisUrl: string | undefined },
): Promise<void> {
  let redis: Redis | undefined;
  if (opts.redisUrl) {
    const { Redis: RedisClient } = await import('ioredis');
    // Fail fast instead of queueing: a slow Redis must not hold requests (skipOnError lets them by).
    redis = new RedisClient(opts.redisUrl, {
      connectTimeout: 500,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
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
    // Without the offline queue, commands before "ready" fail (and skip the limit): wait a bit.
    if (!(await becomesReady(redis, 2_000))) {
      app.log.warn('rate-limit store not reachable yet; limits apply once it connects');
    }
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'topup-rl-', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError(
        ResultCode.RateLimited,
        serverMessage('request.tooMany', { seconds: Math.ceil(context.ttl / 1000) }),
        context.statusCode,
      ),
  });
}
