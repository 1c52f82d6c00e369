import type {
  NotificationEvent,
  NotificationStatus,
  QueriedPayment,
} from '../../provider-kit/protocol.ts';
import { fromPaypalValue } from './amounts.ts';
import { capture, dispute, order, refund } from './messages.ts';
import type { PaypalOrder, PaypalWebhookEvent } from './messages.ts';
import type * as z from 'zod/mini';

// PayPal's webhook events and resources, normalised. Event names and example payloads:
// https://developer.paypal.com/api/rest/webhooks/event-names/ (Payments v2 captures, Orders v2,
// Disputes). Our billing number travels as the purchase unit's custom_id and invoice_id, and PayPal
// echoes both on the capture resource.

type Money = { currency_code: string; value: string } | undefined;

function amountOf(money: Money): { amountMinor: number | null; currency: string | null } {
  if (!money) return { amountMinor: null, currency: null };
  return {
    amountMinor: fromPaypalValue(money.value, money.currency_code),
    currency: money.currency_code,
  };
}

/** The capture a refund (or reversal) belongs to: its `up` link names /v2/payments/captures/{id}. */
function parentCaptureId(links: { href: string; rel: string }[] | undefined): string | null {
  const up = links?.find((l) => l.rel === 'up')?.href;
  const match = up ? /\/v2\/payments\/captures\/([A-Za-z0-9]+)$/.exec(up) : null;
  return match?.[1] ?? null;
}

/** Capture statuses: https://developer.paypal.com/api/payments/v2/#definition-capture_status */
export function captureStatus(status: string | undefined): NotificationStatus {
  switch (status) {
    case 'COMPLETED':
    case 'PARTIALLY_REFUNDED': // still paid; the refund events carry the partial amounts
      return 'paid';
    case 'DECLINED':
    case 'FAILED':
      return 'failed';
    case 'REFUNDED':
      return 'refunded';
    default:
      return 'pending'; // PENDING, or a status PayPal adds later: never read as money moved
  }
}

const billingNoOf = (r: { custom_id?: string; invoice_id?: string }) =>
  r.custom_id ?? r.invoice_id ?? null;

function parsed<T>(schema: z.ZodMiniType<T>, value: unknown): T | null {
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
}

/**
 * One webhook event as our notification event, or null when a known event's resource does not
 * have the documented shape (the caller reports the delivery malformed).
 */
export function normaliseEvent(event: PaypalWebhookEvent): NotificationEvent | null {
  const eventId = event.id;
  switch (event.event_type) {
    case 'PAYMENT.CAPTURE.COMPLETED':
    case 'PAYMENT.CAPTURE.PENDING':
    case 'PAYMENT.CAPTURE.DENIED':
    case 'PAYMENT.CAPTURE.DECLINED': {
      const c = parsed(capture, event.resource);
      if (!c) return null;
      const status: NotificationStatus =
        event.event_type === 'PAYMENT.CAPTURE.COMPLETED'
          ? 'paid'
          : event.event_type === 'PAYMENT.CAPTURE.PENDING'
            ? 'pending'
            : 'failed';
      return {
        kind: 'payment',
        status,
        billingNo: billingNoOf(c),
        providerRef: c.id,
        eventId,
        ...amountOf(c.amount),
      };
    }
    case 'PAYMENT.CAPTURE.REFUNDED':
    case 'PAYMENT.CAPTURE.REVERSED': {
      // The resource is the refund; providerRef is the refunded capture (what the shop holds),
      // falling back to the refund id when PayPal sends no `up` link. Partial vs full refund is
      // for the adapter to tell from the amount.
      const r = parsed(refund, event.resource);
      if (!r) return null;
      const reversed = event.event_type === 'PAYMENT.CAPTURE.REVERSED';
      return {
        kind: reversed ? 'chargeback' : 'refund',
        status: reversed ? 'reversed' : 'refunded',
        billingNo: billingNoOf(r),
        providerRef: parentCaptureId(r.links) ?? r.id,
        eventId,
        // The refund's id, the one POST /v2/payments/captures/{id}/refund answered: the refund
        // is counted under it (decision 0047). A reversal is PayPal's, never a refund we asked for.
        ...(reversed ? {} : { refundRef: r.id }),
        ...amountOf(r.amount),
      };
    }
    case 'CUSTOMER.DISPUTE.CREATED': {
      // A dispute opens a case; no money moves yet (a chargeback or refund event follows if lost).
      const d = parsed(dispute, event.resource);
      if (!d) return null;
      const tx = d.disputed_transactions?.[0];
      return {
        kind: 'dispute',
        status: 'none',
        billingNo: tx?.invoice_number ?? tx?.custom ?? null,
        providerRef: tx?.seller_transaction_id ?? d.dispute_id,
        eventId,
        ...amountOf(d.dispute_amount),
      };
    }
    case 'CHECKOUT.ORDER.APPROVED': {
      // The buyer approved; with intent CAPTURE nothing is paid until the shop captures.
      const o = parsed(order, event.resource);
      if (!o) return null;
      const unit = o.purchase_units?.[0];
      return {
        kind: 'payment',
        status: 'pending',
        finish: true,
        billingNo: unit ? billingNoOf(unit) : null,
        providerRef: o.id,
        eventId,
        ...amountOf(unit?.amount),
      };
    }
    default: {
      const id = event.resource.id;
      return {
        kind: 'other',
        status: 'none',
        billingNo: null,
        providerRef: typeof id === 'string' ? id : '',
        eventId,
        amountMinor: null,
        currency: null,
      };
    }
  }
}

/** A capture read on its own (GET /v2/payments/captures/{id}). */
export function captureToQueried(c: z.infer<typeof capture>): QueriedPayment {
  return { status: captureStatus(c.status), providerRef: c.id, ...amountOf(c.amount) };
}

/**
 * An order's state as a queried payment. Order statuses:
 * https://developer.paypal.com/api/orders/v2/#definition-order_status — a COMPLETED order is only
 * paid if its capture is ("Check the payment status in purchase_units[].payments.captures[].status
 * before fulfilling the order").
 */
export function orderToQueried(o: PaypalOrder): QueriedPayment {
  const unit = o.purchase_units?.[0];
  const c = unit?.payments?.captures?.[0];
  if (c) {
    const money = c.amount ?? unit?.amount;
    return { status: captureStatus(c.status), providerRef: c.id, ...amountOf(money) };
  }
  const status: NotificationStatus = o.status === 'VOIDED' ? 'failed' : 'pending';
  return { status, providerRef: o.id, ...amountOf(unit?.amount) };
}
