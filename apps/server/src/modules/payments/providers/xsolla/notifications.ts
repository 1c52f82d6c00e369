import { createHash } from 'node:crypto';
import type { NotificationEvent } from '../../provider-kit/protocol.ts';
import { fromXsollaAmount } from './amounts.ts';
import {
  afsRejectSchema,
  disputeSchema,
  transactionWebhookSchema,
  userValidationSchema,
  webhookEnvelopeSchema,
  type TransactionWebhook,
} from './messages.ts';

// Normalises one (already signature-checked) Xsolla webhook. Xsolla sends one event per request
// and no event id: a transaction id is unique per payment ("Application database must not
// contain two successful transactions with the same ID", https://developers.xsolla.com/webhooks/overview/),
// so the event id is the notification type plus the transaction id, which makes a re-sent
// webhook (Xsolla retries up to 12 times) de-duplicate to the same event.

type Money = { currency: string; amount: number | string };

const moneyOf = (money: Money | undefined) =>
  money
    ? {
        amountMinor: fromXsollaAmount(money.amount, money.currency),
        currency: money.currency.toUpperCase(),
      }
    : { amountMinor: null, currency: null };

const idText = (id: string | number | undefined | null) =>
  id === undefined || id === null ? null : String(id);

/**
 * The charged amount of the order: purchase.total ("total price of the purchase", in the order's
 * currency, required) over payment_details.payment (what the payer paid in their own currency,
 * fees included: 230 vs total 200 in the documented example). purchase.checkout, the amount set
 * in the token, is the fallback for bodies without total.
 */
const chargedMoney = (body: TransactionWebhook) =>
  moneyOf(body.purchase?.total ?? body.purchase?.checkout);

/** refund_details.code 2 is "Chargeback" (https://developers.xsolla.com/webhooks/operation/refund/). */
const CHARGEBACK_REFUND_CODE = 2;

function transactionEvent(
  body: TransactionWebhook,
  live: boolean,
  rawBody: string,
): NotificationEvent {
  const ref = String(body.transaction.id);
  const base = {
    billingNo: idText(body.transaction.external_id),
    providerRef: ref,
    eventId: `${body.notification_type}:${ref}`,
  };
  if (body.notification_type === 'payment') {
    // A sandbox payment (dry_run 1, https://developers.xsolla.com/webhooks/operation/payment/)
    // moves no money; the sandbox shares the project and its secret key with live, so on the
    // live endpoints it must not pay an order.
    const dryRun = String(body.transaction.dry_run ?? '') === '1';
    if (live && dryRun) {
      return { ...base, kind: 'other', status: 'none', ...chargedMoney(body) };
    }
    return { ...base, kind: 'payment', status: 'paid', ...chargedMoney(body) };
  }
  if (body.notification_type === 'refund') {
    const chargeback = Number(body.refund_details?.code) === CHARGEBACK_REFUND_CODE;
    // A full refund is the transaction's only one: keyed by transaction.id, what refund()
    // answered for it (protocol.ts), so a console refund and this webhook count once.
    return chargeback
      ? { ...base, kind: 'chargeback', status: 'reversed', ...chargedMoney(body) }
      : { ...base, kind: 'refund', status: 'refunded', refundRef: ref, ...chargedMoney(body) };
  }
  // partial_refund: the documented body carries the order's total, not the refunded part
  // (https://developers.xsolla.com/webhooks/operation/partial-refund/), so no amount is claimed.
  // One transaction can be partly refunded more than once and the body has no refund id: the
  // event id adds a digest of the body, so a retry (the same body) is one event and a second
  // partial refund (another body) is another. No refundRef: nothing in the body names the refund
  // (refund_details has code, reason and author only), and without an amount it is never counted.
  const { currency } = chargedMoney(body);
  const digest = createHash('sha256').update(rawBody).digest('hex').slice(0, 16);
  return {
    ...base,
    eventId: `${base.eventId}:${digest}`,
    kind: 'partial-refund',
    status: 'refunded',
    amountMinor: null,
    currency,
  };
}

/**
 * The events of one webhook body, or null when the body is not a well-formed Xsolla webhook.
 * `live`: the brand runs against Xsolla's production (test transactions are then not payments).
 */
export function normaliseXsollaWebhook(rawBody: string, live: boolean): NotificationEvent[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const envelope = webhookEnvelopeSchema.safeParse(parsed);
  if (!envelope.success) return null;
  const type = envelope.data.notification_type;

  if (type === 'user_validation') {
    const body = userValidationSchema.safeParse(parsed);
    if (!body.success) return null;
    const accountId = String(body.data.user.id);
    return [
      {
        kind: 'user-validation',
        status: 'none',
        billingNo: null,
        providerRef: '',
        eventId: `user_validation:${accountId}`,
        amountMinor: null,
        currency: null,
        accountId,
      },
    ];
  }
  if (type === 'payment' || type === 'refund' || type === 'partial_refund') {
    const body = transactionWebhookSchema.safeParse(parsed);
    return body.success ? [transactionEvent(body.data, live, rawBody)] : null;
  }
  if (type === 'afs_reject') {
    // "When a transaction is declined during an Anti-fraud system check"
    // (https://developers.xsolla.com/webhooks/operation/afs-rejected-transaction/): no money moved.
    const body = afsRejectSchema.safeParse(parsed);
    if (!body.success) return null;
    const ref = String(body.data.transaction.id);
    return [
      {
        kind: 'payment',
        status: 'failed',
        billingNo: idText(body.data.transaction.external_id),
        providerRef: ref,
        eventId: `afs_reject:${ref}`,
        amountMinor: null,
        currency: null,
      },
    ];
  }
  if (type === 'dispute') {
    // A dispute opened or changed (https://developers.xsolla.com/webhooks/operation/dispute/).
    // Money only moves with the `refund` webhook (refund code 2, Chargeback), so a dispute stays
    // pending here; chargeback-type disputes are told apart from retrievals for the operators.
    const body = disputeSchema.safeParse(parsed);
    if (!body.success) return null;
    const { transaction, dispute, action } = body.data;
    const ref = String(transaction.id);
    return [
      {
        kind: dispute.type.includes('chargeback') ? 'chargeback' : 'dispute',
        status: 'pending',
        billingNo: idText(transaction.external_id),
        providerRef: ref,
        eventId: `dispute:${ref}:${action}:${dispute.status}`,
        ...moneyOf(transaction.total),
      },
    ];
  }
  // Any other type (order_paid, user_balance_operation, subscriptions...): acknowledged, not acted
  // on. It has no common id field, so the body's digest keeps its event id unique and stable.
  const digest = createHash('sha256').update(rawBody).digest('hex').slice(0, 32);
  return [
    {
      kind: 'other',
      status: 'none',
      billingNo: null,
      providerRef: '',
      eventId: `${type}:${digest}`,
      amountMinor: null,
      currency: null,
    },
  ];
}
