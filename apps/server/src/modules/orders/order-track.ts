import { and, count, eq, min } from 'drizzle-orm';
import type { OrderTrack, TrackSettlement, TrackState } from '@topup/contracts/order-track';
import type { Db } from '../../db/client.ts';
import { deliveryAttempts } from '../../db/tables/console.ts';
import { orderMakeGoods } from '../../db/tables/make-goods.ts';
import type { OrderRow } from './types.ts';

const endedStates: ReadonlySet<TrackState> = new Set([
  'delivered',
  'failed',
  'expired',
  'refunded',
  'credited',
]);

/**
 * An order's live steps (issue 18): created, paid (the provider confirmed), sent to the game (the
 * relay's first delivery attempt) and delivered (the game acknowledged). Read from the order and
 * the relay's attempt log, the same rows on every instance, so any instance answers alike.
 */
export async function orderTrack(
  db: Db,
  order: OrderRow,
  now: Date,
  /** How long a paid order may wait for the game before it is "delayed" (the brand's setting). */
  delayedAfterMs: number,
  /** Opens the make-good credit code, sealed at rest under SECRETS_KEY (make-good/make-good.ts). */
  openSecret: (stored: string) => string,
): Promise<OrderTrack> {
  const [attempts] = await db
    .select({ first: min(deliveryAttempts.at), n: count() })
    .from(deliveryAttempts)
    .where(
      and(
        eq(deliveryAttempts.tenantId, order.tenantId),
        eq(deliveryAttempts.billingNo, order.billingNo),
        eq(deliveryAttempts.kind, 'deliver'),
      ),
    );
  const sentAt = attempts?.first ? new Date(attempts.first) : null;
  const delivered = order.deliveredAt !== null;
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const settlement = await settlementOf(db, order, iso, openSecret);
  const state: TrackState =
    order.status === 'created' || order.status === 'pending'
      ? 'created'
      : settlement?.kind === 'credited'
        ? 'credited'
        : order.status === 'paid'
          ? sentAt
            ? 'sent'
            : 'paid'
          : (order.status as TrackState);
  return {
    billing_no: order.billingNo,
    state,
    steps: [
      { step: 'created', at: iso(order.createdAt) },
      { step: 'paid', at: iso(order.paidAt) },
      // A delivered order whose attempt log is gone (older than the log) was still sent.
      { step: 'sent', at: iso(sentAt ?? (delivered ? order.deliveredAt : null)) },
      { step: 'delivered', at: iso(order.deliveredAt) },
    ],
    // Paid and still waiting for the game past the brand's patience.
    delayed:
      state !== 'credited' &&
      order.status === 'paid' &&
      order.paidAt !== null &&
      now.getTime() - order.paidAt.getTime() > delayedAfterMs,
    attempts: attempts?.n ?? 0,
    final: endedStates.has(state),
    settlement,
  };
}

/** The make-good of the order (make-good/make-good.ts), as the player is told of it. */
async function settlementOf(
  db: Db,
  order: OrderRow,
  iso: (d: Date | null) => string | null,
  openSecret: (stored: string) => string,
): Promise<TrackSettlement | null> {
  // Only an order that was paid and never delivered can have one.
  if (order.paidAt === null || order.deliveredAt !== null) return null;
  const [row] = await db
    .select()
    .from(orderMakeGoods)
    .where(
      and(
        eq(orderMakeGoods.tenantId, order.tenantId),
        eq(orderMakeGoods.billingNo, order.billingNo),
      ),
    );
  if (!row) return null;
  return {
    kind:
      row.state === 'settling' ? 'refunding' : row.state === 'credited' ? 'credited' : 'refunded',
    at: iso(row.settledAt),
    amount_minor: row.amountMinor,
    currency: row.currency,
    credit_code: row.state === 'credited' && row.creditCode ? openSecret(row.creditCode) : null,
  };
}
