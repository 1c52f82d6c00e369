import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offerClaims } from '../../db/tables/offers.ts';
import { outbox } from '../../db/tables/payments.ts';
import { recordAttempt } from '../orders/relay/delivery-attempts.ts';
import type { RelayJob } from '../orders/relay/relay-jobs.ts';
import { giveUpReward } from '../orders/relay/reward-steps.ts';
import type { OfferClaimPayload } from './claim-payload.ts';

type OutboxRow = typeof outbox.$inferSelect;

// A claimed free step has nothing that could revoke it: straight to the game, like event rewards.
export function offerClaimJob(db: Db, row: OutboxRow): RelayJob {
  const payload = row.payload as OfferClaimPayload;
  return {
    logFields: { deliveryId: row.deliveryId },
    billingNo: null,
    async send(gateway) {
      const answer = await gateway.deliver(row.tenantId, payload.gameCode, payload.roleId, {
        deliveryId: row.deliveryId,
        amount: payload.amount,
        source: payload.source,
        detail: { productId: payload.productId },
      });
      return { applied: answer.applied, answer };
    },
    skipReason: async () => null,
    async finish(at, attempt) {
      await db.transaction(async (tx) => {
        await recordAttempt(tx, attempt);
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
        await tx.update(outbox).set({ doneAt: at, lastError: null }).where(eq(outbox.id, row.id));
      });
      return null;
    },
    // Parked as dead the same way as an event reward: the claim stays undelivered, on record.
    giveUp: (at, error, attempt) => giveUpReward(db, row, at, error, attempt),
  };
}
