import { toAdyenAmount } from '@topup/server/modules/payments/providers/adyen/amounts';
import type { EmulatorPayment } from '../kit/store.ts';

// How a payment's state reads in Adyen's words: the resultCode of /payments and /payments/details
// (https://docs.adyen.com/online-payments/build-your-integration/payment-result-codes).

export type ResultCode = 'Authorised' | 'Refused' | 'Cancelled' | 'Pending' | 'Received' | null;

export function resultCodeOf(payment: EmulatorPayment): ResultCode {
  switch (payment.status) {
    case 'succeeded':
      return 'Authorised';
    case 'failed':
      return 'Refused';
    case 'cancelled':
      return 'Cancelled';
    // The payer chose "pay later" on the redirect page: Adyen waits for the shopper.
    case 'pending':
      return 'Pending';
    // Sent to the redirect page, nothing decided yet.
    case 'open':
      return typeof payment.data.paymentMethod === 'string' ? 'Received' : null;
    default:
      return null;
  }
}

/** SessionResultResponse.payments: the session's authorised payment, if any. */
export function paymentsOf(payment: EmulatorPayment) {
  const amount = toAdyenAmount(payment.amountMinor, payment.currency);
  if (payment.status !== 'succeeded' || !amount) return [];
  return [
    {
      amount,
      paymentMethod: { type: payment.data.paymentMethod ?? 'ideal' },
      pspReference: payment.id,
      resultCode: 'Authorised',
    },
  ];
}
