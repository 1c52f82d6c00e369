import { eq } from 'drizzle-orm';
import { outbox } from '../../../db/tables/payments.ts';
import type { Tx } from '../types.ts';
import { recordAttempt } from './delivery-attempts.ts';
import { closeWithAttempt, markDone } from './relay-steps.ts';
import type { OutboxRow, RelayContext, RelayJob } from './relay-jobs.ts';

/** What a claimed reward's row carries to the game (event tiers, daily steps, free offer steps). */
type ClaimPayload = { gameCode: string; roleId: string; amount: number; source: string };

/**
 * The job of a claimed reward, for the module that owns the claim (activity, daily rewards,
 * offers): nothing could revoke it, so no status check, straight to the game. Delivered, the
 * module's claim row is marked (`markDelivered`) and the outbox row done, together; out of
 * attempts, the row is parked as dead and the claim stays undelivered, which the player's list
 * shows.
 */
export function claimJob(
  row: OutboxRow,
  { db }: RelayContext,
  claim: {
    /** What the game is told the reward is for. */
    detail: Record<string, unknown>;
    markDelivered(tx: Tx, at: Date): Promise<void>;
  },
): RelayJob {
  const payload = row.payload as ClaimPayload;
  return {
    logFields: { deliveryId: row.deliveryId },
    billingNo: null,
    async send(gateway) {
      const answer = await gateway.deliver(row.tenantId, payload.gameCode, payload.roleId, {
        deliveryId: row.deliveryId,
        amount: payload.amount,
        source: payload.source,
        detail: claim.detail,
      });
      return { applied: answer.applied, answer };
    },
    skipReason: async () => null,
    async finish(at, attempt) {
      await closeWithAttempt(db, attempt, async (tx, withDone) => {
        await claim.markDelivered(tx, at);
        await markDone(tx, row.id, at, withDone);
      });
      return null;
    },
    async giveUp(at, error, attempt) {
      await db.transaction(async (tx) => {
        await tx
          .update(outbox)
          .set({
            deadAt: at,
            lastError: `delivery failed after ${row.attempts} attempts: ${error}`,
          })
          .where(eq(outbox.id, row.id));
        await recordAttempt(tx, attempt);
      });
    },
  };
}

/**
 * A row no module registered a job for (a wiring mistake): never sent, it fails like an
 * unreachable game, so it is retried and then parked as dead, on record, instead of lost.
 */
export function missingJob(row: OutboxRow, ctx: RelayContext): RelayJob {
  return {
    ...claimJob(row, ctx, { detail: {}, markDelivered: async () => {} }),
    async send() {
      throw new Error(`no relay job is registered for outbox kind '${row.kind}'`);
    },
  };
}
