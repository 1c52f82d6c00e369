import { randomBytes } from 'node:crypto';
import type { PaypalCredentials } from '@topup/server/modules/payments/providers/paypal/credentials';
import type { OutgoingNotification, ProviderEmulator } from '../kit/emulator.ts';
import { formatAmount } from '../../sandbox-gateway/money.ts';
import {
  captureResource,
  disputeResource,
  orderData,
  orderResource,
  payerIdOf,
  paypalId,
  refundResource,
  webhookEvent,
} from './resources.ts';
import { paypalRoutes } from './routes.ts';
import { transactionSearchRoute } from './transaction-search.ts';
import { webhookDelivery } from './transmission.ts';

// PayPal Checkout, emulated (issue 14): OAuth2, Orders v2 with the payer's approval on the hosted
// page and the merchant's capture, Payments v2 refunds, and webhooks with PayPal's transmission
// headers that the store verifies through verify-webhook-signature.
// https://developer.paypal.com/api/orders/v2/, https://developer.paypal.com/api/payments/v2/,
// https://developer.paypal.com/api/rest/webhooks/rest/.

export const paypalEmulator: ProviderEmulator<PaypalCredentials> = {
  key: 'paypal',
  name: 'PayPal',
  // The payer approves; the money moves when the merchant captures.
  approvedStatus: 'authorized',

  generateCredentials: () => ({
    clientId: `A${randomBytes(30).toString('base64url')}`,
    clientSecret: `E${randomBytes(30).toString('base64url')}`,
    webhookId: paypalId(),
  }),

  routes: (app, kit) => {
    paypalRoutes(app, kit);
    transactionSearchRoute(app, kit);
  },

  notifications(payment, event, { credentials }): OutgoingNotification[] {
    const url = payment.notifyUrl;
    if (!url) return [];
    const api = orderData(payment).apiBase;
    const at = payment.updatedAt;
    const deliver = (type: string, resourceType: string, resource: object, summary: string) =>
      webhookDelivery(
        url,
        webhookEvent(type, resourceType, resource, summary, at, api),
        credentials,
        at,
        api,
      );
    const amount = (minor: number) => formatAmount(minor, payment.currency);
    switch (event.type) {
      case 'status':
        // PayPal tells of an approval and of a capture; an order the payer abandons or that is
        // voided sends nothing (the store finds it when it asks).
        if (event.status === 'authorized') {
          return [
            deliver(
              'CHECKOUT.ORDER.APPROVED',
              'checkout-order',
              orderResource(payment, api),
              `An order has been approved by buyer`,
            ),
          ];
        }
        if (event.status === 'succeeded' && orderData(payment).captureId) {
          return [
            deliver(
              'PAYMENT.CAPTURE.COMPLETED',
              'capture',
              captureResource(payment, api),
              `Payment completed for ${amount(payment.amountMinor)}`,
            ),
          ];
        }
        return [];
      case 'refund':
        return [
          deliver(
            'PAYMENT.CAPTURE.REFUNDED',
            'refund',
            refundResource(
              payment,
              { id: event.refundId, amountMinor: event.amountMinor, createdAt: at },
              api,
            ),
            `A ${amount(event.amountMinor)} capture payment was refunded`,
          ),
        ];
      case 'chargeback':
        // The payer's bank disputes the payment, then PayPal reverses it.
        return [
          deliver(
            'CUSTOMER.DISPUTE.CREATED',
            'dispute',
            disputeResource(payment, event.amountMinor, at),
            'A new dispute opened',
          ),
          deliver(
            'PAYMENT.CAPTURE.REVERSED',
            'refund',
            refundResource(
              payment,
              { id: event.refundId, amountMinor: event.amountMinor, createdAt: at },
              api,
            ),
            `A ${amount(event.amountMinor)} capture payment was reversed`,
          ),
        ];
    }
  },

  // "PayPal … considers any 2xx a successful delivery" (https://developer.paypal.com/api/rest/webhooks/rest/).
  acknowledged: (response) => response.status >= 200 && response.status < 300,

  /**
   * Approved: back to return_url with ?token=<order id>&PayerID=<payer id>; cancelled or
   * declined: to cancel_url with ?token=<order id> (the order's experience context).
   */
  returnStep(payment) {
    const data = orderData(payment);
    const approved = payment.status === 'authorized' || payment.status === 'succeeded';
    const back = approved
      ? payment.returnUrl
      : payment.status === 'cancelled' || payment.status === 'failed'
        ? (data.cancelUrl ?? payment.returnUrl)
        : null;
    if (!back) return null;
    const url = new URL(back);
    url.searchParams.set('token', payment.id);
    if (approved) url.searchParams.set('PayerID', payerIdOf(payment.id));
    return { kind: 'link', url: url.toString() };
  },
};
