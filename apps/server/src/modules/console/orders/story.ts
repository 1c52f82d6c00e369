import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ConsoleOrderStory, StoryEntry } from '@topup/contracts/console-orders';
import type { Db } from '../../../db/client.ts';
import { deliveryAttempts, providerMessages } from '../../../db/tables/console.ts';
import {
  orderEvents,
  orderRefunds,
  orders,
  outbox,
  paymentCallbacks,
} from '../../../db/tables/payments.ts';
import { revokeDeliveryId } from '../../orders/refund-order.ts';
import { isRetrying } from '../../orders/relay/outbox-relay.ts';
import type { OrderRow } from '../../orders/types.ts';
import { consoleOrderOf } from './order-view.ts';

export type OutboxRow = typeof outbox.$inferSelect;

/** The order by its billing number (unique across brands); the caller checks the brand. */
export async function findOrder(db: Db, billingNo: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.billingNo, billingNo)).limit(1);
  return row ?? null;
}

/** The order's outbox rows: its delivery (keyed by the billing number) and any revoke. */
export function outboxRowsOf(db: Db, order: OrderRow): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.tenantId, order.tenantId),
        inArray(outbox.deliveryId, [order.billingNo, revokeDeliveryId(order.billingNo)]),
      ),
    )
    .orderBy(asc(outbox.id));
}

const canRefund = (o: OrderRow) =>
  (o.status === 'paid' || o.status === 'delivered') && o.amountMinor > o.refundedMinor;

/**
 * Everything that happened to one order, merged into one timeline: its state changes, every
 * provider message as received (raw bodies), the callbacks applied, each call to the game with
 * its answer, and the money given back.
 */
export async function orderStory(db: Db, order: OrderRow, at: Date): Promise<ConsoleOrderStory> {
  const of = { tenantId: order.tenantId, billingNo: order.billingNo };
  const [events, messages, callbacks, attempts, refunds, rows] = await Promise.all([
    db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.tenantId, of.tenantId), eq(orderEvents.billingNo, of.billingNo))),
    db
      .select()
      .from(providerMessages)
      .where(
        and(
          eq(providerMessages.tenantId, of.tenantId),
          eq(providerMessages.billingNo, of.billingNo),
        ),
      ),
    db
      .select()
      .from(paymentCallbacks)
      .where(
        and(
          eq(paymentCallbacks.tenantId, of.tenantId),
          eq(paymentCallbacks.billingNo, of.billingNo),
        ),
      ),
    db
      .select()
      .from(deliveryAttempts)
      .where(
        and(
          eq(deliveryAttempts.tenantId, of.tenantId),
          eq(deliveryAttempts.billingNo, of.billingNo),
        ),
      ),
    db
      .select()
      .from(orderRefunds)
      .where(and(eq(orderRefunds.tenantId, of.tenantId), eq(orderRefunds.billingNo, of.billingNo))),
    outboxRowsOf(db, order),
  ]);

  const timeline: (StoryEntry & { order: number })[] = [];
  const add = (at: Date, order: number, entry: Omit<StoryEntry, 'at'>) =>
    timeline.push({ at: at.toISOString(), order, ...entry });
  for (const e of events) {
    add(e.at, e.id, {
      kind: 'event',
      title:
        e.fromStatus === e.toStatus ? `${e.toStatus}` : `${e.fromStatus ?? '—'} → ${e.toStatus}`,
      // The statuses as facts, so the console words the change itself (issue 31 item 8).
      detail: { source: e.source, ...e.detail, fromStatus: e.fromStatus, toStatus: e.toStatus },
      body: null,
    });
  }
  for (const m of messages) {
    add(m.at, m.id, {
      kind: 'provider-message',
      title: `${m.provider} ${m.kind}: ${m.outcome}`,
      detail: {
        provider: m.provider,
        kind: m.kind,
        outcome: m.outcome,
        contentType: m.contentType,
      },
      body: m.body,
    });
  }
  for (const c of callbacks) {
    add(c.receivedAt, 0, {
      kind: 'callback',
      title: `${c.provider} ${c.action}: ${c.outcome}`,
      detail: {
        provider: c.provider,
        eventId: c.eventId,
        action: c.action,
        amountMinor: c.amountMinor,
        currency: c.currency,
        outcome: c.outcome,
      },
      body: null,
    });
  }
  for (const a of attempts) {
    add(a.at, a.id, {
      kind: 'delivery-attempt',
      title: `${a.kind} attempt ${a.attempt}: ${a.ok ? 'ok' : 'failed'}`,
      detail: {
        kind: a.kind,
        deliveryId: a.deliveryId,
        attempt: a.attempt,
        ok: a.ok,
        durationMs: a.durationMs,
        source: a.source,
      },
      body: a.answer,
    });
  }
  for (const r of refunds) {
    add(r.at, 0, {
      kind: 'refund',
      title: `${r.kind} ${r.amountMinor} ${r.currency}`,
      detail: {
        kind: r.kind,
        amountMinor: r.amountMinor,
        refundKey: r.refundKey,
        source: r.source,
        // Why staff gave it back (console refunds): a refundReasons code, words for 'other'.
        reason: r.reason,
        reasonText: r.reasonText,
      },
      body: null,
    });
  }
  // Same instant: in the order each table wrote them.
  timeline.sort((a, b) => a.at.localeCompare(b.at) || a.order - b.order);

  return {
    order: consoleOrderOf(order),
    timeline: timeline.map(({ order: _order, ...entry }) => entry),
    outbox: rows.map((r) => ({
      kind: r.kind,
      delivery_id: r.deliveryId,
      attempts: r.attempts,
      state: r.doneAt ? 'done' : r.deadAt ? 'dead' : 'waiting',
      last_error: r.lastError,
      next_attempt_at: r.nextAttemptAt.toISOString(),
    })),
    can_replay: rows.some((r) => (r.deadAt !== null && r.doneAt === null) || isRetrying(r, at)),
    can_refund: canRefund(order),
  };
}

export { canRefund };
