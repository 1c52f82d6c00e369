import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { coupons } from '../../db/tables/vip.ts';
import type { Logger, OrderRow, Tx } from '../orders/types.ts';

// A coupon's life with an order, each step in the transaction that moves the order:
// avail -> reserved (order insert) -> used (paid), or reserved -> avail (failed / expired).

/** Conditional update: of two orders racing for one coupon only one sees it avail. */
export async function reserveCoupon(
  tx: Tx,
  q: { tenantId: string; suid: string; code: string; billingNo: string; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ status: 'reserved', billingNo: q.billingNo })
    .where(
      and(
        eq(coupons.code, q.code),
        eq(coupons.tenantId, q.tenantId),
        eq(coupons.suid, q.suid),
        eq(coupons.status, 'avail'),
        or(isNull(coupons.validEndTime), gt(coupons.validEndTime, q.at)),
      ),
    )
    .returning({ code: coupons.code });
  return rows.length === 1;
}

/**
 * The order is paid: its coupon is used. A payment honoured after the order expired finds the
 * coupon released; it is taken back if still free, else the late payment keeps its price anyway.
 */
export async function consumeCoupon(tx: Tx, order: OrderRow, at: Date, log: Logger) {
  if (!order.couponCode) return;
  const rows = await tx
    .update(coupons)
    .set({ status: 'used', usedAt: at, billingNo: order.billingNo })
    .where(
      and(
        eq(coupons.code, order.couponCode),
        eq(coupons.tenantId, order.tenantId),
        or(
          and(eq(coupons.status, 'reserved'), eq(coupons.billingNo, order.billingNo)),
          eq(coupons.status, 'avail'),
        ),
      ),
    )
    .returning({ code: coupons.code });
  if (rows.length === 0) {
    log.warn(
      { tenantId: order.tenantId, billingNo: order.billingNo, coupon: order.couponCode },
      'paid order found its coupon used by another order',
    );
  }
}

/** Failed or expired orders give their coupons back (only coupons they still hold). */
export async function releaseCoupons(tx: Tx, billingNos: string[]): Promise<void> {
  if (billingNos.length === 0) return;
  await tx
    .update(coupons)
    .set({ status: 'avail', billingNo: null })
    .where(and(eq(coupons.status, 'reserved'), inArray(coupons.billingNo, billingNos)));
}
