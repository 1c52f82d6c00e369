import { and, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/tables/payments.ts';
import { replenishLinks } from '../../db/tables/replenish.ts';
import type { OrderRow, Tx } from '../orders/types.ts';

export type ReplenishLinkRow = typeof replenishLinks.$inferSelect;
export type NewReplenishLink = typeof replenishLinks.$inferInsert;
type Reader = Db | Tx;

const linkWhere = (tenantId: string, idHash: string) =>
  and(eq(replenishLinks.tenantId, tenantId), eq(replenishLinks.idHash, idHash));

export async function insertLink(db: Reader, row: NewReplenishLink): Promise<ReplenishLinkRow> {
  const [inserted] = await db.insert(replenishLinks).values(row).returning();
  return inserted!;
}

/** The link of this brand with that hash; another brand's link is not found. */
export async function findLink(
  db: Reader,
  tenantId: string,
  idHash: string,
): Promise<ReplenishLinkRow | null> {
  const [row] = await db.select().from(replenishLinks).where(linkWhere(tenantId, idHash));
  return row ?? null;
}

/** The link, locked until the transaction ends: orders of one link are created one at a time. */
export async function lockLink(
  tx: Tx,
  tenantId: string,
  idHash: string,
): Promise<ReplenishLinkRow | null> {
  const [row] = await tx
    .select()
    .from(replenishLinks)
    .where(linkWhere(tenantId, idHash))
    .for('update');
  return row ?? null;
}

/** The link's order still waiting for its money (created or pending, not yet expired), if any. */
export async function openOrderOf(
  db: Reader,
  link: Pick<ReplenishLinkRow, 'tenantId' | 'idHash'>,
  at: Date,
  exceptBillingNo?: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, link.tenantId),
        eq(orders.purpose, 'replenish'),
        eq(orders.ref, link.idHash),
        inArray(orders.status, ['created', 'pending']),
        gt(orders.expiresAt, at),
        exceptBillingNo === undefined ? undefined : ne(orders.billingNo, exceptBillingNo),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * open -> settled by the order that paid it; answers false when the link was not open any more
 * (settled by an earlier order, or cancelled).
 */
export async function settleLink(
  tx: Tx,
  q: { tenantId: string; idHash: string; billingNo: string; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(replenishLinks)
    .set({ status: 'settled', billingNo: q.billingNo, settledAt: q.at })
    .where(and(linkWhere(q.tenantId, q.idHash), eq(replenishLinks.status, 'open')))
    .returning({ idHash: replenishLinks.idHash });
  return rows.length > 0;
}
