import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { markRequestLogger, runInRequest } from '../lib/log-context.ts';
import { sharedPlugin } from './plugin-meta.ts';

export const requestIdHeader = 'x-request-id';

// What a load balancer or a client may hand us: a UUID, a ULID, nginx's $request_id, a trace id.
// Anything longer or with other characters (spaces, quotes, newlines, a log-injection attempt)
// is replaced, not trusted, because the id lands in every log line and in an answer header.
const acceptable = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: the caller's x-request-id when it is sane, else a fresh UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const sent = req.headers[requestIdHeader];
  return typeof sent === 'string' && acceptable.test(sent) ? sent : randomUUID();
}

/** Fastify's `childLoggerFactory`: the default child (reqId bound), marked for the log mixin. */
export function requestLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  opts: object,
): FastifyBaseLogger {
  // Fastify hands `{}` when the route names no logger options; pino's child() takes its fast
  // path only for no options at all, else it rebuilds the formatters for every request (issue 32).
  const own = hasKeys(opts) ? opts : undefined;
  return markRequestLogger(logger.child(bindings, own));
}

function hasKeys(value: object): boolean {
  for (const _ in value) return true;
  return false;
}

/**
 * Echoes the id on every answer (API, pages, assets, errors, 404s) and opens the async context
 * the log mixin reads. Registered before any other onRequest hook: one that answers early (unknown
 * host) stops the ones after it, so tenancy depends on this plugin.
 */
export const requestIdPlugin = sharedPlugin('request-id', [], async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(requestIdHeader, request.id);
    runInRequest(request.id, done);
  });
});
