import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode } from '@topup/contracts/result-codes';
import { requestLanguage } from '../i18n/request-language.ts';
import { serverMessage } from '../i18n/server-messages.ts';
import { sendError } from './envelope.ts';
import { requestIdHeader } from './request-id.ts';
import { setFallbackSecurityHeaders } from './security-headers.ts';

// Failures Fastify and Node answer before any route, hook or error handler runs. Left to their
// defaults they answer { error, message, statusCode }; these answer the { code, msg, data } envelope.

const frameworkStatus: Record<string, number> = {
  FST_ERR_BAD_URL: 400,
  FST_ERR_MAX_PARAM_LENGTH: 414,
};

/** Fastify's `frameworkErrors` option: a URL the router cannot decode, a path param too long. */
export function frameworkErrors(
  err: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = Object.hasOwn(frameworkStatus, err.code) ? frameworkStatus[err.code]! : 400;
  // The URL is what failed: only the headers can tell the language.
  const lang = requestLanguage({ headers: request.headers });
  const msg = `${serverMessage('request.invalid', { where: 'URL' }).in(lang)}: ${err.message}`;
  request.log.info({ code: err.code }, 'request rejected by the router');
  // Answered before any onRequest hook: the request-id hook has not echoed the id yet.
  reply.header(requestIdHeader, request.id);
  setFallbackSecurityHeaders(reply);
  void sendError(reply, status, ResultCode.BadRequest, msg);
}

function clientErrorAnswer(code: string | undefined): {
  status: number;
  text: string;
  msg: string;
} {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431,
      text: 'Request Header Fields Too Large',
      msg: 'Request headers (or URL) too large',
    };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, text: 'Request Timeout', msg: 'Request timed out' };
  }
  return { status: 400, text: 'Bad Request', msg: 'Malformed HTTP request' };
}

/**
 * Fastify's `clientErrorHandler` option (Node's 'clientError'): a request Node's parser refused
 * (headers or URL beyond maxHeaderSize, a malformed request line). There is no request to read a
 * language from, so the message is English; the raw response carries the envelope.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, text, msg } = clientErrorAnswer(err.code);
  const body = JSON.stringify({ code: ResultCode.BadRequest, msg, data: null });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${text}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
