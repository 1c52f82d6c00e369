import { createHash, randomBytes } from 'node:crypto';
import { toPaypalValue } from '@topup/server/modules/payments/providers/paypal/amounts';
import { randomId, type EmulatorPayment } from '../kit/store.ts';

// PayPal's REST resources as the emulator answers and notifies them: orders
// (https://developer.paypal.com/api/orders/v2/), captures and refunds
// (https://developer.paypal.com/api/payments/v2/), disputes
// (https://developer.paypal.com/docs/api/customer-disputes/v1/) and the webhook event envelope
// (https://developer.paypal.com/api/rest/webhooks/event-names/). The emulator's payment id is the
// order id; the capture id is kept in the payment's data.

/** What the emulator keeps of a create-order request and what followed (emulator_payments.data). */
export type PaypalOrderData = {
  /** The API base the merchant called: links in later notifications point there. */
  apiBase: string;
  /** `tenant:PayPal-Request-Id` of the create call (idempotency). */
  createKey?: string;
  referenceId?: string;
  customId?: string;
  invoiceId?: string;
  /** purchase_units[0].description: what is bought. */
  description?: string;
  cancelUrl?: string;
  /** Created with payment_source.paypal: PAYER_ACTION_REQUIRED and a payer-action link. */
  payerAction: boolean;
  captureId?: string;
  /** `tenant:PayPal-Request-Id` of the capture call that took the money. */
  captureKey?: string;
};

export const orderData = (payment: EmulatorPayment) => payment.data as unknown as PaypalOrderData;

const idAlphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** Order, capture and refund ids: 17 upper-case alphanumerics, like 5O190127TN364715T. */
export const paypalId = () => randomId('', 17, idAlphabet);

/** The payer's id on the return URL (PayerID), stable per order. */
export const payerIdOf = (orderId: string) =>
  [...createHash('sha256').update(`payer:${orderId}`).digest()]
    .slice(0, 13)
    .map((byte) => idAlphabet[byte % idAlphabet.length])
    .join('');

/** PayPal's time form: ISO 8601 in UTC without fractions. */
export const paypalTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

export const money = (amountMinor: number, currency: string) => ({
  currency_code: currency,
  value: toPaypalValue(amountMinor, currency) ?? '0',
});

/** Order statuses: https://developer.paypal.com/api/orders/v2/#definition-order_status */
function orderStatus(payment: EmulatorPayment): string {
  switch (payment.status) {
    case 'authorized':
      return 'APPROVED';
    case 'succeeded':
      return 'COMPLETED';
    case 'failed':
    case 'cancelled':
      return 'VOIDED';
    default:
      return orderData(payment).payerAction ? 'PAYER_ACTION_REQUIRED' : 'CREATED';
  }
}

/** Capture statuses: https://developer.paypal.com/api/payments/v2/#definition-capture_status */
function captureStatus(payment: EmulatorPayment): string {
  if (payment.refundedMinor <= 0) return 'COMPLETED';
  return payment.refundedMinor < payment.amountMinor ? 'PARTIALLY_REFUNDED' : 'REFUNDED';
}

const link = (href: string, rel: string, method = 'GET') => ({ href, rel, method });

export function captureResource(payment: EmulatorPayment, apiBase: string) {
  const data = orderData(payment);
  const id = data.captureId!;
  return {
    id,
    status: captureStatus(payment),
    amount: money(payment.amountMinor, payment.currency),
    final_capture: true,
    seller_protection: {
      status: 'ELIGIBLE',
      dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
    },
    seller_receivable_breakdown: {
      gross_amount: money(payment.amountMinor, payment.currency),
      paypal_fee: money(0, payment.currency),
      net_amount: money(payment.amountMinor, payment.currency),
    },
    ...(data.invoiceId ? { invoice_id: data.invoiceId } : {}),
    ...(data.customId ? { custom_id: data.customId } : {}),
    supplementary_data: { related_ids: { order_id: payment.id } },
    create_time: paypalTime(payment.updatedAt),
    update_time: paypalTime(payment.updatedAt),
    links: [
      link(`${apiBase}/v2/payments/captures/${id}`, 'self'),
      link(`${apiBase}/v2/payments/captures/${id}/refund`, 'refund', 'POST'),
      link(`${apiBase}/v2/checkout/orders/${payment.id}`, 'up'),
    ],
  };
}

