import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@topup/server/db/client';
import { ph, prebuilt } from '@topup/server/db/prebuilt';
import { demoBalances, demoDeliveries, demoRoles } from '@topup/server/db/tables/demo-game';
import type { Delivery, Revocation, RevokeResult } from '@topup/server/games/game-gateway';

type Target = { tenantId: string; gameCode: string; roleId: string };

const col = (c: { name: string }) => sql.identifier(c.name);

// Built once (@topup/server/db/prebuilt), every value a placeholder.
const deliveryStatement = prebuilt<RoleAnswer>('demo-deliver', () => {
  const atSql = sql`${ph('at')}::timestamptz`;
  const r = demoRoles;
  const d = demoDeliveries;
  const b = demoBalances;
  return sql`
    with role as (
      select ${col(r.refuseDeliveriesUntil)} as refuse_until from ${r}
      where ${col(r.tenantId)} = ${ph('tenantId')} and ${col(r.gameCode)} = ${ph('gameCode')}
        and ${col(r.roleId)} = ${ph('roleId')}
    ),
    logged as (
      insert into ${d} (${col(d.deliveryId)}, ${col(d.tenantId)}, ${col(d.gameCode)},
        ${col(d.roleId)}, ${col(d.amount)}, ${col(d.source)}, ${col(d.detail)}, ${col(d.deliveredAt)})
      select ${ph('deliveryId')}, ${ph('tenantId')}, ${ph('gameCode')}, ${ph('roleId')},
        ${ph('amount')}::bigint, ${ph('source')}, ${ph('detail')}::jsonb, ${atSql}
      where ${ph('roleless')}::boolean
        or exists (select 1 from role where refuse_until is null or refuse_until <= ${atSql})
      on conflict (${col(d.deliveryId)}) do nothing
      returning ${col(d.amount)} as amount
    ),
    credited as (
      insert into ${b} (${col(b.tenantId)}, ${col(b.gameCode)}, ${col(b.roleId)}, ${col(b.balance)},
        ${col(b.updatedAt)})
      select ${ph('tenantId')}, ${ph('gameCode')}, ${ph('roleId')}, amount, ${atSql} from logged
      where not ${ph('notice')}::boolean
      on conflict (${col(b.tenantId)}, ${col(b.gameCode)}, ${col(b.roleId)}) do update
        set ${col(b.balance)} = ${b}.${col(b.balance)} + excluded.${col(b.balance)},
            ${col(b.updatedAt)} = excluded.${col(b.updatedAt)}
    )
    select (select count(*) from role)::int as roles,
      exists (select 1 from role where refuse_until > ${atSql}) as refusing,
      (select extract(epoch from refuse_until) * 1000 from role)::float8 as refuse_until_ms,
      (select count(*) from logged)::int as logged`;
});

/**
 * The demo game's side of a delivery: the log row and the balance change commit together, and
 * the log's primary key on delivery_id makes a repeat a no-op — the relay may retry freely. One
 * statement (issue 32: the game's write is part of every delivery the bench counts): the
 * character is read, the log row inserted only for a character that answers, and the balance
 * grows only by a row that was inserted, in data-modifying CTEs
 * (https://www.postgresql.org/docs/current/queries-with.html#QUERIES-WITH-MODIFYING).
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
  // An account without characters still gets its notice, logged without a character ('').
  const roleless = notice && roleId === '';
  const [row] = await deliveryStatement(db, {
    deliveryId: delivery.deliveryId,
    tenantId,
    gameCode,
    roleId,
    amount: delivery.amount,
    source: delivery.source,
    detail: JSON.stringify(delivery.detail ?? {}),
    at: now().toISOString(),
    roleless,
    notice,
  });
  if (!roleless && Number(row?.roles ?? 0) === 0) {
    throw new Error(`demo game: no role ${roleId} in ${gameCode}`);
  }
  // A character made slow in the demo (POST /api/demo-game/role/slow): the game does not
  // answer, like a server down, so the relay retries and the tracker says "delayed".
  // Decided in the statement (the same comparison that kept the log row out), so a row the game
  // did not log is never mistaken for a repeat.
  if (!roleless && row?.refusing) {
    const until = new Date(Number(row.refuse_until_ms)).toISOString();
    throw new Error(`demo game: character ${roleId} does not answer until ${until}`);
  }
  return { applied: Number(row?.logged ?? 0) > 0 };
}

type RoleAnswer = {
  roles: number;
  refusing: boolean;
  refuse_until_ms: number | null;
  logged: number;
};

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
