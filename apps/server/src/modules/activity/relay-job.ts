import { and, eq, isNull } from 'drizzle-orm';
import { activityClaims } from '../../db/tables/activities.ts';
import { claimJob } from '../orders/relay/claim-job.ts';
import type { RelayJobFactory } from '../orders/relay/relay-jobs.ts';
import type { RewardPayload } from './reward-payload.ts';

/** An event tier's claimed reward ('reward' rows of source 'event'): its claim row is the record. */
export const eventRewardJob: RelayJobFactory = (row, ctx) => {
  const payload = row.payload as RewardPayload;
  return claimJob(row, ctx, {
    detail: { activityId: payload.activityId, tierId: payload.tierId },
    async markDelivered(tx, at) {
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
    },
  });
};
