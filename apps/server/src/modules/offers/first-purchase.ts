import { and, eq } from 'drizzle-orm';
import { firstPurchaseGrants } from '../../db/tables/offers.ts';
import type { OrderHookMap } from '../orders/hooks.ts';
import type { Tx } from '../orders/types.ts';
import { firstPurchaseBonus, hasPaidBefore } from './repository.ts';

/**
 * The paid hook of offers (registered in routes.ts): decided at the paid transition, in its
 * transaction and before the delivery row is written (decision 0028), so an order that is never
 * paid never uses the bonus up, and the order and its delivery carry it together. The grant's key
 * is the character, so of two orders paid at once exactly one inserts it; the other waits on that
 * key and gets nothing. Answers the bonus for the order lifecycle to add (amend-order.ts).
 */
export const firstPurchaseBonusHook: OrderHookMap['paid'] = async (tx, order, { at }) => {
  if (order.purpose !== 'goods') return;
  const bonus = await firstPurchaseBonus(tx, order.tenantId, order.gameCode);
  if (bonus === null) return;
  const who = { tenantId: order.tenantId, gameCode: order.gameCode, roleId: order.roleId };
  if (await hasPaidBefore(tx, { ...who, exceptBillingNo: order.billingNo })) return;
  const [grant] = await tx
    .insert(firstPurchaseGrants)
    .values({ ...who, billingNo: order.billingNo, bonus, grantedAt: at })
    .onConflictDoNothing()
    .returning();
  if (!grant) return;
  return { addBonus: bonus, detail: { action: 'first_purchase_bonus', bonus } };
};

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
