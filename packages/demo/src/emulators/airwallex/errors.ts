// Airwallex's error answers: an HTTP status and { code, message, source }
// (https://www.airwallex.com/docs/api/errors; codes from the payments error list,
// https://www.airwallex.com/docs/payments__error-response-codes). Messages are "subject to
// change" there, so only the codes matter to a client.

export type AirwallexError = { status: number; code: string; message: string };

export const airwallexErrors = {
  // UNCONFIRMED: the login's code for a wrong client id or API key; 401 is documented.
  credentials: {
    status: 401,
    code: 'credentials_invalid',
    message: 'Invalid client id or api key',
  },
  unauthorized: {
    status: 401,
    code: 'unauthorized',
    message: 'Access denied, authentication failed',
  },
  validation: (message: string): AirwallexError => ({
    status: 400,
    code: 'validation_error',
    message,
  }),
  notFound: (what: string): AirwallexError => ({
    status: 404,
    code: 'resource_not_found',
    message: `The requested ${what} does not exist`,
  }),
  duplicate: {
    status: 400,
    code: 'duplicate_request',
    message: 'The request_id has been used with a different request',
  },
  // UNCONFIRMED: the codes of a refund of an unpaid intent and of more than is left.
  notRefundable: {
    status: 400,
    code: 'invalid_status_for_operation',
    message: 'The PaymentIntent has not succeeded and cannot be refunded',
  },
  tooMuch: {
    status: 400,
    code: 'validation_error',
    message: 'amount exceeds the refundable amount of the PaymentIntent',
  },
} as const;
