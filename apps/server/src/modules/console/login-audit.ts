import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { staffAudit } from '../../db/tables/console.ts';

/** Why a console login was refused: for the operators' audit row, never for the caller. */
export type LoginRefusal = 'unknown-email' | 'password' | 'disabled' | 'code' | 'code-used';

export function refusalOf(
  row: { disabledAt: Date | null } | null,
  passwordOk: boolean,
  step: number | null,
): LoginRefusal {
  if (!row) return 'unknown-email';
  if (!passwordOk) return 'password';
  if (row.disabledAt !== null) return 'disabled';
  return step === null ? 'code' : 'code-used';
}

/**
 * An audit row for a refused console login (issue 28, item 15). Nobody is logged in, so the row
 * names the attempted e-mail (lowercased) and, when it belongs to a staff member, their id;
 * otherwise the staff id is empty. The client address and the reason go into `after`; the
 * password and the code never do. `locked` marks the attempt that filled a throttle counter.
 * Attempts the throttle refused (-429) write no row: a burst would flood the log, and the
 * attempt that filled the counter already says so.
 */
export async function recordLoginRefused(
  db: Db,
  request: FastifyRequest,
  entry: { email: string; staffId: string | null; reason: LoginRefusal; locked: boolean },
) {
  const email = entry.email.toLowerCase();
  await db.insert(staffAudit).values({
    staffId: entry.staffId ?? '',
    staffEmail: email,
    tenantId: null,
    action: 'session.login-failed',
    target: entry.staffId ?? email,
    before: null,
    after: { address: request.ip, reason: entry.reason, locked: entry.locked },
    requestId: request.id,
    at: request.server.clock.now(),
  });
}
