import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@topup/server/db/client';
import { demoBalances, demoDeliveries, demoRoles } from '@topup/server/db/tables/demo-game';

// Enough history for a player or a test to see what arrived; the balance covers all of it.
const DELIVERY_LIMIT = 50;

type RoleKey = { tenantId: string; gameCode: string; roleId: string };

export function createDemoGameRepository(db: Db) {
  return {
    /** Demo only (issue 18): the game refuses the character's deliveries until then (null: never). */
    async refuseDeliveries({ tenantId, gameCode, roleId }: RoleKey, until: Date | null) {
      await db
        .update(demoRoles)
        .set({ refuseDeliveriesUntil: until })
        .where(
          and(
            eq(demoRoles.tenantId, tenantId),
            eq(demoRoles.gameCode, gameCode),
            eq(demoRoles.roleId, roleId),
          ),
        );
    },

    async balance({ tenantId, gameCode, roleId }: RoleKey): Promise<number> {
      const rows = await db
        .select({ balance: demoBalances.balance })
        .from(demoBalances)
        .where(
          and(
            eq(demoBalances.tenantId, tenantId),
            eq(demoBalances.gameCode, gameCode),
            eq(demoBalances.roleId, roleId),
          ),
        );
      return rows[0]?.balance ?? 0;
    },

    /** Newest first. */
    async deliveries({ tenantId, gameCode, roleId }: RoleKey) {
      return db
        .select({
          deliveryId: demoDeliveries.deliveryId,
          amount: demoDeliveries.amount,
          source: demoDeliveries.source,
          deliveredAt: demoDeliveries.deliveredAt,
          revokedAt: demoDeliveries.revokedAt,
          revokeReason: demoDeliveries.revokeReason,
        })
        .from(demoDeliveries)
        .where(
          and(
            eq(demoDeliveries.tenantId, tenantId),
            eq(demoDeliveries.gameCode, gameCode),
            eq(demoDeliveries.roleId, roleId),
          ),
        )
        .orderBy(desc(demoDeliveries.deliveredAt), desc(demoDeliveries.deliveryId))
        .limit(DELIVERY_LIMIT);
    },
  };
}
