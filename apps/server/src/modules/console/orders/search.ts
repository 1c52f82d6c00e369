import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  or,
  type SQL,
} from 'drizzle-orm';
import type { ConsoleOrderPage, ConsoleOrderSearch } from '@topup/contracts/console-orders';
import type { Db } from '../../../db/client.ts';
import { orders } from '../../../db/tables/payments.ts';
import { consoleOrderOf } from './order-view.ts';

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A date alone is its whole UTC day: `to` 2026-03-01 includes that day. */
function bound(value: string, end: boolean): Date {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const at = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (dateOnly && end) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

/** Every filter of the search form, ANDed; the brands always apply. */
function orderFilter(brands: readonly string[], q: ConsoleOrderSearch): SQL | undefined {
  const where: (SQL | undefined)[] = [inArray(orders.tenantId, [...brands])];
  if (q.billing_no) where.push(eq(orders.billingNo, q.billing_no));
  if (q.account) {
    where.push(
      or(
        eq(orders.suid, q.account),
        ilike(
          orders.username,
          q.account.replace(/[\\%_]/g, (c) => `\\${c}`),
        ),
      ),
    );
  }
  if (q.role) where.push(or(eq(orders.roleId, q.role), ilike(orders.roleName, likeText(q.role))));
  if (q.provider) where.push(eq(orders.provider, q.provider));
  if (q.status) where.push(eq(orders.status, q.status));
  if (q.failed_delivery === 'true') {
    where.push(and(eq(orders.status, 'paid'), isNotNull(orders.deliveryError)));
  }
  if (q.from) where.push(gte(orders.createdAt, bound(q.from, false)));
  if (q.to) where.push(lt(orders.createdAt, bound(q.to, true)));
  return and(...where);
}

const newestFirst = [desc(orders.createdAt), desc(orders.billingNo)];

/** Orders of the given brands matching every filter given, newest first, one page. */
export async function searchOrders(
  db: Db,
  brands: readonly string[],
  q: ConsoleOrderSearch,
): Promise<ConsoleOrderPage> {
  const page = q.page ?? 1;
  const pageSize = q.page_size ?? 50;
  const filter = orderFilter(brands, q);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(filter)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(orders).where(filter),
  ]);
  return { items: rows.map(consoleOrderOf), total: total?.n ?? 0, page, page_size: pageSize };
}

/**
 * Every order matching the search (pages ignored), newest first, for the CSV export; at most
 * `max` + 1 rows are read, so the caller can tell "more than max" without counting the world.
 */
export async function exportOrders(
  db: Db,
  brands: readonly string[],
  q: ConsoleOrderSearch,
  max: number,
) {
  const rows = await db
    .select()
    .from(orders)
    .where(orderFilter(brands, q))
    .orderBy(...newestFirst)
    .limit(max + 1);
  return rows.map(consoleOrderOf);
}
