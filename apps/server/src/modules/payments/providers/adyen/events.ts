import type { NotificationKind, NotificationStatus } from '../../provider-kit/protocol.ts';

// How each standard-webhook eventCode reads for the store. Event codes and their meaning:
// https://docs.adyen.com/development-resources/webhooks/webhook-types#standard-webhook (default
// event codes) and https://docs.adyen.com/risk-management/disputes-api/dispute-notifications
// (dispute events). `success` is Adyen's "true"/"false": whether the operation the event reports
// succeeded (https://docs.adyen.com/api-explorer/Webhooks/1/post/AUTHORISATION).
// Full vs partial refunds: the adapter compares the refunded amount with the order's, so both are
// reported as kind 'refund' here.

type Reading = { kind: NotificationKind; status: NotificationStatus };

const other: Reading = { kind: 'other', status: 'none' };

export function readEvent(eventCode: string, success: boolean): Reading {
  switch (eventCode) {
    case 'AUTHORISATION':
      return { kind: 'payment', status: success ? 'paid' : 'failed' };
    // Asynchronous methods: the payment is waiting for the shopper (voucher, bank transfer).
    case 'PENDING':
      return { kind: 'payment', status: success ? 'pending' : 'failed' };
    // The shopper never completed the offer (expired or abandoned): no money moved.
    case 'OFFER_CLOSED':
      return success ? { kind: 'payment', status: 'failed' } : other;
    // Auto-capture confirms the money; a failed capture means it never arrives.
    case 'CAPTURE':
      return { kind: 'payment', status: success ? 'paid' : 'failed' };
    case 'CAPTURE_FAILED':
      return { kind: 'payment', status: 'failed' };
    // An authorisation voided before capture: the payment is undone.
    case 'CANCELLATION':
      return success ? { kind: 'payment', status: 'reversed' } : other;
    // Adyen cancelled or refunded, whichever applied: either way the money goes back.
    case 'CANCEL_OR_REFUND':
    case 'REFUND':
      return { kind: 'refund', status: success ? 'refunded' : 'failed' };
    case 'REFUND_FAILED':
      return { kind: 'refund', status: 'failed' };
    // The refund was returned by the scheme: the money is back with the merchant.
    case 'REFUNDED_REVERSED':
      return { kind: 'refund', status: 'reversed' };
    case 'CHARGEBACK':
    case 'SECOND_CHARGEBACK':
    case 'PREARBITRATION_LOST':
      return { kind: 'chargeback', status: 'reversed' };
    // The dispute was won: the chargeback's money returns to the merchant.
    case 'CHARGEBACK_REVERSED':
    case 'PREARBITRATION_WON':
      return { kind: 'chargeback', status: 'paid' };
    // Early dispute notices: no money has moved yet.
    case 'NOTIFICATION_OF_CHARGEBACK':
    case 'NOTIFICATION_OF_FRAUD':
    case 'REQUEST_FOR_INFORMATION':
      return { kind: 'dispute', status: 'pending' };
    default:
      return other;
  }
}

/** Refund-type events name the refund itself by pspReference; the rest name the payment. */
export function isRefundKind(kind: NotificationKind): boolean {
  return kind === 'refund' || kind === 'partial-refund';
}
