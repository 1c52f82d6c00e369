import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { activityClaims } from '../../../db/tables/activities.ts';
import { dailyClaims } from '../../../db/tables/daily-rewards.ts';
import { outbox } from '../../../db/tables/payments.ts';
import type { RewardPayload } from '../../activity/reward-payload.ts';
import type { DailyRewardPayload } from '../../daily-rewards/daily-payload.ts';
import type { Tx } from '../types.ts';
import { recordAttempt, type Attempt } from './delivery-attempts.ts';

// The relay's bookkeeping for event and daily rewards: no order behind them, the claim row is the
// record.
type Row = { id: number; tenantId: string; attempts: number };

/** An event tier's or a daily claim's row becomes delivered. */
async function markDelivered(
  tx: Tx,
  tenantId: string,
  payload: RewardPayload | DailyRewardPayload,
  at: Date,
) {
  if (payload.source === 'daily') {
    await tx
      .update(dailyClaims)
      .set({ deliveredAt: at })
      .where(
        and(
          eq(dailyClaims.tenantId, tenantId),
          eq(dailyClaims.calendarId, payload.calendarId),
          eq(dailyClaims.suid, payload.suid),
          eq(dailyClaims.day, payload.day),
          isNull(dailyClaims.deliveredAt),
        ),
      );
    return;
  }
  await tx
    .update(activityClaims)
    .set({ deliveredAt: at })
    .where(
      and(
        eq(activityClaims.tenantId, tenantId),
        eq(activityClaims.activityId, payload.activityId),
        eq(activityClaims.tierId, payload.tierId),
        eq(activityClaims.gameCode, payload.gameCode),
        eq(activityClaims.roleId, payload.roleId),
        isNull(activityClaims.deliveredAt),
      ),
    );
}

/** The game has the reward: the claim becomes delivered and the row done, together. */
export async function finishReward(
  db: Db,
  row: Row,
  payload: RewardPayload | DailyRewardPayload,
  at: Date,
  attempt?: Attempt,
) {
  await db.transaction(async (tx) => {
    await recordAttempt(tx, attempt);
    await markDelivered(tx, row.tenantId, payload, at);
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
