import { and, asc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  couponTemplates,
  vipAccounts,
  vipLevels,
  vipPointAwards,
  vipPointRates,
  vipSettings,
} from '../../db/tables/vip.ts';
import type { OrderRow, Tx } from '../orders/types.ts';
import type { LevelRow, Rate } from './levels.ts';
import type { PlayerKeys } from '../../plugins/session-lookup.ts';
import { earnsPoints } from './points-rule.ts';
import { jsonObjectOf, parsedJson, rowFrom } from '../../lib/json-row.ts';
import { ph, prebuilt } from '../../db/prebuilt.ts';

export type TemplateRow = typeof couponTemplates.$inferSelect;
export type LevelWithCoupons = typeof vipLevels.$inferSelect & { coupons: TemplateRow[] };

export function createVipRepository(db: Db) {
  return {
    async settings(tenantId: string) {
      const [row] = await db.select().from(vipSettings).where(eq(vipSettings.tenantId, tenantId));
      return row ?? null;
    },

    /** Levels in ascending need_points, each with its coupon templates. */
    async levels(tenantId: string): Promise<LevelWithCoupons[]> {
      const [levels, templates] = await Promise.all([
        db
          .select()
          .from(vipLevels)
          .where(eq(vipLevels.tenantId, tenantId))
          .orderBy(asc(vipLevels.needPoints), asc(vipLevels.levelId)),
        db
          .select()
          .from(couponTemplates)
          .where(eq(couponTemplates.tenantId, tenantId))
          .orderBy(asc(couponTemplates.sort), asc(couponTemplates.templateId)),
      ]);
      return levels.map((level) => ({
        ...level,
        coupons: templates.filter((t) => t.levelId === level.levelId),
      }));
    },

    async rate(tenantId: string, currency: string): Promise<Rate | null> {
      return rateOf(db, tenantId, currency);
    },

    async totalPoints(tenantId: string, suid: string): Promise<number> {
      const [row] = await db
        .select({ points: vipAccounts.totalPoints })
        .from(vipAccounts)
        .where(and(eq(vipAccounts.tenantId, tenantId), eq(vipAccounts.suid, suid)));
      return row?.points ?? 0;
    },
  };
}

export type VipRepository = ReturnType<typeof createVipRepository>;

async function rateOf(db: Db | Tx, tenantId: string, currency: string): Promise<Rate | null> {
  const [row] = await db
    .select({ points: vipPointRates.points, perMinor: vipPointRates.perMinor })
    .from(vipPointRates)
    .where(and(eq(vipPointRates.tenantId, tenantId), eq(vipPointRates.currency, currency)));
  return row ?? null;
}

/**
 * Growth points of a delivered order, in the delivering transaction: the award row's primary key
 * (billing_no) makes a second call a no-op. Tenants without rates (no VIP) earn nothing. The rate,
 * the award and the account's total are one statement (issue 32: a delivery's round trips): the
 * award is inserted from the rate row in a data-modifying CTE and the total grows by what was
 * inserted, so a repeat (no award row inserted) adds nothing. The points are `pointsFor`'s rule,
 * floor(amount × points / per_minor) in integers (levels.ts; the two are tested to agree).
 */
export async function awardPoints(tx: Tx, order: OrderRow, at: Date): Promise<number> {
  if (!earnsPoints(order) || order.amountMinor <= 0) return 0;
  const [total] = await awardStatement(tx, {
    billingNo: order.billingNo,
    tenantId: order.tenantId,
    suid: order.suid,
    currency: order.currency,
    amount: order.amountMinor,
    at: at.toISOString(),
  });
  return Number(total?.points ?? 0);
}

