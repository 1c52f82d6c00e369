import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productLimits } from '../../db/tables/limits.ts';
import type { Tx } from '../orders/types.ts';

// Purchase limits of goods as the console edits them (usage.ts counts them for players).

type Q = Db | Tx;
export type LimitRow = typeof productLimits.$inferSelect;
export type LimitInput = { type: 'role' | 'time' | 'game'; frequency: number; days: number };

export function limitsOf(db: Q, tenantId: string, productIds: string[]): Promise<LimitRow[]> {
  return db
    .select()
    .from(productLimits)
    .where(and(eq(productLimits.tenantId, tenantId), inArray(productLimits.productId, productIds)));
}

export async function deleteLimit(tx: Q, tenantId: string, productId: string) {
  await tx
    .delete(productLimits)
    .where(and(eq(productLimits.tenantId, tenantId), eq(productLimits.productId, productId)));
}

/** The product's limit becomes this one; null: unlimited. */
export async function replaceLimit(
  tx: Q,
  tenantId: string,
  productId: string,
  limit: LimitInput | null,
) {
  await deleteLimit(tx, tenantId, productId);
  if (limit) {
    await tx.insert(productLimits).values({
      tenantId,
      productId,
      limitType: limit.type,
      frequency: limit.frequency,
      dayInfo: limit.days,
    });
  }
}
