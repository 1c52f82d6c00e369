import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { envelope, errorEnvelope, type Envelope } from '@topup/contracts/envelope';
import type { Language } from '@topup/contracts/languages';
import { ResultCode } from '@topup/contracts/result-codes';
import { requestLanguage } from '../i18n/request-language.ts';
import { serverMessage } from '../i18n/server-messages.ts';
import { AppError, httpStatusFor, isAppError } from './app-error.ts';
import { dependencyRetryAfterSeconds, isDependencyUnavailable } from '../lib/dependency-error.ts';
import { assertCleanInput } from './input-hygiene.ts';
import { sharedPlugin } from './plugin-meta.ts';

export function ok<T>(data: T): Envelope<T> {
  return { code: ResultCode.Success, msg: 'ok', data };
}

/**
 * Response schemas of an API route: 200 carries either the data or a business result code
 * (SPEC §8) with data null; 4xx/5xx always carry the error envelope. Built with zod/mini like the
 * contract schemas it wraps.
 */
export function apiResponses<T extends z.core.$ZodType>(data: T) {
  return {
    200: z.union([envelope(data), errorEnvelope]),
    '4xx': errorEnvelope,
    '5xx': errorEnvelope,
  };
}

/** Sends an error envelope past the route's response schema (which may be what failed). */
export function sendError(reply: FastifyReply, status: number, code: number, msg: string) {
  return reply
    .code(status)
    .serializer((payload: unknown) => JSON.stringify(payload))
    .type('application/json; charset=utf-8')
    .send({ code, msg, data: null });
}

/**
 * 'Invalid querystring: client_id: ...': the lead is in the player's language, the detail (field
 * path and zod's wording) stays technical English, as it is for whoever reports it to support.
 */
function validationMessage(err: FastifyError, lang: Language): string {
  const where = err.validationContext ?? 'request';
  const lead = serverMessage('request.invalid', { where }).in(lang);
  if (!hasZodFastifySchemaValidationErrors(err)) return `${lead}: ${err.message}`;
  const parts = err.validation.map((issue) => {
    const field = issue.instancePath.split('/').filter(Boolean).join('.');
    return field ? `${field}: ${issue.message}` : issue.message;
  });
  return `${lead}: ${parts.join('; ')}`;
}

type Mapped = { status: number; code: number; msg: string };

function mapError(err: FastifyError | AppError, lang: Language): Mapped {
  if (isAppError(err)) {
    const msg = err.localized ? err.localized.in(lang) : err.message;
    return { status: err.statusCode, code: err.code, msg };
  }
  if ('validation' in err && err.validation) {
    return { status: 400, code: ResultCode.BadRequest, msg: validationMessage(err, lang) };
  }
  const status = err.statusCode ?? 500;
  // Fastify's own 4xx (bad JSON, body too large, unsupported media type) have safe messages.
  if (status >= 400 && status < 500) {
    const code =
      status === 404
        ? ResultCode.NotFound
        : status === 429
          ? ResultCode.RateLimited
          : status === 403
            ? ResultCode.Forbidden
            : ResultCode.BadRequest;
    return { status, code, msg: err.message };
  }
  // The database or Redis is down or stalled: nothing wrong with the request, retry it later.
  if (isDependencyUnavailable(err)) {
    const msg = serverMessage('request.unavailable').in(lang);
    return { status: 503, code: ResultCode.Unavailable, msg };
  }
  const msg = serverMessage('request.internalError').in(lang);
  return { status: 500, code: ResultCode.ServerError, msg };
}

// The language as the request came: a route's schema strips fields it does not declare (a body's
// spec_lang) before the handler throws.
const languageOf = new WeakMap<FastifyRequest, Language>();

/** Every failure becomes `{ code, msg, data: null }`; details and stacks go to the log only. */
export const envelopePlugin = sharedPlugin('envelope', [], async (app) => {
  // Synchronous (issue 32: no promise per request); a bad input goes to the error handler.
  app.addHook('preValidation', (request, _reply, done) => {
    languageOf.set(request, requestLanguage(request));
    // Before every schema and handler: NUL and lone surrogates never reach the database.
    try {
      assertCleanInput(request);
    } catch (err) {
      return done(err as Error);
    }
    done();
  });
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    const mapped = mapError(err, languageOf.get(request) ?? requestLanguage(request));
    if (mapped.status >= 500) request.log.error({ err }, 'request failed');
    else {
      // The log keeps English whatever the player reads.
      const reason = isAppError(err) ? err.message : mapped.msg;
      request.log.info({ code: mapped.code, reason }, 'request rejected');
    }
    if (mapped.status === 503) reply.header('retry-after', String(dependencyRetryAfterSeconds));
    return sendError(reply, mapped.status, mapped.code, mapped.msg);
  });
});

export function notFound(path: string): AppError {
  return new AppError(
    ResultCode.NotFound,
    `Not found: ${path}`,
    httpStatusFor(ResultCode.NotFound),
  );
}
