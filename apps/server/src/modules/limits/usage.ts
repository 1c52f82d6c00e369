import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { ResultCode } from '@topup/contracts/result-codes';
import type { Db } from '../../db/client.ts';
import { productLimits } from '../../db/tables/limits.ts';
import { orders } from '../../db/tables/payments.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { Tx } from '../orders/types.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { en } from '../../i18n/messages/en.ts';

export type ProductLimit = typeof productLimits.$inferSelect;
type Reader = Db | Tx;

export type LimitScope = {
  tenantId: string;
  gameCode: string;
  productId: string;
  roleId: string;
  suid: string;
  at: Date;
};

export type LimitUsage = {
  limit: ProductLimit;
  /** Orders that count: paid or delivered, plus unpaid ones that have not expired. */
  used: number;
  unpaid: number;
  /** SPEC extra_pay_times: what is left; negative (minus the unpaid orders) when an unpaid order holds the last slot. */
  remaining: number;
  /** When a purchase frees up again (rolling windows with nothing left), else null. */
  nextPayAt: Date | null;
};

// English texts (tests compare them); players get them in their language.
export const limitReachedMessage = en['limits.limitReached'];
export const unpaidOrderMessage = en['limits.unpaidOrder'];

const DAY_MS = 86_400_000;

export async function findLimit(
  db: Reader,
  tenantId: string,
  productId: string,
): Promise<ProductLimit | null> {
  const [row] = await db
    .select()
    .from(productLimits)
    .where(and(eq(productLimits.tenantId, tenantId), eq(productLimits.productId, productId)));
  return row ?? null;
}

function windowStart(limit: ProductLimit, at: Date): Date | null {
  if (limit.limitType === 'role' || limit.dayInfo <= 0) return null;
  return new Date(at.getTime() - limit.dayInfo * DAY_MS);
}

/** How much of the limit the character (role, time) or the account (game) has used. */
export async function limitUsage(
  db: Reader,
  limit: ProductLimit,
  scope: LimitScope,
): Promise<LimitUsage> {
  const start = windowStart(limit, scope.at);
  const who =
    limit.limitType === 'game' ? eq(orders.suid, scope.suid) : eq(orders.roleId, scope.roleId);
  const rows = await db
    .select({ status: orders.status, createdAt: orders.createdAt })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, scope.tenantId),
        eq(orders.gameCode, scope.gameCode),
        eq(orders.productId, scope.productId),
        // Goods paid with a prepaid card (card_info on a card pay endpoint) count too.
        inArray(orders.purpose, ['goods', 'card']),
        who,
        start ? gt(orders.createdAt, start) : undefined,
        or(
          inArray(orders.status, ['paid', 'delivered']),
          and(inArray(orders.status, ['created', 'pending']), gt(orders.expiresAt, scope.at)),
        ),
      ),
    )
    .orderBy(asc(orders.createdAt));
  const used = rows.length;
  const unpaid = rows.filter((r) => r.status === 'created' || r.status === 'pending').length;
  const left = limit.frequency - used;
  const remaining = left <= 0 && unpaid > 0 ? -unpaid : Math.max(left, 0);
  // The slot frees when the (used - frequency + 1)-th oldest counted order leaves the window.
  const freeing = left <= 0 && start ? rows[used - limit.frequency] : undefined;
  const nextPayAt = freeing ? new Date(freeing.createdAt.getTime() + limit.dayInfo * DAY_MS) : null;
  return { limit, used, unpaid, remaining, nextPayAt };
}

/**
 * Run inside the order's insert transaction, after the insert (scope.at = the new order's
 * created_at): the scope is serialised with a transaction-level advisory lock, so N concurrent
 * attempts on the last slot give exactly one order. Throws LimitReached, or UnpaidLimitOrder when
 * an unpaid order is what holds the slot.
 */
export async function enforceLimit(tx: Tx, scope: LimitScope): Promise<void> {
  const limit = await findLimit(tx, scope.tenantId, scope.productId);
  if (!limit) return;
  const who = limit.limitType === 'game' ? `a:${scope.suid}` : `r:${scope.roleId}`;
  const key = `limit|${scope.tenantId}|${scope.gameCode}|${scope.productId}|${who}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  const usage = await limitUsage(tx, limit, scope);
  // The new order is already in this transaction's view: it counts itself (as one unpaid).
  if (usage.used <= limit.frequency) return;
  if (usage.unpaid > 1)
    throw new AppError(ResultCode.UnpaidLimitOrder, serverMessage('limits.unpaidOrder'));
  throw new AppError(ResultCode.LimitReached, serverMessage('limits.limitReached'));
}
