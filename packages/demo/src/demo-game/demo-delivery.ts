import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@topup/server/db/client';
import { demoBalances, demoDeliveries, demoRoles } from '@topup/server/db/tables/demo-game';
import type { Delivery, Revocation, RevokeResult } from '@topup/server/games/game-gateway';

type Target = { tenantId: string; gameCode: string; roleId: string };

async function roleOf(tx: Pick<Db, 'select'>, { tenantId, gameCode, roleId }: Target) {
  const rows = await tx
    .select({ roleId: demoRoles.roleId, refuseUntil: demoRoles.refuseDeliveriesUntil })
    .from(demoRoles)
    .where(
      and(
        eq(demoRoles.tenantId, tenantId),
        eq(demoRoles.gameCode, gameCode),
        eq(demoRoles.roleId, roleId),
      ),
    );
  return rows[0] ?? null;
}

/**
 * The demo game's side of a delivery: the log row and the balance change commit together, and
 * the log's primary key on delivery_id makes a repeat a no-op — the relay may retry freely.
 */
export async function deliverToDemoRole(
  db: Db,
  now: () => Date,
  target: Target,
  delivery: Delivery,
): Promise<{ applied: boolean }> {
  // A notice (a settled make-up payment lifts the account's block) carries nothing: amount 0.
  const notice = delivery.amount === 0 && delivery.source !== 'purchase';
  if (!Number.isSafeInteger(delivery.amount) || (delivery.amount <= 0 && !notice)) {
    throw new RangeError(`delivery ${delivery.deliveryId}: amount must be a positive integer`);
  }
  const { tenantId, gameCode, roleId } = target;
  return db.transaction(async (tx) => {
    // An account without characters still gets its notice, logged without a character ('').
    const role = notice && roleId === '' ? null : await roleOf(tx, target);
    if (!(notice && roleId === '') && !role) {
      throw new Error(`demo game: no role ${roleId} in ${gameCode}`);
    }
    const at = now();
    // A character made slow in the demo (POST /api/demo-game/role/slow): the game does not
    // answer, like a server down, so the relay retries and the tracker says "delayed".
    if (role?.refuseUntil && role.refuseUntil > at) {
      throw new Error(
        `demo game: character ${roleId} does not answer until ${role.refuseUntil.toISOString()}`,
      );
    }

    const inserted = await tx
      .insert(demoDeliveries)
      .values({
        deliveryId: delivery.deliveryId,
        tenantId,
        gameCode,
        roleId,
        amount: delivery.amount,
        source: delivery.source,
        detail: delivery.detail ?? {},
        deliveredAt: at,
      })
      .onConflictDoNothing({ target: demoDeliveries.deliveryId })
      .returning({ deliveryId: demoDeliveries.deliveryId });
    if (inserted.length === 0) return { applied: false };
    if (notice) return { applied: true };

    await tx
      .insert(demoBalances)
      .values({ tenantId, gameCode, roleId, balance: delivery.amount, updatedAt: at })
      .onConflictDoUpdate({
        target: [demoBalances.tenantId, demoBalances.gameCode, demoBalances.roleId],
        set: { balance: sql`${demoBalances.balance} + ${delivery.amount}`, updatedAt: at },
      });
    return { applied: true };
  });
}

/**
 * The demo game takes a delivery back as many games do: the balance goes down by what is left of
 * it, never below zero, and the rest is reported as a shortfall (spent already). The log row keeps
 * the delivery and says when and why it was revoked; revoked_at set once makes a repeat a no-op
 * that answers the first shortfall again.
 */
export async function revokeDemoDelivery(
  db: Db,
  now: () => Date,
  target: Target,
  revocation: Revocation,
): Promise<RevokeResult> {
  const { tenantId, gameCode, roleId } = target;
  return db.transaction(async (tx) => {
    const at = now();
    const [row] = await tx
      .select({
        amount: demoDeliveries.amount,
        revokedAt: demoDeliveries.revokedAt,
        revokeShortfall: demoDeliveries.revokeShortfall,
      })
      .from(demoDeliveries)
      .where(
        and(
          eq(demoDeliveries.deliveryId, revocation.deliveryId),
          eq(demoDeliveries.tenantId, tenantId),
          eq(demoDeliveries.gameCode, gameCode),
          eq(demoDeliveries.roleId, roleId),
        ),
      )
      .for('update');
    if (!row) return { known: false, applied: false, shortfall: 0 };
    // A repeat tells the same shortfall: a relay that crashed before recording the first answer
    // still learns what could not be taken back (the brand's rule depends on it).
    if (row.revokedAt) return { known: true, applied: false, shortfall: row.revokeShortfall ?? 0 };

    const [balance] = await tx
      .select({ balance: demoBalances.balance })
      .from(demoBalances)
      .where(
        and(
          eq(demoBalances.tenantId, tenantId),
          eq(demoBalances.gameCode, gameCode),
          eq(demoBalances.roleId, roleId),
        ),
      )
      .for('update');
    const taken = Math.min(row.amount, Math.max(0, balance?.balance ?? 0));
    const shortfall = row.amount - taken;
    if (taken > 0) {
      await tx
        .update(demoBalances)
        .set({ balance: sql`${demoBalances.balance} - ${taken}`, updatedAt: at })
        .where(
          and(
            eq(demoBalances.tenantId, tenantId),
            eq(demoBalances.gameCode, gameCode),
            eq(demoBalances.roleId, roleId),
          ),
        );
    }
    await tx
      .update(demoDeliveries)
      .set({ revokedAt: at, revokeShortfall: shortfall, revokeReason: revocation.reason })
      .where(eq(demoDeliveries.deliveryId, revocation.deliveryId));
    return { known: true, applied: true, shortfall };
  });
}
