import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { outbox } from '../../../db/tables/payments.ts';
import type { RevokeResult } from '../../../games/game-gateway.ts';
import type { OrderHooks, RevokeEnd } from '../hooks.ts';
import { appendStory, type StoryLine } from '../story.ts';
import type { RevokePayload, Tx } from '../types.ts';
import { recordAttempt, type Attempt } from './delivery-attempts.ts';

// The relay's bookkeeping for taking a refunded order's goods back (issue 14).
type Row = { id: number; tenantId: string; attempts: number };

/**
 * While the order's own delivery row is still live (claimed or waiting for a retry), a revoke must
 * wait: run first, the game would know nothing to take back and the delivery would land after it.
 * Answers when to look again, or null when the delivery is settled (done, dead or never queued).
 */
export async function deliveryInFlight(db: Db, payload: RevokePayload): Promise<Date | null> {
  const [live] = await db
    .select({ nextAttemptAt: outbox.nextAttemptAt })
    .from(outbox)
    .where(
      and(
        eq(outbox.deliveryId, payload.billingNo),
        eq(outbox.kind, 'deliver'),
        isNull(outbox.doneAt),
        isNull(outbox.deadAt),
      ),
    );
  return live?.nextAttemptAt ?? null;
}

/** Waiting is not failing: the attempt the claim counted is given back. */
export async function deferRevoke(db: Db, row: Row, retryAt: Date) {
  await db
    .update(outbox)
    .set({
      nextAttemptAt: retryAt,
      attempts: sql`greatest(0, ${outbox.attempts} - 1)`,
      lastError: 'waiting for the delivery to settle',
    })
    .where(eq(outbox.id, row.id));
}

/** The game answered: the row is done and the order's story says what was taken back. */
export async function finishRevoke(
  db: Db,
  hooks: OrderHooks,
  row: Row,
  payload: RevokePayload,
  result: RevokeResult,
  at: Date,
  attempt?: Attempt,
) {
  await db.transaction(async (tx) => {
    await recordAttempt(tx, attempt);
    await tx.update(outbox).set({ doneAt: at, lastError: null }).where(eq(outbox.id, row.id));
    await appendStory(
      tx,
      storyRow(row, payload, at, { action: 'revoke', reason: payload.reason, ...result }),
    );
    // The revoked hooks: the brand's rule for what the game could not take back (account blocks).
    await revoked(tx, hooks, row, payload, { at, end: { shortfall: result.shortfall } });
  });
}

/** Out of attempts: parked as dead, and the order's story says the goods are still with the player. */
export async function giveUpRevoke(
  db: Db,
  hooks: OrderHooks,
  row: Row,
  payload: RevokePayload,
  at: Date,
  error: string,
  attempt?: Attempt,
) {
  await db.transaction(async (tx) => {
    await recordAttempt(tx, attempt);
    await tx.update(outbox).set({ deadAt: at, lastError: error }).where(eq(outbox.id, row.id));
    await appendStory(
      tx,
      storyRow(row, payload, at, { action: 'revoke_dead', attempts: row.attempts, error }),
    );
    // The game could not take anything back: the whole order counts for the brand's rule.
    await revoked(tx, hooks, row, payload, { at, end: { givenUp: true } });
  });
}

async function revoked(
  tx: Tx,
  hooks: OrderHooks,
  row: Row,
  payload: RevokePayload,
  ctx: { at: Date; end: RevokeEnd },
) {
  const order = { tenantId: row.tenantId, billingNo: payload.billingNo };
  for (const hook of hooks.list('revoked')) await hook(tx, order, ctx);
}

/** A line of a refunded order's story, written by the relay: the status stays refunded. */
function storyRow(
  row: Row,
  payload: RevokePayload,
  at: Date,
  detail: Record<string, unknown>,
): StoryLine {
  return {
    tenantId: row.tenantId,
    billingNo: payload.billingNo,
    status: 'refunded',
    source: 'relay',
    detail,
    at,
  };
}