/** An order in full (Prefer: return=representation), with its capture once paid. */
export function orderResource(payment: EmulatorPayment, apiBase: string) {
  const data = orderData(payment);
  const status = orderStatus(payment);
  const approved = status === 'APPROVED' || status === 'COMPLETED';
  const payer = {
    name: { given_name: 'Emulated', surname: 'Payer' },
    email_address: 'payer@paypal-emulator.example',
    payer_id: payerIdOf(payment.id),
  };
  const approval = data.payerAction ? 'payer-action' : 'approve';
  const links = [link(`${apiBase}/v2/checkout/orders/${payment.id}`, 'self')];
  if (status === 'PAYER_ACTION_REQUIRED' || status === 'CREATED') {
    links.push(link(`${apiBase}/checkoutnow?token=${payment.id}`, approval));
  }
  if (status === 'APPROVED') {
    links.push(link(`${apiBase}/v2/checkout/orders/${payment.id}/capture`, 'capture', 'POST'));
  }
  return {
    id: payment.id,
    intent: 'CAPTURE',
    status,
    payment_source: {
      paypal: approved
        ? { name: payer.name, email_address: payer.email_address, account_id: payer.payer_id }
        : {},
    },
    purchase_units: [
      {
        ...(data.referenceId ? { reference_id: data.referenceId } : {}),
        ...(data.customId ? { custom_id: data.customId } : {}),
        ...(data.invoiceId ? { invoice_id: data.invoiceId } : {}),
        ...(data.description ? { description: data.description } : {}),
        amount: money(payment.amountMinor, payment.currency),
        ...(status === 'COMPLETED' && data.captureId
          ? { payments: { captures: [captureResource(payment, apiBase)] } }
          : {}),
      },
    ],
    ...(approved ? { payer } : {}),
    create_time: paypalTime(payment.createdAt),
    update_time: paypalTime(payment.updatedAt),
    links,
  };
}

/** A refund (or a reversal: the same resource in PAYMENT.CAPTURE.REVERSED). */
export function refundResource(
  payment: EmulatorPayment,
  refund: { id: string; amountMinor: number; createdAt: Date },
  apiBase: string,
) {
  const data = orderData(payment);
  return {
    id: refund.id,
    amount: money(refund.amountMinor, payment.currency),
    seller_payable_breakdown: {
      gross_amount: money(refund.amountMinor, payment.currency),
      paypal_fee: money(0, payment.currency),
      net_amount: money(refund.amountMinor, payment.currency),
      total_refunded_amount: money(payment.refundedMinor, payment.currency),
    },
    ...(data.invoiceId ? { invoice_id: data.invoiceId } : {}),
    ...(data.customId ? { custom_id: data.customId } : {}),
    status: 'COMPLETED',
    create_time: paypalTime(refund.createdAt),
    update_time: paypalTime(refund.createdAt),
    links: [
      link(`${apiBase}/v2/payments/refunds/${refund.id}`, 'self'),
      link(`${apiBase}/v2/payments/captures/${data.captureId}`, 'up'),
    ],
  };
}

/** A chargeback dispute opened by the payer's bank against the capture. */
export function disputeResource(payment: EmulatorPayment, amountMinor: number, at: Date) {
  const data = orderData(payment);
  return {
    dispute_id: `PP-D-${randomId('', 5, '0123456789')}`,
    create_time: paypalTime(at),
    update_time: paypalTime(at),
    disputed_transactions: [
      {
        seller_transaction_id: data.captureId,
        ...(data.invoiceId ? { invoice_number: data.invoiceId } : {}),
        ...(data.customId ? { custom: data.customId } : {}),
        seller_protection_eligible: true,
      },
    ],
    reason: 'UNAUTHORISED',
    status: 'OPEN',
    dispute_amount: money(amountMinor, payment.currency),
    dispute_life_cycle_stage: 'CHARGEBACK',
    dispute_channel: 'EXTERNAL',
  };
}

/** The webhook event envelope around a resource. */
export function webhookEvent(
  eventType: string,
  resourceType: string,
  resource: object,
  summary: string,
  at: Date,
  apiBase: string,
) {
  const id = `WH-${randomId('', 17, idAlphabet)}-${randomId('', 17, idAlphabet)}`;
  return {
    id,
    event_version: '1.0',
    create_time: at.toISOString(),
    resource_type: resourceType,
    resource_version: '2.0',
    event_type: eventType,
    summary,
    resource,
    links: [
      link(`${apiBase}/v1/notifications/webhooks-events/${id}`, 'self'),
      link(`${apiBase}/v1/notifications/webhooks-events/${id}/resend`, 'resend', 'POST'),
    ],
  };
}

/** PayPal's error body: https://developer.paypal.com/api/rest/responses/#link-failedrequests */
export function errorBody(name: string, message: string, issue?: string, description?: string) {
  const debugId = randomBytes(7).toString('hex').slice(0, 13);
  return {
    name,
    message,
    debug_id: debugId,
    ...(issue ? { details: [{ issue, ...(description ? { description } : {}) }] } : {}),
    links: [
      {
        href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue ?? name}`,
        rel: 'information_link',
        method: 'GET',
      },
    ],
  };
}
