import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  like,
  lt,
  not,
  or,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { staffAudit } from '../../../db/tables/console.ts';

export type AuditRow = typeof staffAudit.$inferSelect;

export type AuditSearch = {
  /** Rows of these brands... */
  brands: readonly string[];
  /** ...and the brand-less ones made by these members (a staff.* row only about one of them). */
  actors: readonly string[];
  staffId?: string;
  /** An action (goods.update) or a family of them (goods). */
  action?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
  page: number;
  pageSize: number;
};

/** A page of the audit log, newest first, and how many rows match in all. */
export async function searchAudit(
  db: Db,
  q: AuditSearch,
): Promise<{ rows: AuditRow[]; total: number }> {
  // A staff.* row's target is a staff id; the members sharing a brand are the actors.
  const where: SQL[] = [
    or(
      inArray(staffAudit.tenantId, [...q.brands]),
      and(
        isNull(staffAudit.tenantId),
        inArray(staffAudit.staffId, [...q.actors]),
        or(not(like(staffAudit.action, 'staff.%')), inArray(staffAudit.target, [...q.actors])),
      ),
    )!,
  ];
  if (q.staffId) where.push(eq(staffAudit.staffId, q.staffId));
  if (q.action) {
    where.push(or(eq(staffAudit.action, q.action), like(staffAudit.action, `${q.action}.%`))!);
  }
  if (q.from) where.push(gte(staffAudit.at, q.from));
  if (q.to) where.push(lt(staffAudit.at, q.to));
  const filter = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(staffAudit)
      .where(filter)
      .orderBy(desc(staffAudit.at), desc(staffAudit.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(staffAudit).where(filter),
  ]);
  return { rows, total: total?.n ?? 0 };
}