// Built once (db/prebuilt.ts): every value a placeholder.
const awardStatement = prebuilt<{ points: number | null }>(
  'vip-award-points',
  (db) => {
    const earned = sql`(${ph('amount')}::bigint * ${vipPointRates.points}) / ${vipPointRates.perMinor}`;
    const at = sql`${ph('at')}::timestamptz`;
    const award = db.$with('award').as(
      db
        .insert(vipPointAwards)
        .select(
          db
            .select({
              billingNo: sql<string>`${ph('billingNo')}::text`.as('billing_no'),
              tenantId: vipPointRates.tenantId,
              suid: sql<string>`${ph('suid')}::text`.as('suid'),
              points: sql<number>`(${earned})::int`.as('points'),
              amountMinor: sql<number>`${ph('amount')}::bigint`.as('amount_minor'),
              currency: vipPointRates.currency,
              at: sql<Date>`${at}`.as('at'),
              revokedAt: sql<Date | null>`null::timestamptz`.as('revoked_at'),
            })
            .from(vipPointRates)
            .where(
              and(
                eq(vipPointRates.tenantId, ph('tenantId')),
                eq(vipPointRates.currency, ph('currency')),
                sql`${earned} > 0`,
              ),
            ),
        )
        .onConflictDoNothing()
        .returning({ points: vipPointAwards.points }),
    );
    return db
      .with(award)
      .insert(vipAccounts)
      .select(
        db
          .select({
            tenantId: sql<string>`${ph('tenantId')}::text`.as('tenant_id'),
            suid: sql<string>`${ph('suid')}::text`.as('suid'),
            totalPoints: sql<number>`${award.points}::bigint`.as('total_points'),
            updatedAt: sql<Date>`${at}`.as('updated_at'),
          })
          .from(award),
      )
      .onConflictDoUpdate({
        target: [vipAccounts.tenantId, vipAccounts.suid],
        set: {
          totalPoints: sql`${vipAccounts.totalPoints} + excluded.${sql.identifier(vipAccounts.totalPoints.name)}`,
          updatedAt: sql`excluded.${sql.identifier(vipAccounts.updatedAt.name)}`,
        },
      })
      .returning({ points: sql<number>`(select ${award.points} from ${award})` });
  },
  { points: vipPointAwards.points },
);

/**
 * A refunded order's growth points leave the account's total, once (revoked_at), in the refund's
 * transaction. The total never goes below zero; the VIP level follows the total as it always does.
 */
export async function revokePoints(tx: Tx, order: OrderRow, at: Date): Promise<number> {
  const [award] = await tx
    .update(vipPointAwards)
    .set({ revokedAt: at })
    .where(and(eq(vipPointAwards.billingNo, order.billingNo), isNull(vipPointAwards.revokedAt)))
    .returning({ points: vipPointAwards.points, suid: vipPointAwards.suid });
  if (!award) return 0;
  await tx
    .update(vipAccounts)
    .set({
      totalPoints: sql`greatest(0, ${vipAccounts.totalPoints} - ${award.points})`,
      updatedAt: at,
    })
    .where(and(eq(vipAccounts.tenantId, order.tenantId), eq(vipAccounts.suid, award.suid)));
  return award.points;
}

/**
 * The player's VIP parts as subqueries on the session's keys (plugins/auth.ts requireUserWith):
 * total points (0 without an account row) and the brand's levels in ascending need_points, read
 * in the same statement as the session (issue 32: vipInfo was four round trips).
 */
export function vipPartsOf(keys: PlayerKeys) {
  return {
    vipPoints: sql<number>`coalesce((select ${vipAccounts.totalPoints} from ${vipAccounts}
      where ${vipAccounts.tenantId} = ${keys.tenantId} and ${vipAccounts.suid} = ${keys.suid}), 0)`.mapWith(
      Number,
    ),
    vipLevels: sql<LevelRow[]>`coalesce((select json_agg(json_build_object(
        'levelId', ${vipLevels.levelId}, 'name', ${vipLevels.name},
        'showName', ${vipLevels.showName}, 'needPoints', ${vipLevels.needPoints})
        order by ${vipLevels.needPoints}, ${vipLevels.levelId})
      from ${vipLevels} where ${vipLevels.tenantId} = ${keys.tenantId}), '[]'::json)`.mapWith(
      (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as LevelRow[],
    ),
  };
}

const levelColumns = getTableColumns(vipLevels);
const templateColumns = getTableColumns(couponTemplates);

/**
 * The brand's levels with their coupon templates, as a subquery on the session's keys: what
 * createVipRepository().levels answers (ascending need_points, templates by sort), in the
 * session's statement (issue 32: the coupon list took five).
 */
export function levelsWithCouponsOf(keys: PlayerKeys) {
  const templates = sql`coalesce((select json_agg(${jsonObjectOf(templateColumns)}
      order by ${couponTemplates.sort}, ${couponTemplates.templateId})
    from ${couponTemplates} where ${couponTemplates.tenantId} = ${vipLevels.tenantId}
      and ${couponTemplates.levelId} = ${vipLevels.levelId}), '[]'::json)`;
  return sql<
    LevelWithCoupons[]
  >`coalesce((select json_agg(${jsonObjectOf({ ...levelColumns, coupons: templates })}
      order by ${vipLevels.needPoints}, ${vipLevels.levelId})
    from ${vipLevels} where ${vipLevels.tenantId} = ${keys.tenantId}), '[]'::json)`.mapWith(
    (value: unknown) =>
      (parsedJson(value) as Record<string, unknown>[]).map((level) => ({
        ...rowFrom(levelColumns, level),
        coupons: (level.coupons as Record<string, unknown>[]).map((t) =>
          rowFrom(templateColumns, t),
        ),
      })),
  );
}
