import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { paymentMethods } from '../../../db/tables/payments.ts';
import type { Tx } from '../../orders/types.ts';
import type { MethodRow } from './repository.ts';

// Payment methods as the console edits them, active or not (repository.ts reads the active ones
// for the storefront). Keys are taken as stored: the console's countries are upper case already.

type Q = Db | Tx;
export type MethodKey = { tenantId: string; country: string; methodKey: string };
export type MethodValues = Omit<
  typeof paymentMethods.$inferInsert,
  'tenantId' | 'country' | 'methodKey' | 'paywayId' | 'channelId'
>;

const whereKey = (k: MethodKey) =>
  and(
    eq(paymentMethods.tenantId, k.tenantId),
    eq(paymentMethods.country, k.country),
    eq(paymentMethods.methodKey, k.methodKey),
  );

/** The brand's methods (of one country when given), by country, sort and key. */
export function brandMethods(db: Q, tenantId: string, country?: string): Promise<MethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.tenantId, tenantId),
        country ? eq(paymentMethods.country, country) : undefined,
      ),
    )
    .orderBy(asc(paymentMethods.country), asc(paymentMethods.sort), asc(paymentMethods.methodKey));
}

export async function findMethodRow(db: Q, k: MethodKey): Promise<MethodRow | null> {
  const [row] = await db.select().from(paymentMethods).where(whereKey(k));
  return row ?? null;
}

/** The keys of the method's sub-methods. */
export async function subMethodKeys(db: Q, k: MethodKey): Promise<string[]> {
  const rows = await db
    .select({ key: paymentMethods.methodKey })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.tenantId, k.tenantId),
        eq(paymentMethods.country, k.country),
        eq(paymentMethods.parentKey, k.methodKey),
      ),
    );
  return rows.map((r) => r.key);
}

export async function insertMethod(
  tx: Q,
  k: MethodKey,
  ids: { paywayId: number; channelId: string },
  values: MethodValues,
): Promise<MethodRow> {
  const [row] = await tx
    .insert(paymentMethods)
    .values({ ...k, ...ids, ...values })
    .returning();
  return row!;
}

export async function updateMethod(tx: Q, k: MethodKey, values: MethodValues): Promise<MethodRow> {
  const [row] = await tx.update(paymentMethods).set(values).where(whereKey(k)).returning();
  return row!;
}

export async function deleteMethod(tx: Q, k: MethodKey) {
  await tx.delete(paymentMethods).where(whereKey(k));
}
