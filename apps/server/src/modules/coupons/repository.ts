import { randomBytes } from 'node:crypto';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couponTemplates, coupons } from '../../db/tables/vip.ts';
import { jsonObjectOf, parsedJson, rowFrom } from '../../lib/json-row.ts';
import type { PlayerKeys } from '../../plugins/session-lookup.ts';

export type CouponWithTemplate = typeof coupons.$inferSelect & {
  type: string;
  name: string;
  discountRate: number;
};

// The most coupons a list shows (history only grows).
const LIST_LIMIT = 500;

const newCode = () => `C${randomBytes(8).toString('hex').toUpperCase()}`;

export function createCouponRepository(db: Db) {
  const withTemplate = () =>
    db
      .select({
        coupon: coupons,
        type: couponTemplates.type,
        name: couponTemplates.name,
        discountRate: couponTemplates.discountRate,
      })
      .from(coupons)
      .innerJoin(
        couponTemplates,
        and(
          eq(couponTemplates.tenantId, coupons.tenantId),
          eq(couponTemplates.templateId, coupons.templateId),
        ),
      );
  const flat = (rows: Awaited<ReturnType<typeof withTemplate>>): CouponWithTemplate[] =>
    rows.map((r) => ({ ...r.coupon, type: r.type, name: r.name, discountRate: r.discountRate }));

  return {
    /** The player's coupons, newest first (history is capped: it only grows). */
    async ofPlayer(tenantId: string, suid: string): Promise<CouponWithTemplate[]> {
      const rows = await withTemplate()
        .where(and(eq(coupons.tenantId, tenantId), eq(coupons.suid, suid)))
        .orderBy(desc(coupons.claimedAt))
        .limit(LIST_LIMIT);
      return flat(rows);
    },

    /** The coupon if it is this player's on this tenant (else null: -3062 for the caller). */
    async find(tenantId: string, suid: string, code: string): Promise<CouponWithTemplate | null> {
      const rows = await withTemplate().where(
        and(eq(coupons.code, code), eq(coupons.tenantId, tenantId), eq(coupons.suid, suid)),
      );
      return flat(rows)[0] ?? null;
    },

    /** Claims once per (tenant, player, template, period): null when already claimed. */
    async claim(row: {
      tenantId: string;
      suid: string;
      templateId: string;
      period: string;
      validEndTime: Date | null;
      at: Date;
    }): Promise<string | null> {
      const { at, ...rest } = row;
      const [inserted] = await db
        .insert(coupons)
        .values({ ...rest, code: newCode(), status: 'avail', claimedAt: at })
        .onConflictDoNothing({
          target: [coupons.tenantId, coupons.suid, coupons.templateId, coupons.period],
        })
        .returning({ code: coupons.code });
      return inserted?.code ?? null;
    },
  };
}

export type CouponRepository = ReturnType<typeof createCouponRepository>;

const couponColumns = {
  ...getTableColumns(coupons),
  type: couponTemplates.type,
  name: couponTemplates.name,
  discountRate: couponTemplates.discountRate,
};

/**
 * The player's coupons with their templates as a subquery on the session's keys: what
 * ofPlayer answers (newest first, at most LIST_LIMIT), in the session's statement (issue 32).
 * By coupons_owner_idx (tenant, suid).
 */
export function ownCouponsOf(keys: PlayerKeys) {
  return sql<CouponWithTemplate[]>`coalesce((select json_agg(mine.coupon order by mine.at desc)
    from (select ${jsonObjectOf(couponColumns)} as coupon, ${coupons.claimedAt} as at
      from ${coupons} inner join ${couponTemplates}
        on ${couponTemplates.tenantId} = ${coupons.tenantId}
        and ${couponTemplates.templateId} = ${coupons.templateId}
      where ${coupons.tenantId} = ${keys.tenantId} and ${coupons.suid} = ${keys.suid}
      order by ${coupons.claimedAt} desc limit ${sql.raw(String(LIST_LIMIT))}) as mine), '[]'::json)`.mapWith(
    (value: unknown) =>
      (parsedJson(value) as Record<string, unknown>[]).map((c) => rowFrom(couponColumns, c)),
  );
}
