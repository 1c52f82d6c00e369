import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderMakeGoods } from '../../db/tables/make-goods.ts';

type MakeGoodState = 'settling' | 'refunded' | 'credited';

/** The make-goods (make-good/) of some of a brand's orders, by billing number: one read. */
export async function makeGoodsOf(
  db: Db,
  tenantId: string,
  billingNos: string[],
): Promise<Map<string, MakeGoodState>> {
  if (billingNos.length === 0) return new Map();
  const rows = await db
    .select({ billingNo: orderMakeGoods.billingNo, state: orderMakeGoods.state })
    .from(orderMakeGoods)
    .where(
      and(eq(orderMakeGoods.tenantId, tenantId), inArray(orderMakeGoods.billingNo, billingNos)),
    );
  return new Map(rows.map((r) => [r.billingNo, r.state as MakeGoodState]));
}
