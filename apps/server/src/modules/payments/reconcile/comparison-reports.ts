import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { providerComparisons } from '../../../db/tables/payments.ts';
import { providerManifests } from '../providers/provider-manifests.ts';
import type { BrandProtocols } from '../providers/brand-protocols.ts';
import type { Difference } from './compare-transactions.ts';
import { listsDay } from './day-source.ts';

// The daily comparisons' reports as the console reads them (console/reconciliation/routes.ts):
// the payments module owns provider_comparisons, the console asks here.

export type ComparisonRow = typeof providerComparisons.$inferSelect;
export type ComparisonSearch = {
  tenantIds: string[];
  provider?: string | undefined;
  day?: string | undefined;
  /** Only reports with at least one difference. */
  withDifferences?: boolean;
};

function where(q: ComparisonSearch): SQL | undefined {
  return and(
    inArray(providerComparisons.tenantId, q.tenantIds),
    q.provider ? eq(providerComparisons.provider, q.provider) : undefined,
    q.day ? eq(providerComparisons.day, q.day) : undefined,
    q.withDifferences ? sql`jsonb_array_length(${providerComparisons.differences}) > 0` : undefined,
  );
}

/** The reports of the member's brands, newest day first. */
export async function listComparisons(
  db: Db,
  q: ComparisonSearch & { limit: number; offset: number },
): Promise<ComparisonRow[]> {
  if (q.tenantIds.length === 0) return [];
  return db
    .select()
    .from(providerComparisons)
    .where(where(q))
    .orderBy(
      desc(providerComparisons.day),
      providerComparisons.tenantId,
      providerComparisons.provider,
    )
    .limit(q.limit)
    .offset(q.offset);
}

export async function countComparisons(db: Db, q: ComparisonSearch): Promise<number> {
  if (q.tenantIds.length === 0) return 0;
  const [row] = await db.select({ n: count() }).from(providerComparisons).where(where(q));
  return row?.n ?? 0;
}

export async function findComparison(
  db: Db,
  key: { tenantId: string; provider: string; day: string },
): Promise<ComparisonRow | null> {
  const [row] = await db
    .select()
    .from(providerComparisons)
    .where(
      and(
        eq(providerComparisons.tenantId, key.tenantId),
        eq(providerComparisons.provider, key.provider),
        eq(providerComparisons.day, key.day),
      ),
    );
  return row ?? null;
}

/** A provider's name as people know it (its currency table's name), else its key. */
export function providerName(key: string): string {
  const manifest = providerManifests.find((m) => m.key === key);
  return manifest?.currencies?.name ?? key;
}

/** The stored differences, typed (written by daily-compare.ts from compare-transactions.ts). */
export const differencesOf = (row: ComparisonRow): Difference[] =>
  row.differences as unknown as Difference[];

/** How a brand's provider is compared: its transaction list, or a query per order. */
export function comparisonSource(
  brands: BrandProtocols,
  tenantId: string,
  provider: string,
): 'list' | 'query' {
  const brand = brands.get(tenantId, provider);
  return brand && listsDay(brand) ? 'list' : 'query';
}
