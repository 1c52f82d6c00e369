import { and, asc, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities, activityClaims, activityTiers } from '../../db/tables/activities.ts';
import { orders, outbox } from '../../db/tables/payments.ts';
import type { Payment } from './progress.ts';
import { rewardDeliveryId, type RewardPayload } from './reward-payload.ts';
import { announceWork } from '../../db/wake.ts';

export type ActivityRow = typeof activities.$inferSelect;
export type TierRow = typeof activityTiers.$inferSelect;
export type ClaimRow = typeof activityClaims.$inferSelect;
export type RoleKey = { tenantId: string; gameCode: string; roleId: string };

export function createActivityRepository(db: Db) {
  return {
    /** Every event of a game, ended ones too (callers judge the window by their clock). */
    async ofGame(tenantId: string, gameCode: string): Promise<ActivityRow[]> {
      return db
        .select()
        .from(activities)
        .where(and(eq(activities.tenantId, tenantId), eq(activities.gameCode, gameCode)))
        .orderBy(asc(activities.startsAt), asc(activities.activityId));
    },

    async find(tenantId: string, activityId: string): Promise<ActivityRow | undefined> {
      const [row] = await db
        .select()
        .from(activities)
        .where(and(eq(activities.tenantId, tenantId), eq(activities.activityId, activityId)));
      return row;
    },

    async tiers(tenantId: string, activityIds: string[]): Promise<TierRow[]> {
      if (activityIds.length === 0) return [];
      return db
        .select()
        .from(activityTiers)
        .where(
          and(eq(activityTiers.tenantId, tenantId), inArray(activityTiers.activityId, activityIds)),
        )
        .orderBy(asc(activityTiers.threshold), asc(activityTiers.tierId));
    },

    /**
     * What the character paid in a currency and time range, counted once the order was delivered
     * (goods, make-up payments, cards and gift cards alike), at amount_minor — the amount actually
     * paid, after any coupon — and dated by paid_at, when the player paid.
     */
    async payments(
      role: RoleKey,
      currency: string,
      range: { from: Date; to: Date },
    ): Promise<Payment[]> {
      const rows = await db
        .select({ amountMinor: orders.amountMinor, paidAt: orders.paidAt })
        .from(orders)
        .where(
          and(
            eq(orders.tenantId, role.tenantId),
            eq(orders.gameCode, role.gameCode),
            eq(orders.roleId, role.roleId),
            eq(orders.status, 'delivered'),
            eq(orders.currency, currency),
            gte(orders.paidAt, range.from),
            lt(orders.paidAt, range.to),
          ),
        );
      return rows.flatMap((r) =>
        r.paidAt ? [{ amountMinor: r.amountMinor, paidAt: r.paidAt }] : [],
      );
    },

    async claims(role: RoleKey): Promise<ClaimRow[]> {
      return db
        .select()
        .from(activityClaims)
        .where(
          and(
            eq(activityClaims.tenantId, role.tenantId),
            eq(activityClaims.gameCode, role.gameCode),
            eq(activityClaims.roleId, role.roleId),
          ),
        )
        .orderBy(desc(activityClaims.claimedAt), asc(activityClaims.tierId));
    },

    async activitiesById(tenantId: string, activityIds: string[]): Promise<ActivityRow[]> {
      if (activityIds.length === 0) return [];
      return db
        .select()
        .from(activities)
        .where(and(eq(activities.tenantId, tenantId), inArray(activities.activityId, activityIds)));
    },

    /**
     * The claim row and its delivery in the outbox, in one transaction. The claim's primary key
     * (tenant, event, tier, game, role) lets one of two racing claims in; the loser inserts nothing
     * and answers false. The outbox row's delivery id is unique as well, so the relay hands the
     * reward to the game once.
     */
    async claim(
      role: RoleKey & { suid: string },
      tier: { activityId: string; tierId: number; rewardAmount: number },
      at: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(activityClaims)
          .values({
            tenantId: role.tenantId,
            activityId: tier.activityId,
            tierId: tier.tierId,
            gameCode: role.gameCode,
            roleId: role.roleId,
            suid: role.suid,
            claimedAt: at,
          })
          .onConflictDoNothing()
          .returning({ tierId: activityClaims.tierId });
        if (inserted.length === 0) return false;
        const payload: RewardPayload = {
          tenantId: role.tenantId,
          activityId: tier.activityId,
          tierId: tier.tierId,
          gameCode: role.gameCode,
          roleId: role.roleId,
          amount: tier.rewardAmount,
          source: 'event',
        };
        await tx
          .insert(outbox)
          .values({
            tenantId: role.tenantId,
            kind: 'reward',
            deliveryId: rewardDeliveryId(payload),
            payload,
            nextAttemptAt: at,
            createdAt: at,
          })
          .onConflictDoNothing({ target: outbox.deliveryId });
        // The relay hears of it when this commits (issue 32), not at its next poll.
        await announceWork(tx, 'outbox');
        return true;
      });
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
