import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';
import { isSecretParam, maskSecretPairs, stripSecretParams } from '@topup/contracts/secret-params';

export const MASK = '***';

/** The URL with the value of every secret query parameter replaced by ***, #fragment dropped. */
export function maskUrl(url: string): string {
  return stripSecretParams(url, 'mask');
}

/**
 * Free text (an error message, a stack) with secrets masked: `name=value` pairs of the secret
 * names, bearer tokens, and the parameter list drizzle appends to a failed query's message
 * (`params: 9900010001,…` would put a card number or a password hash in the error log).
 */
export function maskText(text: string): string {
  return maskSecretPairs(
    text
      .replace(/(\bparams: )[^\n]*/g, `$1${MASK}`)
      .replace(/(\bbearer\s+)[A-Za-z0-9._~+/=-]+/gi, `$1${MASK}`),
  );
}

// Error properties that carry values rather than descriptions: drizzle's bound parameters,
// PostgreSQL's detail ("Key (card_no)=(9900010001) already exists"), a request body.
const valueCarriers = new Set(['params', 'parameters', 'detail', 'body', 'payload', 'where']);

function scrubError(value: unknown, depth: number): unknown {
  if (depth > 4 || value === null || typeof value !== 'object') {
    return typeof value === 'string' ? maskText(value) : value;
  }
  if (Array.isArray(value)) return value.map((item) => scrubError(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    // An error's `code` is its kind (23505, FST_ERR_…), not a gift code.
    if (valueCarriers.has(key) || (key !== 'code' && isSecretParam(key))) out[key] = MASK;
    else out[key] = scrubError(item, depth + 1);
  }
  return out;
}

type ReqLike = Pick<FastifyRequest, 'method' | 'url' | 'host' | 'ip'> & {
  socket?: { remotePort?: number };
  routeOptions?: { url?: string };
};

/**
 * pino serializers for Fastify's logger. `req` replaces Fastify's own (which logs the raw URL,
 * token and all); `err` is pino's errWithCause (the database error under drizzle's keeps its code and
 * constraint) with the values above masked.
 */
export const logSerializers = {
  req(request: ReqLike) {
    return {
      method: request.method,
      url: maskUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
  err(err: Error) {
    return scrubError(stdSerializers.errWithCause(err), 0) as ReturnType<typeof stdSerializers.err>;
  },
};

// Fields nobody should log but a future `log.info({ body })` might: pino censors them wherever
// they sit at the top level or one level down.
const redactFields = [
  'password',
  'oauth_token',
  'token',
  'card_info',
  'card_pwd',
  'cardNo',
  'card_no',
  'replenish_id',
  // A game_gateways row's HMAC key, should a row ever reach a log line.
  'secret',
];

export const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...redactFields,
  ...redactFields.map((field) => `*.${field}`),
];
