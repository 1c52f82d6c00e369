import { and, eq, getTableColumns, gte, inArray, or, gt, sql, type SQL } from 'drizzle-orm';
import type { CapsSettings } from '@topup/contracts/spending-caps';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/tables/payments.ts';
import { spendingCaps } from '../../db/tables/spending-caps.ts';
import type { Tx } from '../orders/types.ts';
import type { PeriodStarts } from './periods.ts';
import type { CapsRow } from './settings.ts';
import { jsonObjectOf, parsedJson, rowFrom } from '../../lib/json-row.ts';
import type { PlayerKeys } from '../../plugins/session-lookup.ts';

type Reader = Db | Tx;
export type Account = { tenantId: string; suid: string };
export type Spent = { daily: number; weekly: number; monthly: number };

export async function findCaps(db: Reader, who: Account): Promise<CapsRow | null> {
  const [row] = await db
    .select()
    .from(spendingCaps)
    .where(and(eq(spendingCaps.tenantId, who.tenantId), eq(spendingCaps.suid, who.suid)));
  return row ?? null;
}

/**
 * Serialises everything that reads or changes one account's caps and spend until the
 * transaction ends (orders being placed, caps being changed). An advisory lock rather than FOR
 * UPDATE on the caps row: it works the same on PGlite and PostgreSQL, and the first save of a
 * row has nothing to lock yet.
 */
export async function lockAccount(tx: Tx, who: Account): Promise<void> {
  const key = `caps|${who.tenantId}|${who.suid}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

const sumSince = (start: Date) =>
  sql<string>`coalesce(sum(${orders.amountMinor}) filter (where ${orders.createdAt} >= ${start.toISOString()}::timestamptz), 0)`;

/**
 * What the account spent in each period, in the cap currency: goods and make-up payments that are
 * paid or delivered, plus unpaid ones that have not expired (they may still be paid, like the
 * purchase limits count them). Prepaid-card and gift redemptions spend no money here.
 */
export async function spentIn(
  db: Reader,
  who: Account,
  currency: string,
  starts: PeriodStarts,
  at: Date,
): Promise<Spent> {
  const [row] = await db
    .select(spentColumns(starts))
    .from(orders)
    .where(spentWhere(who, currency, starts, at));
  return spentOf(row);
}

function spentColumns(starts: PeriodStarts) {
  return {
    daily: sumSince(starts.daily),
    weekly: sumSince(starts.weekly),
    monthly: sumSince(starts.monthly),
  };
}

// By orders_tenant_suid_idx (tenant, suid, created_at).
function spentWhere(
  who: Account | PlayerKeys,
  currency: string | SQL,
  starts: PeriodStarts,
  at: Date,
) {
  const earliest = starts.weekly < starts.monthly ? starts.weekly : starts.monthly;
  return and(
    eq(orders.tenantId, who.tenantId),
    eq(orders.suid, who.suid),
    eq(orders.currency, currency),
    inArray(orders.purpose, ['goods', 'replenish']),
    gte(orders.createdAt, earliest),
    or(
      inArray(orders.status, ['paid', 'delivered']),
      and(inArray(orders.status, ['created', 'pending']), gt(orders.expiresAt, at)),
    ),
  );
}

function spentOf(row: Partial<Record<keyof Spent, unknown>> | undefined): Spent {
  return {
    daily: Number(row?.daily ?? 0),
    weekly: Number(row?.weekly ?? 0),
    monthly: Number(row?.monthly ?? 0),
  };
}

const capsColumns = getTableColumns(spendingCaps);

/**
 * The account's caps row and its spend in the row's currency (the brand's `defaultCurrency`
 * without a row) as subqueries on the session's keys: findCaps and spentIn in the session's
 * statement (issue 32: the caps page took three).
 */
export function capsPartsOf(defaultCurrency: string, starts: PeriodStarts, at: Date) {
  return (keys: PlayerKeys) => {
    const own = and(eq(spendingCaps.tenantId, keys.tenantId), eq(spendingCaps.suid, keys.suid));
    const currency = sql`coalesce((select ${spendingCaps.currency} from ${spendingCaps} where ${own}), ${defaultCurrency})`;
    const sums = spentColumns(starts);
    return {
      caps: sql<CapsRow | null>`(select ${jsonObjectOf(capsColumns)} from ${spendingCaps} where ${own})`.mapWith(
        (value: unknown) =>
          value === null
            ? null
            : rowFrom(capsColumns, parsedJson(value) as Record<string, unknown>),
      ),
      spent: sql<Spent>`(select json_build_object('daily', ${sums.daily}, 'weekly', ${sums.weekly},
          'monthly', ${sums.monthly}) from ${orders} where ${spentWhere(keys, currency, starts, at)})`.mapWith(
        (value: unknown) => spentOf(parsedJson(value) as Record<string, unknown>),
      ),
    };
  };
}

export type SaveCaps = {
  currency: string;
  now: CapsSettings;
  pending: CapsSettings | null;
  pendingFrom: Date | null;
  at: Date;
};

export async function saveCaps(tx: Tx, who: Account, save: SaveCaps): Promise<void> {
  const values = {
    dailyMinor: save.now.daily,
    weeklyMinor: save.now.weekly,
    monthlyMinor: save.now.monthly,
    ageBand: save.now.age_band,
    coolingOff: save.now.cooling_off,
    pending: save.pending,
    pendingFrom: save.pendingFrom,
    updatedAt: save.at,
  };
  await tx
    .insert(spendingCaps)
    .values({ ...who, currency: save.currency, ...values })
    .onConflictDoUpdate({ target: [spendingCaps.tenantId, spendingCaps.suid], set: values });
}

/** Sets or clears the guardian PIN hash (the row is made with no caps when it has none yet). */
export async function savePin(
  db: Reader,
  who: Account,
  currency: string,
  pinHash: string | null,
  at: Date,
): Promise<void> {
  await db
    .insert(spendingCaps)
    .values({ ...who, currency, pinHash, updatedAt: at })
    .onConflictDoUpdate({
      target: [spendingCaps.tenantId, spendingCaps.suid],
      set: { pinHash, updatedAt: at },
    });
}
