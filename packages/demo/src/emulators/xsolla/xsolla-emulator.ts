import { randomBytes, randomInt } from 'node:crypto';
import type { XsollaCredentials } from '@topup/server/modules/payments/providers/xsolla/credentials';
import { parseJson } from '@topup/server/modules/payments/providers/xsolla/responses';
import type { OutgoingNotification, ProviderEmulator } from '../kit/emulator.ts';
import { transactionId, xsollaRoutes } from './routes.ts';
import {
  disputeBody,
  MERCHANT_REFUND_PREFIX,
  paymentBody,
  REFUND_CODES,
  refundBody,
  signed,
  userValidationBody,
  xsollaData,
} from './webhooks.ts';

// Xsolla Pay Station, emulated (issue 14): the token API, the Pay Station page, the webhooks
// signed with the project's secret key, Find transactions and the refund API, in Xsolla's wire
// form (https://developers.xsolla.com/api/pay-station/, https://developers.xsolla.com/webhooks/).

/**
 * Xsolla's webhook answers (https://developers.xsolla.com/webhooks/overview/, "Responses"): 204
 * (200 and 201 are accepted too) means processed; anything else is sent again.
 */
const acknowledged = (status: number) => status === 200 || status === 201 || status === 204;

/** The error code of Xsolla's webhook error body (`{"error":{"code","message"}}`), if any. */
function errorCode(body: string): string | undefined {
  const parsed = parseJson(body) as { error?: { code?: unknown } } | undefined;
  const code = parsed?.error?.code;
  return typeof code === 'string' ? code : undefined;
}

export const xsollaEmulator: ProviderEmulator<XsollaCredentials> = {
  key: 'xsolla',
  name: 'Xsolla Pay Station',

  generateCredentials: () => ({
    merchantId: String(randomInt(100_000, 1_000_000)),
    projectId: String(randomInt(100_000, 1_000_000)),
    apiKey: randomBytes(24).toString('base64url'),
    webhookSecret: randomBytes(16).toString('hex'),
  }),

  routes: xsollaRoutes,
  newPaymentId: transactionId,

  notifications(payment, event, { credentials }): OutgoingNotification[] {
    const url = payment.notifyUrl;
    if (!url) return [];
    const send = (body: object) => signed(url, body, credentials.webhookSecret);
    switch (event.type) {
      case 'status':
        // Only a completed payment has a webhook; a declined or abandoned one is only seen in
        // Find transactions (status error), which the store asks when the player re-checks.
        return event.status === 'succeeded' ? [send(paymentBody(payment, credentials))] : [];
      case 'refund': {
        const why = event.refundId.startsWith(MERCHANT_REFUND_PREFIX)
          ? REFUND_CODES.merchant
          : REFUND_CODES.console;
        const type = event.full ? 'refund' : 'partial_refund';
        return [send(refundBody(payment, credentials, type, why))];
      }
      case 'chargeback':
        // The dispute opens, then the money goes back (refund with code 2, "Chargeback").
        return [
          send(disputeBody(payment, credentials, payment.updatedAt)),
          send(refundBody(payment, credentials, 'refund', REFUND_CODES.chargeback)),
        ];
    }
  },

  acknowledged: (response) => acknowledged(response.status),
  // "Xsolla resends failed webhooks until your listener receives them. Webhook resends are sent
  // within 12 hours after the previous one until your listener confirms receiving. The maximum
  // number of retries is 12." (https://developers.xsolla.com/webhooks/overview/): any other answer,
  // a 422 INCORRECT_AMOUNT or INCORRECT_INVOICE included, is a failed delivery, sent again, and
  // after the first and 12 retries Xsolla stops. The emulator's pace is the kit's, not 12 hours.
  maxDeliveries: 13,

  /**
   * Pay Station's way back (https://developers.xsolla.com/doc/pay-station/how-to/how-to-configure-redirects/):
   * the return URL with user_id, foreigninvoice (our external_id), invoice_id (the transaction)
   * and status done / invoice / troubled; a payer who left without paying gets an empty invoice_id.
   */
  returnStep(payment) {
    if (!payment.returnUrl) return null;
    const url = new URL(payment.returnUrl);
    url.searchParams.set('user_id', xsollaData(payment).user.id);
    const status = { succeeded: 'done', pending: 'invoice', failed: 'troubled' }[
      payment.status as 'succeeded' | 'pending' | 'failed'
    ];
    if (status) {
      url.searchParams.set('foreigninvoice', payment.merchantRef);
      url.searchParams.set('invoice_id', payment.id);
      url.searchParams.set('status', status);
    } else {
      url.searchParams.set('invoice_id', '');
    }
    return { kind: 'link', url: url.toString() };
  },

  /**
   * user_validation before the payment (https://developers.xsolla.com/webhooks/operation/user-validation/):
   * the game answers 204 for a player it knows, or 400 `{"error":{"code":"INVALID_USER"}}`; Pay
   * Station does not take the money then.
   */
  async beforePayerChoice(payment, { credentials }, send) {
    if (!payment.notifyUrl) return 'The game has no webhook URL: the player cannot be checked.';
    let status: number;
    let body: string;
    try {
      ({ status, body } = await send(
        signed(
          payment.notifyUrl,
          userValidationBody(payment, credentials),
          credentials.webhookSecret,
        ),
      ));
    } catch {
      return 'The game could not be reached to check the player. Try again.';
    }
    if (acknowledged(status)) return null;
    if (errorCode(body) === 'INVALID_USER') {
      return 'The game does not know this player (INVALID_USER): the payment cannot be made.';
    }
    return `The game could not check the player (HTTP ${status}). Try again.`;
  },
};
