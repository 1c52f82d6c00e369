import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../orders/types.ts';
import { staffAudit } from '../../db/tables/console.ts';
import { staffOf } from './guard.ts';

export type AuditEntry = {
  /** Verb and noun, e.g. goods.update, order.refund, staff.create. */
  action: string;
  /** The brand the change belongs to; null for changes that belong to none (staff accounts). */
  tenantId: string | null;
  /** What was changed, e.g. the goods id or billing number. */
  target: string;
  before?: unknown;
  after?: unknown;
};

/**
 * One audit row for a change made through the console: who, when, what, before and after. Pass
 * the transaction that makes the change, so the change and its record commit together.
 */
export async function recordAudit(db: Db | Tx, request: FastifyRequest, entry: AuditEntry) {
  const staff = staffOf(request);
  await db.insert(staffAudit).values({
    staffId: staff.id,
    staffEmail: staff.email,
    tenantId: entry.tenantId,
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: request.id,
    at: request.server.clock.now(),
  });
}
