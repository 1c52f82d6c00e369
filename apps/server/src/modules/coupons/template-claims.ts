import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/tables/vip.ts';
import type { Tx } from '../orders/types.ts';

/** How many coupons players claimed from this template (a claimed template must stay). */
export async function templateClaims(
  db: Db | Tx,
  tenantId: string,
  templateId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(coupons)
    .where(and(eq(coupons.tenantId, tenantId), eq(coupons.templateId, templateId)));
  return row?.n ?? 0;
}
