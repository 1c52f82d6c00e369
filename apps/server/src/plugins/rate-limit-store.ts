import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
type Log = { warn(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void };

// Fixed window, as @fastify/rate-limit's own Redis store counts: INCR, and the window's expiry set
// by the request that opened it.
const incrLua = `
local current = redis.call('INCR', KEYS[1])
local ttl = tonumber(ARGV[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ttl)
else
  ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[1])
    ttl = tonumber(ARGV[1])
  end
end
return {current, ttl}
`;

type RedisWithLimit = Redis & {
  topupRateLimit(key: string, windowMs: number): Promise<[number, number]>;
};

/** Per-process fixed-window counters: the fallback while Redis is unreachable. */
class MemoryCounters {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  incr(key: string, windowMs: number, now = Date.now()): Counted {
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.windows.size > 10_000) this.prune(now);
      entry = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    return { current: entry.count, ttl: entry.resetAt - now };
  }

  private prune(now: number) {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}

/**
 * Counts in this process's memory only (no REDIS_URL). @fastify/rate-limit's own LocalStore hands
 * every request of a key the one object it keeps incrementing and the plugin reads it after an
 * await, so a burst of concurrent requests above the limit was refused as a whole, the first
 * `max` of them too; these counters answer each request its own count (issue 28, item 10).
 */
export function createMemoryStore() {
  const memory = new MemoryCounters();

  class MemoryStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'topup-rl-',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      callback(null, memory.incr(this.prefix + key, timeWindow));
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new MemoryStore(routeOptions, `${this.prefix}${routePrefix(routeOptions)}`);
    }
  }
  return MemoryStore;
}

/** The plugin hands the merged route options; routeInfo names the route (each counts alone). */
function routePrefix(routeOptions: unknown): string {
  const info = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
  return `${String(info?.method ?? '')}${String(info?.url ?? '')}-`;
}

type Shared = {
  redis: RedisWithLimit;
  memory: MemoryCounters;
  log: Log;
  breakerMs: number;
  /** While Redis failed recently every count stays in memory, so a stall costs one timeout. */
  downUntil: number;
  down: boolean;
};

/**
 * Counts in Redis (shared by every instance) and, when Redis refuses, drops or stalls past its
 * command timeout, in this process's memory instead: the limit still holds, per instance, rather
 * than failing open (docs/decisions/0009-dependency-faults.md). After a failure Redis is left
 * alone for breakerMs, then tried again.
 */
export function createFallbackStore(redis: Redis, log: Log, breakerMs = 2_000) {
  if (!('topupRateLimit' in redis)) {
    redis.defineCommand('topupRateLimit', { numberOfKeys: 1, lua: incrLua });
  }
  const shared: Shared = {
    redis: redis as RedisWithLimit,
    memory: new MemoryCounters(),
    log,
    breakerMs,
    downUntil: 0,
    down: false,
  };

  class FallbackStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'topup-rl-',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const fullKey = this.prefix + key;
      void count(shared, fullKey, timeWindow).then((result) => callback(null, result));
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new FallbackStore(routeOptions, `${this.prefix}${routePrefix(routeOptions)}`);
    }
  }
  return FallbackStore;
}

async function count(shared: Shared, key: string, windowMs: number): Promise<Counted> {
  const now = Date.now();
  if (shared.redis.status === 'ready' && now >= shared.downUntil) {
    try {
      const [current, ttl] = await shared.redis.topupRateLimit(key, windowMs);
      if (shared.down) {
        shared.down = false;
        shared.log.info({}, 'rate-limit store reachable again: counting in Redis');
      }
      return { current, ttl };
    } catch (err) {
      shared.downUntil = Date.now() + shared.breakerMs;
      if (!shared.down) {
        shared.log.warn({ err }, 'rate-limit store failed: counting in memory meanwhile');
      }
      shared.down = true;
    }
  }
  return shared.memory.incr(key, windowMs);
}
