import { and, eq, isNull } from 'drizzle-orm';
import { dailyClaims } from '../../db/tables/daily-rewards.ts';
import { claimJob } from '../orders/relay/claim-job.ts';
import type { RelayJobFactory } from '../orders/relay/relay-jobs.ts';
import type { DailyRewardPayload } from './daily-payload.ts';

/** A claimed daily step ('reward' rows of source 'daily'): its claim row is the record. */
export const dailyRewardJob: RelayJobFactory = (row, ctx) => {
  const payload = row.payload as DailyRewardPayload;
  return claimJob(row, ctx, {
    detail: { calendarId: payload.calendarId, day: payload.day, step: payload.step },
    async markDelivered(tx, at) {
      await tx
        .update(dailyClaims)
        .set({ deliveredAt: at })
        .where(
          and(
            eq(dailyClaims.tenantId, row.tenantId),
            eq(dailyClaims.calendarId, payload.calendarId),
            eq(dailyClaims.suid, payload.suid),
            eq(dailyClaims.day, payload.day),
            isNull(dailyClaims.deliveredAt),
          ),
        );
    },
  });
};
