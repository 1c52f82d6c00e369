import { and, eq, isNull } from 'drizzle-orm';
import { offerClaims } from '../../db/tables/offers.ts';
import { claimJob } from '../orders/relay/claim-job.ts';
import type { RelayJobFactory } from '../orders/relay/relay-jobs.ts';
import type { OfferClaimPayload } from './claim-payload.ts';

// A claimed free step ('offer' rows) has nothing that could revoke it: straight to the game, like
// event rewards; out of attempts, the claim stays undelivered, on record.
export const offerClaimJob: RelayJobFactory = (row, ctx) => {
  const payload = row.payload as OfferClaimPayload;
  return claimJob(row, ctx, {
    detail: { productId: payload.productId },
    async markDelivered(tx, at) {
      await tx
        .update(offerClaims)
        .set({ deliveredAt: at })
        .where(
          and(
            eq(offerClaims.tenantId, row.tenantId),
            eq(offerClaims.productId, payload.productId),
            eq(offerClaims.gameCode, payload.gameCode),
            eq(offerClaims.roleId, payload.roleId),
            isNull(offerClaims.deliveredAt),
          ),
        );
    },
  });
};
