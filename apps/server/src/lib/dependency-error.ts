/**
 * Recognises failures that mean "a dependency is down or stalled", not "this request is wrong" or
 * "our code is broken": the envelope answers those 503 + Retry-After (docs/decisions/0009), so
 * clients and load balancers retry instead of reporting a bug.
 */

/** Seconds a client is told to wait before retrying while a dependency is unavailable. */
export const dependencyRetryAfterSeconds = 5;

// Socket-level failures: the database or Redis refused, dropped or never answered the connection.
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// PostgreSQL SQLSTATEs of an unavailable server (class 08 is matched as a prefix below).
const pgCodes = new Set([
  '57014', // query_canceled: statement_timeout
  '57P01', // admin_shutdown: restart, failover
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '53300', // too_many_connections
]);

// What node-postgres, pg-pool and ioredis say when the connection is gone or stalled; they carry
// no code, so their (stable) messages are all there is.
const messages = [
  /^Connection terminated/, // pg: socket closed, or connectionTimeoutMillis hit while connecting
  /^Query read timeout$/, // pg: query_timeout
  /^timeout exceeded when trying to connect$/, // pg-pool: no free connection in time
  /is not queryable$/, // pg: a client whose connection already failed
  /^Command timed out$/, // ioredis: commandTimeout
  /^Stream isn't writeable/, // ioredis: offline, no offline queue
  /^Connection is closed\.?$/, // ioredis
  /^Reached the max retries per request limit/, // ioredis: MaxRetriesPerRequestError
];

function matchesItself(err: object): boolean {
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (networkCodes.has(code) || pgCodes.has(code) || code.startsWith('08')) return true;
  }
  return typeof message === 'string' && messages.some((re) => re.test(message));
}

/**
 * True when err, or an error it wraps (drizzle's DrizzleQueryError keeps the driver's error as
 * cause; a dual-stack connect fails with an AggregateError), says the database or Redis is
 * unreachable, stalled or restarting.
 */
export function isDependencyUnavailable(err: unknown, depth = 0): boolean {
  if (depth > 5 || typeof err !== 'object' || err === null) return false;
  if (matchesItself(err)) return true;
  const { cause, errors } = err as { cause?: unknown; errors?: unknown };
  if (isDependencyUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((e) => isDependencyUnavailable(e, depth + 1));
}
