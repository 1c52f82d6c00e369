import { toXsollaAmount } from '@topup/server/modules/payments/providers/xsolla/amounts';
import type { XsollaCredentials } from '@topup/server/modules/payments/providers/xsolla/credentials';
import { xsollaAuthorizationHeader } from '@topup/server/modules/payments/providers/xsolla/signature';
import type { OutgoingNotification } from '../kit/emulator.ts';
import type { EmulatorPayment } from '../kit/store.ts';

// The webhooks Xsolla sends the project's webhook URL, in their documented shapes
// (https://developers.xsolla.com/webhooks/operation/user-validation/, .../payment/, .../refund/,
// .../partial-refund/, .../dispute/), signed `Authorization: Signature sha1(body + secret key)`
// (https://developers.xsolla.com/webhooks/overview/, the same rule the protocol module checks).

/** What the emulator keeps of a token request (emulator_payments.data). */
export type XsollaPaymentData = {
  token: string;
  user: { id: string; email?: string; country?: string };
  /** settings.mode "sandbox": a test transaction (dry_run 1 in the webhooks). */
  sandbox: boolean;
};

export const xsollaData = (payment: EmulatorPayment) =>
  payment.data as unknown as XsollaPaymentData;

/**
 * Refund codes of the refund webhook (https://developers.xsolla.com/webhooks/operation/refund/,
 * "Refund codes"): 1 cancellation from Publisher Account (the console), 10 by the game's request
 * (the merchant API), 2 chargeback.
 */
export const REFUND_CODES = {
  console: { code: 1, reason: 'Cancellation by the user request / the game request' },
  merchant: { code: 10, reason: 'Cancellation by the game request' },
  chargeback: { code: 2, reason: 'Chargeback' },
} as const;

/**
 * Refunds the merchant asked for through the refund API carry this id prefix, so their webhook
 * says "by the game's request" (10) rather than "from Publisher Account" (1, the console).
 */
export const MERCHANT_REFUND_PREFIX = 'XR';

/** Xsolla's date-time form (`2014-09-24T20:38:16+04:00`), in UTC. */
export const xsollaTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, '+00:00');

const money = (amountMinor: number, currency: string) => ({
  currency,
  amount: toXsollaAmount(amountMinor, currency),
});

function settingsOf(credentials: XsollaCredentials) {
  return { project_id: Number(credentials.projectId), merchant_id: Number(credentials.merchantId) };
}

function userOf(payment: EmulatorPayment) {
  const { user } = xsollaData(payment);
  return {
    id: user.id,
    ...(user.email ? { email: user.email } : {}),
    ...(user.country ? { country: user.country } : {}),
  };
}

function transactionOf(payment: EmulatorPayment) {
  return {
    id: Number(payment.id),
    external_id: payment.merchantRef,
    payment_date: xsollaTime(payment.createdAt),
    // 1380: a bank card in Xsolla's payment method list; the emulator has one way to pay.
    payment_method: 1380,
    // "1 for a test transaction, not sent for a real one".
    ...(xsollaData(payment).sandbox ? { dry_run: 1 } : {}),
    agreement: 1,
  };
}

/** purchase: the simple checkout the token set, and the total (the same: no items, no fees). */
function purchaseOf(payment: EmulatorPayment) {
  const total = money(payment.amountMinor, payment.currency);
  return { checkout: total, total };
}

function paymentDetailsOf(payment: EmulatorPayment) {
  const zero = money(0, payment.currency);
  return {
    payment: money(payment.amountMinor, payment.currency),
    vat: zero,
    payout_currency_rate: 1,
    payout: money(payment.amountMinor, payment.currency),
    xsolla_fee: zero,
    payment_method_fee: zero,
  };
}

/** One webhook request: the JSON exactly as signed. */
export function signed(url: string, body: object, webhookSecret: string): OutgoingNotification {
  const raw = JSON.stringify(body);
  return {
    url,
    headers: {
      'content-type': 'application/json',
      authorization: xsollaAuthorizationHeader(raw, webhookSecret),
    },
    body: raw,
  };
}

export function userValidationBody(payment: EmulatorPayment, credentials: XsollaCredentials) {
  return {
    notification_type: 'user_validation',
    settings: settingsOf(credentials),
    user: userOf(payment),
  };
}

export function paymentBody(payment: EmulatorPayment, credentials: XsollaCredentials) {
  return {
    notification_type: 'payment',
    settings: settingsOf(credentials),
    purchase: purchaseOf(payment),
    user: userOf(payment),
    transaction: transactionOf(payment),
    payment_details: paymentDetailsOf(payment),
  };
}

/**
 * refund (the whole payment, or the rest of it) and partial_refund. Both carry the order's total,
 * as documented, not the part given back.
 */
export function refundBody(
  payment: EmulatorPayment,
  credentials: XsollaCredentials,
  type: 'refund' | 'partial_refund',
  why: { code: number; reason: string },
) {
  return {
    notification_type: type,
    settings: settingsOf(credentials),
    purchase: purchaseOf(payment),
    user: userOf(payment),
    transaction: transactionOf(payment),
    refund_details: { code: why.code, reason: why.reason, author: 'emulator' },
    payment_details: paymentDetailsOf(payment),
  };
}

/** A chargeback opened: the dispute webhook ("action": "adding", a new chargeback dispute). */
export function disputeBody(payment: EmulatorPayment, credentials: XsollaCredentials, at: Date) {
  const { user } = xsollaData(payment);
  return {
    notification_type: 'dispute',
    action: 'adding',
    transaction: {
      id: Number(payment.id),
      external_id: payment.merchantRef,
      date_create: xsollaTime(payment.createdAt),
      total: money(payment.amountMinor, payment.currency),
      payment_method: 'credit_debit_card',
    },
    settings: settingsOf(credentials),
    user: {
      id: user.id,
      ...(user.email ? { email: user.email } : {}),
      ...(user.country ? { country_code: user.country } : {}),
    },
    dispute: {
      incoming_date: xsollaTime(at),
      reason: 'fraud',
      type: 'chargeback',
      status: 'new',
    },
  };
}
