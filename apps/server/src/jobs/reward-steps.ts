import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { activityClaims } from '../db/tables/activities.ts';
import { outbox } from '../db/tables/payments.ts';
import type { RewardPayload } from '../modules/activity/reward-payload.ts';
import { recordAttempt, type Attempt } from './delivery-attempts.ts';

// The relay's bookkeeping for event rewards: no order behind them, the claim row is the record.
type Row = { id: number; tenantId: string; attempts: number };

/** The game has the reward: the claim becomes delivered and the row done, together. */
export async function finishReward(
  db: Db,
  row: Row,
  payload: RewardPayload,
  at: Date,
  attempt?: Attempt,
) {
  await db.transaction(async (tx) => {
    await recordAttempt(tx, attempt);
    await tx
      .update(activityClaims)
      .set({ deliveredAt: at })
      .where(
        and(
          eq(activityClaims.tenantId, row.tenantId),
          eq(activityClaims.activityId, payload.activityId),
          eq(activityClaims.tierId, payload.tierId),
          eq(activityClaims.gameCode, payload.gameCode),
          eq(activityClaims.roleId, payload.roleId),
          isNull(activityClaims.deliveredAt),
        ),
      );
    await tx.update(outbox).set({ doneAt: at, lastError: null }).where(eq(outbox.id, row.id));
  });
}

/** Out of attempts: parked as dead; the claim stays undelivered, which the player's list shows. */
export async function giveUpReward(db: Db, row: Row, at: Date, error: string, attempt?: Attempt) {
  await db.transaction(async (tx) => {
    await tx
      .update(outbox)
      .set({ deadAt: at, lastError: `delivery failed after ${row.attempts} attempts: ${error}` })
      .where(eq(outbox.id, row.id));
    await recordAttempt(tx, attempt);
  });
}
