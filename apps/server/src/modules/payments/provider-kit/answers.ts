import type { CreatedPayment, NotificationAnswer, PaymentRequest } from './protocol.ts';

/**
 * The answer of providers that read only the status of a notification's answer (PayPal,
 * Airwallex): an empty 200 on acceptance, 400 for a refused delivery, 503 to have it again later.
 */
export function emptyBodyAnswer(outcome: 'accepted' | 'rejected' | 'retry'): NotificationAnswer {
  if (outcome === 'accepted') return { status: 200, body: '' };
  return { status: outcome === 'retry' ? 503 : 400, body: '' };
}

/** A create refused before any call: the provider cannot carry this amount in this currency. */
export function amountRefused(provider: string, request: PaymentRequest): CreatedPayment {
  return {
    ok: false,
    error: `${provider} cannot take ${request.amountMinor} minor units of ${request.currency}`,
    retryable: false,
  };
}
