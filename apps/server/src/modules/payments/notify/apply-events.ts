import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { accounts } from '../../../db/tables/accounts.ts';
import { orders } from '../../../db/tables/payments.ts';
import type { ConfirmOutcome, ConfirmPaymentInput, OrderRow } from '../../orders/types.ts';
import type { PayRepository } from '../pay-repository.ts';
import type { NotificationEvent } from '../provider-kit/protocol.ts';
import type { PaymentStatus } from '../providers/provider.ts';

export type EventOutcome =
  ConfirmOutcome | 'duplicate-event' | 'recorded' | 'user-found' | 'no-user' | 'unfinished';

export type ApplyDeps = {
  db: Db;
  repo: PayRepository;
  /**
   * The provider's view of an order now, through its adapter (which completes a payment that
   * needs a return step); null when it knows nothing decisive.
   */
  queryStatus?(order: OrderRow): Promise<PaymentStatus | null>;
  confirmPayment(
    input: ConfirmPaymentInput,
  ): Promise<{ outcome: ConfirmOutcome; order: OrderRow | null }>;
  log: FastifyBaseLogger;
};

/**
 * Applies one verified, normalised provider event to our orders (issue 14). Payment events move
 * the order through confirmPayment (amount and currency checked there); refunds and chargebacks
 * record money given back (refund-order.ts); disputes are recorded for support and change nothing
 * until money moves. Each event counts once: payment_callbacks keeps (provider, event id) with the
 * outcome, and a repeat answers as the first did.
 */
export async function applyEvent(
  deps: ApplyDeps,
  provider: string,
  tenantId: string,
  event: NotificationEvent,
): Promise<{
  outcome: EventOutcome;
  billingNo: string | null;
  /** A repeat: what the first delivery came to (the provider is to get the same answer). */
  firstOutcome?: string;
}> {
  if (event.kind === 'user-validation') {
    const found = await accountExists(deps.db, tenantId, event.accountId);
    return { outcome: found ? 'user-found' : 'no-user', billingNo: null };
  }
  const seen = await deps.repo.findCallback(provider, event.eventId);
  if (seen) {
    const billingNo = seen.tenantId === tenantId && seen.billingNo ? seen.billingNo : null;
    return { outcome: 'duplicate-event', billingNo, firstOutcome: seen.outcome };
  }

  const order = await findOrder(deps.db, tenantId, provider, event);
  const settled = order ? await settlePending(deps, event, order) : event;
  // The event asked us to finish the payment (capture, confirm) and it could not be finished:
  // nothing goes on record, so the provider's next delivery of it tries again (the kill test
  // found an approval acknowledged while its capture call died with an instance, leaving the
  // payer's approved order never captured).
  if (!settled) return { outcome: 'unfinished', billingNo: order?.billingNo ?? null };
  const input = order ? confirmInput(tenantId, provider, settled, order) : null;
  let outcome: EventOutcome;
  // 'unknown': the event names an order (our billing number, or the provider's payment id) that
  // we do not have; one that names none (Xsolla's order_paid and other types) only goes on record.
  if (!order) outcome = event.billingNo || event.providerRef ? 'unknown' : 'recorded';
  else if (!input) outcome = 'recorded';
  else outcome = (await deps.confirmPayment(input)).outcome;

  await deps.repo.recordCallback({
    provider,
    eventId: event.eventId,
    tenantId,
    billingNo: order?.billingNo ?? event.billingNo ?? '',
    action: input?.action ?? `${event.kind}:${event.status}`,
    amountMinor: input?.amountMinor ?? event.amountMinor ?? 0,
    currency: input?.currency ?? event.currency ?? '',
    outcome,
  });
  deps.log.info(
    {
      provider,
      eventId: event.eventId,
      kind: event.kind,
      status: event.status,
      billingNo: order?.billingNo ?? event.billingNo,
      outcome,
    },
    'provider notification',
  );
  return { outcome, billingNo: order?.billingNo ?? null };
}

