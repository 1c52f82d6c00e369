import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@topup/server/db/client';
import { demoBalances } from '@topup/server/db/tables/demo-game';

type Target = { tenantId: string; gameCode: string; roleId: string };

/**
 * The demo character spends in-game currency: the balance goes down by the amount, never below
 * zero (more than it has spends what is left). Spent goods are what a later refund's revoke cannot
 * take back, so this is how a demo or a test produces a shortfall (issue 14).
 */
export async function spendDemoBalance(
  db: Db,
  now: () => Date,
  target: Target,
  amount: number,
): Promise<{ spent: number; balance: number }> {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError('amount must be a positive integer');
  }
  const where = and(
    eq(demoBalances.tenantId, target.tenantId),
    eq(demoBalances.gameCode, target.gameCode),
    eq(demoBalances.roleId, target.roleId),
  );
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ balance: demoBalances.balance })
      .from(demoBalances)
      .where(where)
      .for('update');
    const spent = Math.min(amount, Math.max(0, row?.balance ?? 0));
    if (spent === 0) return { spent: 0, balance: Math.max(0, row?.balance ?? 0) };
    const [after] = await tx
      .update(demoBalances)
      .set({ balance: sql`${demoBalances.balance} - ${spent}`, updatedAt: now() })
      .where(where)
      .returning({ balance: demoBalances.balance });
    return { spent, balance: after!.balance };
  });
}
