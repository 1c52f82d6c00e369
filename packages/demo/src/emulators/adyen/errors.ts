import type { FastifyReply } from 'fastify';

// Adyen's error answer (ServiceError: status, errorCode, message, errorType, pspReference), the
// shape the protocol module reads (messages.ts serviceError). Codes from
// https://docs.adyen.com/development-resources/error-codes and
// https://docs.adyen.com/development-resources/response-handling; the emulator uses only a few.
export type AdyenError = { status: number; errorCode: string; message: string; errorType: string };

export const errors = {
  // 401 for a missing or unknown API key ("HTTP Status Response - Unauthorized").
  unauthorized: {
    status: 401,
    errorCode: '000',
    message: 'HTTP Status Response - Unauthorized',
    errorType: 'security',
  },
  // 403 901 when the key's company has no such merchant account.
  invalidMerchant: {
    status: 403,
    errorCode: '901',
    message: 'Invalid Merchant Account',
    errorType: 'security',
  },
  // Client-side calls with a client key that is not the account's (UNCONFIRMED wording).
  invalidClientKey: {
    status: 401,
    errorCode: '000',
    message: 'Invalid client key',
    errorType: 'security',
  },
  notFound: {
    status: 422,
    errorCode: '000',
    message: 'Session not found',
    errorType: 'validation',
  },
  // 422 704: the idempotency key was used for a different request (UNCONFIRMED code).
  idempotencyConflict: {
    status: 422,
    errorCode: '704',
    message: 'request already processed or in progress',
    errorType: 'validation',
  },
  // 422 167 "Original pspReference required for this operation" covers an unknown payment.
  unknownPayment: {
    status: 422,
    errorCode: '167',
    message: 'Original pspReference required for this operation',
    errorType: 'validation',
  },
  // A refund of a payment that is not authorised, or of more than is left (UNCONFIRMED codes).
  notRefundable: {
    status: 422,
    errorCode: '907',
    message: 'Payment details are not supported',
    errorType: 'validation',
  },
  tooMuch: {
    status: 422,
    errorCode: '137',
    message: 'Invalid amount specified',
    errorType: 'validation',
  },
} satisfies Record<string, AdyenError>;

/** 422 130 "Required field … is not provided" and its kin: a request that does not validate. */
export const invalid = (message: string): AdyenError => ({
  status: 422,
  errorCode: '130',
  message,
  errorType: 'validation',
});

export function sendError(reply: FastifyReply, error: AdyenError) {
  return reply.code(error.status).header('cache-control', 'no-store').send(error);
}

/** The request body as JSON, or undefined (bodies arrive as raw strings in the emulators). */
export function jsonBody(body: unknown): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}
