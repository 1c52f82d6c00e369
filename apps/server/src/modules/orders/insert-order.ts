import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { ResultCode } from '@topup/contracts/result-codes';
import { orderEvents, orders } from '../../db/tables/payments.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';
import { namedLimit } from '../../plugins/limit-names.ts';
import type { NewOrder, OrderRow, Tx } from './types.ts';

/**
 * Refuses (-429) a new unpaid order when the account already holds `max` open ones on this brand:
 * each holds purchase-limit slots until paid or expired, so one client must not open thousands.
 * A transaction-scoped advisory lock per account makes concurrent pay calls count one by one.
 */
/**
 * Open guest orders (top-up by player id, ADR 0038) an account's characters may hold: counted apart
 * from the account's own, so strangers who know a player id cannot fill the owner's room with
 * unpaid orders and lock the owner out of buying.
 */
export const MAX_UNPAID_GUEST_ORDERS = 3;

const isGuest = (input: NewOrder) => input.meta?.guest === true;

async function assertUnpaidRoom(tx: Tx, input: NewOrder, at: Date, max: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`unpaid:${input.tenantId}:${input.suid}`}))`,
  );
  const guest = isGuest(input);
  const limit = guest ? Math.min(max, MAX_UNPAID_GUEST_ORDERS) : max;
  const [row] = await tx
    .select({ open: count() })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, input.tenantId),
        eq(orders.suid, input.suid),
        inArray(orders.status, ['created', 'pending']),
        gt(orders.expiresAt, at),
        sql`coalesce((${orders.meta}->>'guest')::boolean, false) = ${guest}`,
      ),
    );
  if ((row?.open ?? 0) >= limit) {
    throw namedLimit(
      new AppError(ResultCode.RateLimited, serverMessage('pay.tooManyUnpaid')),
      'pay:unpaid-orders',
    );
  }
}

/**
 * Writes a new order in 'created' and its creation event, in the caller's transaction. Null when
 * the billing number is already taken (the caller draws another). With maxUnpaid, an account
 * already holding that many open orders is refused first (orders born paid pass none).
 */
export async function insertCreatedOrder(
  tx: Tx,
  input: NewOrder,
  billingNo: string,
  at: Date,
  ttlMs: number,
  opts: { maxUnpaid?: number } = {},
): Promise<OrderRow | null> {
  if (opts.maxUnpaid !== undefined) await assertUnpaidRoom(tx, input, at, opts.maxUnpaid);
  const [inserted] = await tx
    .insert(orders)
    .values({
      ...input,
      billingNo,
      status: 'created',
      createdAt: at,
      updatedAt: at,
      expiresAt: new Date(at.getTime() + ttlMs),
    })
    .onConflictDoNothing({ target: orders.billingNo })
    .returning();
  if (!inserted) return null;
  await tx.insert(orderEvents).values({
    tenantId: input.tenantId,
    billingNo,
    fromStatus: null,
    toStatus: 'created',
    source: 'pay',
    detail: { action: 'create', endpoint: input.endpoint, provider: input.provider },
    at,
  });
  return inserted;
}
