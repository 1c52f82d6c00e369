import { and, asc, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/tables/payments.ts';
import type { OrderHooks } from './hooks.ts';
import { transitions } from './state-machine.ts';

const BATCH = 500;

/**
 * Orders still open (created, pending) past expires_at become expired, in batches; rows another
 * transaction holds (a payment landing right now) are skipped and seen on the next sweep. A
 * payment that arrives later is still honoured (paid from expired).
 */
export async function sweepExpired(
  db: Db,
  now: () => Date,
  hooks: OrderHooks,
  /** Told of each batch once it committed (metrics). */
  onExpired?: (rows: { tenantId: string; provider: string; status: 'expired' }[]) => void,
): Promise<number> {
  const rule = transitions.expire;
  let total = 0;
  for (;;) {
    const at = now();
    const expired = await db.transaction(async (tx) => {
      const due = await tx
        .select({
          tenantId: orders.tenantId,
          billingNo: orders.billingNo,
          status: orders.status,
          provider: orders.provider,
        })
        .from(orders)
        .where(and(inArray(orders.status, [...rule.from]), lte(orders.expiresAt, at)))
        .orderBy(asc(orders.expiresAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      // billing_no is the primary key: unique across tenants, so it alone names each row.
      await tx
        .update(orders)
        .set({ status: rule.to, updatedAt: at })
        .where(
          inArray(
            orders.billingNo,
            due.map((o) => o.billingNo),
          ),
        );
      await tx.insert(orderEvents).values(
        due.map((o) => ({
          tenantId: o.tenantId,
          billingNo: o.billingNo,
          fromStatus: o.status,
          toStatus: rule.to,
          source: 'sweep',
          detail: { action: 'expire' },
          at,
        })),
      );
      const billingNos = due.map((o) => o.billingNo);
      for (const hook of hooks.list('expired')) await hook(tx, billingNos, { at });
      return due;
    });
    if (expired.length > 0) {
      onExpired?.(
        expired.map((o) => ({ tenantId: o.tenantId, provider: o.provider, status: 'expired' })),
      );
    }
    total += expired.length;
    if (expired.length < BATCH) return total;
  }
}
