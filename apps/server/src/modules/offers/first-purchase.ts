import { and, eq, sql } from 'drizzle-orm';
import { firstPurchaseGrants } from '../../db/tables/offers.ts';
import { orderEvents, orders } from '../../db/tables/payments.ts';
import type { EventSource, OrderRow, Tx } from '../orders/types.ts';
import { firstPurchaseBonus, hasPaidBefore } from './repository.ts';

/**
 * Decided at the paid transition, in its transaction and before the delivery row is written
 * (decision 0028): an order that is never paid never uses the bonus up, and the order and its
 * delivery carry it together. The grant's key is the character, so of two orders paid at once
 * exactly one inserts it; the other waits on that key and gets nothing. Answers the order as it
 * is to be delivered (bonus raised when granted).
 */
export async function grantFirstPurchaseBonus(
  tx: Tx,
  order: OrderRow,
  at: Date,
  source: EventSource,
): Promise<OrderRow> {
  if (order.purpose !== 'goods') return order;
  const bonus = await firstPurchaseBonus(tx, order.tenantId, order.gameCode);
  if (bonus === null) return order;
  const who = { tenantId: order.tenantId, gameCode: order.gameCode, roleId: order.roleId };
  if (await hasPaidBefore(tx, { ...who, exceptBillingNo: order.billingNo })) return order;
  const [grant] = await tx
    .insert(firstPurchaseGrants)
    .values({ ...who, billingNo: order.billingNo, bonus, grantedAt: at })
    .onConflictDoNothing()
    .returning();
  if (!grant) return order;
  const [updated] = await tx
    .update(orders)
    .set({ bonus: sql`${orders.bonus} + ${bonus}`, updatedAt: at })
    .where(and(eq(orders.tenantId, order.tenantId), eq(orders.billingNo, order.billingNo)))
    .returning();
  await tx.insert(orderEvents).values({
    tenantId: order.tenantId,
    billingNo: order.billingNo,
    fromStatus: order.status,
    toStatus: order.status,
    source,
    detail: { action: 'first_purchase_bonus', bonus },
    at,
  });
  return updated ?? order;
}

/** Whether the character would still get the bonus with its next paid order. */
export async function firstPurchaseEligible(
  tx: Tx | Parameters<typeof hasPaidBefore>[0],
  who: { tenantId: string; gameCode: string; roleId: string },
): Promise<boolean> {
  const [grant] = await tx
    .select({ billingNo: firstPurchaseGrants.billingNo })
    .from(firstPurchaseGrants)
    .where(
      and(
        eq(firstPurchaseGrants.tenantId, who.tenantId),
        eq(firstPurchaseGrants.gameCode, who.gameCode),
        eq(firstPurchaseGrants.roleId, who.roleId),
      ),
    );
  if (grant) return false;
  return !(await hasPaidBefore(tx, who));
}