/**
 * A pending payment event (PayPal's CHECKOUT.ORDER.APPROVED, MyCard's return) asks us to finish
 * the payment: the adapter's status query completes it where the provider has a return step,
 * and a decisive answer replaces the event's. Null when it could not be settled: the provider was
 * unreachable, or still holds a payment the event asked us to finish as not taken.
 */
async function settlePending(
  deps: ApplyDeps,
  event: NotificationEvent,
  order: OrderRow,
): Promise<NotificationEvent | null> {
  if (event.kind !== 'payment' || event.status !== 'pending' || !deps.queryStatus) return event;
  if (order.status !== 'created' && order.status !== 'pending') return event;
  const now = await deps.queryStatus(order);
  // No answer at all (the provider unreachable), or a payment the event asked us to finish that
  // is still not taken: not done, the provider is to send the event again.
  if (!now || (now.action === 'pending' && event.finish)) return null;
  if (now.action === 'pending') return event;
  return {
    ...event,
    status: now.action === 'refunded' ? 'refunded' : now.action,
    providerRef: now.providerTxnId,
    amountMinor: now.amountMinor,
    currency: now.currency,
  };
}

/**
 * What the event asks of the order, or null when it only goes on record: a dispute opened, a
 * pending or failed refund, a chargeback won back, an event without the amount it needs.
 */
function confirmInput(
  tenantId: string,
  provider: string,
  event: NotificationEvent,
  order: OrderRow,
): ConfirmPaymentInput | null {
  const base = {
    tenantId,
    billingNo: order.billingNo,
    providerTxnId: event.providerRef || order.providerTxnId || event.eventId,
    source: 'callback' as const,
    detail: { provider, eventId: event.eventId, kind: event.kind },
  };
  if (event.kind === 'payment') {
    if (event.status === 'paid' || event.status === 'failed' || event.status === 'pending') {
      // A payment event always carries its amount; one that does not proves nothing.
      if (event.amountMinor === null || event.currency === null) return null;
      return {
        ...base,
        action: event.status,
        amountMinor: event.amountMinor,
        currency: event.currency,
      };
    }
    // 'reversed' on a payment: cancelled before capture, nothing was taken.
    return null;
  }
  const givenBack = event.status === 'refunded' || event.status === 'reversed';
  if (event.kind === 'refund' || event.kind === 'partial-refund' || event.kind === 'chargeback') {
    if (!givenBack) return null;
    // A full refund or chargeback may omit its amount (it is the rest of the order); a partial
    // one without an amount cannot be counted and stays on record for support.
    const amountMinor =
      event.amountMinor ??
      (event.kind === 'partial-refund' ? null : order.amountMinor - order.refundedMinor);
    if (amountMinor === null || amountMinor <= 0) return null;
    return {
      ...base,
      action: 'refunded',
      amountMinor,
      currency: event.currency ?? order.currency,
      refundKind: event.kind === 'chargeback' ? 'chargeback' : 'refund',
      // The refund's own id where the protocol names it: what a console refund was recorded
      // under (refund-through-provider.ts), so the two are one refund.
      refundKey: event.refundRef ?? event.eventId,
    };
  }
  return null;
}

/**
 * The order an event is about: by our billing number, which most providers echo, else (PayPal's
 * refunds and reversals name only the capture) by the provider's payment id recorded when paid.
 * Always within the brand and the provider the notification came for.
 */
async function findOrder(
  db: Db,
  tenantId: string,
  provider: string,
  event: NotificationEvent,
): Promise<OrderRow | null> {
  const where = event.billingNo
    ? and(eq(orders.tenantId, tenantId), eq(orders.billingNo, event.billingNo))
    : event.providerRef
      ? and(eq(orders.tenantId, tenantId), eq(orders.providerTxnId, event.providerRef))
      : null;
  if (!where) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(where, eq(orders.provider, provider)))
    .limit(1);
  return row ?? null;
}

async function accountExists(db: Db, tenantId: string, suid: string | undefined) {
  if (!suid) return false;
  const [row] = await db
    .select({ suid: accounts.suid })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.suid, suid)))
    .limit(1);
  return Boolean(row);
}
