import type { AdyenCredentials } from '@topup/server/modules/payments/providers/adyen/credentials';
import { toAdyenAmount } from '@topup/server/modules/payments/providers/adyen/amounts';
import {
  adyenHmac,
  notificationSigningString,
} from '@topup/server/modules/payments/providers/adyen/signature';
import type { EmulatorAccount, OutgoingNotification, PaymentEvent } from '../kit/emulator.ts';
import type { EmulatorPayment } from '../kit/store.ts';

// Adyen's standard webhooks as the emulator sends them: one JSON batch
// `{"live":"false","notificationItems":[{"NotificationRequestItem":{…}}]}` per event, each item
// signed on its own: additionalData.hmacSignature = base64 HMAC-SHA256, under the hex-decoded
// HMAC key, of pspReference:originalReference:merchantAccountCode:merchantReference:value:
// currency:eventCode:success (https://docs.adyen.com/development-resources/webhooks/
// secure-webhooks/verify-hmac-signatures; the store checks it with the same signature.ts).
// Item fields: https://docs.adyen.com/development-resources/webhooks/webhook-types#standard-webhook.

type Item = {
  additionalData: Record<string, string>;
  amount: { currency: string; value: number };
  eventCode: string;
  eventDate: string;
  merchantAccountCode: string;
  merchantReference: string;
  originalReference?: string;
  operations?: string[];
  paymentMethod: string;
  pspReference: string;
  reason: string;
  success: 'true' | 'false';
};

/** `2021-07-17T13:42:40+00:00`: ISO 8601 with the offset, as Adyen's examples write it. */
export const eventDate = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, '+00:00');

function signed(item: Omit<Item, 'additionalData'>, extra: Record<string, string>, key: string) {
  const hmacSignature = adyenHmac(notificationSigningString(item), key);
  return { ...item, additionalData: { ...extra, hmacSignature } };
}

function batch(url: string, items: Item[]): OutgoingNotification {
  return {
    url,
    headers: { 'content-type': 'application/json' },
    // The emulator plays Adyen's test platform: live is "false" (a string, as Adyen sends it).
    body: JSON.stringify({
      live: 'false',
      notificationItems: items.map((NotificationRequestItem) => ({ NotificationRequestItem })),
    }),
  };
}

const methodOf = (payment: EmulatorPayment) =>
  typeof payment.data.paymentMethod === 'string' ? payment.data.paymentMethod : 'ideal';

/** The webhooks Adyen sends the merchant for one event of a payment. */
export function adyenNotifications(
  payment: EmulatorPayment,
  event: PaymentEvent,
  account: EmulatorAccount<AdyenCredentials>,
  now: Date,
): OutgoingNotification[] {
  const url = payment.notifyUrl;
  if (!url) return [];
  const { merchantAccount, hmacKey } = account.credentials;
  const money = (minor: number) => toAdyenAmount(minor, payment.currency);
  const common = {
    eventDate: eventDate(now),
    merchantAccountCode: merchantAccount,
    merchantReference: payment.merchantRef,
    paymentMethod: methodOf(payment),
  };

  if (event.type === 'status') {
    const amount = money(payment.amountMinor);
    if (!amount) return [];
    // Only a decided authorisation makes a webhook; a payer who leaves the payment pending gets
    // none yet (Adyen's PENDING event is off by default).
    if (event.status === 'pending' || event.status === 'authorized') return [];
    const success = event.status === 'succeeded';
    const item = signed(
      {
        ...common,
        amount,
        eventCode: 'AUTHORISATION',
        pspReference: payment.id,
        // The refusal reason on a failed authorisation (resultCode's refusalReason).
        reason: success ? '' : event.status === 'cancelled' ? 'Cancelled' : 'Refused',
        success: success ? 'true' : 'false',
        ...(success ? { operations: ['CANCEL', 'CAPTURE', 'REFUND'] } : {}),
      },
      {},
      hmacKey,
    );
    return [batch(url, [item])];
  }

  const amount = money(event.amountMinor);
  if (!amount) return [];
  if (event.type === 'refund') {
    // REFUND names the refund by its own PSP reference and the payment by originalReference;
    // a partial refund is a REFUND of less than the payment
    // (https://docs.adyen.com/online-payments/refund#refund-webhook).
    const item = signed(
      {
        ...common,
        amount,
        eventCode: 'REFUND',
        originalReference: payment.id,
        pspReference: event.refundId,
        reason: '',
        success: 'true',
      },
      {},
      hmacKey,
    );
    return [batch(url, [item])];
  }

  // A dispute: first the notice (no money moved yet), then the chargeback itself. All events of
  // a dispute share its PSP reference; originalReference is the disputed payment
  // (https://docs.adyen.com/risk-management/disputes-api/dispute-notifications).
  const dispute = (eventCode: string, disputeStatus: string) =>
    signed(
      {
        ...common,
        amount,
        eventCode,
        originalReference: payment.id,
        pspReference: event.refundId,
        reason: 'Fraudulent transaction',
        success: 'true',
      },
      { disputeStatus, chargebackReasonCode: '10.4', chargebackSchemeCode: 'visa' },
      hmacKey,
    );
  return [
    batch(url, [dispute('NOTIFICATION_OF_CHARGEBACK', 'Undefended')]),
    batch(url, [dispute('CHARGEBACK', 'Lost')]),
  ];
}
