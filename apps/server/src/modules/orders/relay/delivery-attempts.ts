import { deliveryAttempts } from '../../../db/tables/console.ts';
import type { Db } from '../../../db/client.ts';
import { capText } from '../../../lib/cap-text.ts';
import type { Logger } from '../types.ts';

// Each call the relay makes to the game, kept for the order's story in the console (issue 16).

export const ANSWER_CAP_BYTES = 8 * 1024;

export type AttemptValues = typeof deliveryAttempts.$inferInsert;
/** One call to the game, to be written with the bookkeeping it led to. */
export type Attempt = { values: AttemptValues; log: Logger };

type Row = { tenantId: string; deliveryId: string; kind: string; attempts: number };

export function attemptOf(
  row: Row,
  call: { billingNo: string | null; ok: boolean; answer: unknown; durationMs: number; at: Date },
  source: string,
  log: Logger,
): Attempt {
  const answer =
    typeof call.answer === 'string' ? call.answer : JSON.stringify(call.answer ?? null);
  return {
    log,
    values: {
      tenantId: row.tenantId,
      deliveryId: row.deliveryId,
      billingNo: call.billingNo,
      kind: row.kind,
      attempt: row.attempts,
      ok: call.ok,
      answer: capText(answer, ANSWER_CAP_BYTES),
      durationMs: Math.max(0, Math.round(call.durationMs)),
      source,
      at: call.at,
    },
  };
}

/**
 * Writes the attempt inside `db` (a transaction: as a savepoint, so it commits or rolls back with
 * the bookkeeping around it) and never throws: a story line that cannot be written must not undo
 * or hold up a delivery the game already made.
 */
export async function recordAttempt(db: Db, attempt: Attempt | undefined): Promise<void> {
  if (!attempt) return;
  try {
    await db.transaction(async (sp) => {
      await sp.insert(deliveryAttempts).values(attempt.values);
    });
  } catch (err) {
    attempt.log.warn(
      { err, deliveryId: attempt.values.deliveryId, attempt: attempt.values.attempt },
      'delivery attempt not recorded',
    );
  }
}
