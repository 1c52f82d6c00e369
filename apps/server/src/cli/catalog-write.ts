import { and, eq, getTableColumns, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { activities, activityTiers } from '../db/tables/activities.ts';
import { thirdGifts } from '../db/tables/cards.ts';
import { productPrices, products, productTypes } from '../db/tables/catalog.ts';
import { productLimits } from '../db/tables/limits.ts';
import { paymentMethods } from '../db/tables/payments.ts';
import { couponTemplates, vipLevels, vipPointRates, vipSettings } from '../db/tables/vip.ts';
import { CatalogRefused, type TenantPlan } from './catalog-plan.ts';

// Writes a planned catalog in one transaction: everything or nothing. Upserts only touch a row
// whose values differ (ON CONFLICT … WHERE … IS DISTINCT FROM), so the counts say what changed
// and a second import of the same file reports 0.

const CHUNK = 500;

export type WriteResult = { written: number; removed: number };

/**
 * Inserts rows, updating the `update` columns of existing ones only where they differ; answers
 * how many rows were inserted or changed.
 */
async function upsert<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  target: PgColumn[],
  update: readonly (keyof T['$inferInsert'] & string)[],
): Promise<number> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const set: Record<string, SQL> = {};
  for (const key of update) set[key] = sql.raw(`excluded."${columns[key]!.name}"`);
  const mine = sql.join(
    update.map((key) => sql`${columns[key]!}`),
    sql`, `,
  );
  const theirs = sql.join(
    update.map((key) => set[key]!),
    sql`, `,
  );
  let changed = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const out = await db
      .insert(table)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target,
        set: set as PgUpdateSetSource<T>,
        setWhere: sql`row(${mine}) is distinct from row(${theirs})`,
      })
      .returning({ one: sql<number>`1` });
    changed += out.length;
  }
  return changed;
}

/** Runs a query per chunk of keys: a brand's whole catalog stays under the bind-parameter cap. */
async function eachChunk<T, R>(items: readonly T[], run: (chunk: T[]) => Promise<R[]>) {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(...(await run(items.slice(i, i + CHUNK))));
  return out;
}

async function writeTenant(db: Db, plan: TenantPlan): Promise<WriteResult> {
  const tenantId = plan.tenantId;
  let written = 0;
  let removed = 0;
  const productIds = plan.products.map((p) => p.productId);

  // A product id names one product of the brand: importing it under another game would move
  // its orders' history, so that is refused.
  if (productIds.length) {
    const moved = await eachChunk(productIds, (ids) =>
      db
        .select({ productId: products.productId, gameCode: products.gameCode })
        .from(products)
        .where(and(eq(products.tenantId, tenantId), inArray(products.productId, ids))),
    );
    const gameOf = new Map(plan.products.map((p) => [p.productId, p.gameCode]));
    const clash = moved.filter((row) => gameOf.get(row.productId) !== row.gameCode);
    if (clash.length) {
      throw new CatalogRefused(
        clash.map(
          (c) =>
            `${tenantId}: product ${c.productId} already belongs to game ${c.gameCode}, not ${gameOf.get(c.productId)}`,
        ),
      );
    }
  }

  written += await upsert(
    db,
    productTypes,
    plan.productTypes,
    [productTypes.tenantId, productTypes.gameCode, productTypes.typeKey],
    ['names', 'sort'],
  );
  written += await upsert(
    db,
    products,
    plan.products,
    [products.tenantId, products.productId],
    [
      'gameCode',
      'typeKey',
      'names',
      'value',
      'bonus',
      'goodsSort',
      'isLimit',
      'isCoupon',
      'couponPoints',
      'isSpecial',
      'active',
      'image',
    ],
  );
  written += await upsert(
    db,
    productPrices,
    plan.prices,
    [productPrices.tenantId, productPrices.productId, productPrices.currency],
    ['amountMinor'],
  );
  // A listed product is priced in exactly the currencies the file gives (at least one each).
  const pricePairs = (ids: Set<string>) =>
    plan.prices.filter((p) => ids.has(p.productId)).map((p) => `${p.productId} ${p.currency}`);
  const goneItems = await eachChunk(productIds, (ids) =>
    db
      .delete(productPrices)
      .where(
        and(
          eq(productPrices.tenantId, tenantId),
          inArray(productPrices.productId, ids),
          notInArray(
            sql`${productPrices.productId} || ' ' || ${productPrices.currency}`,
            pricePairs(new Set(ids)),
          ),
        ),
      )
      .returning({ one: sql<number>`1` }),
  );
  removed += goneItems.length;
  written += await upsert(
    db,
    productLimits,
    plan.limits,
    [productLimits.tenantId, productLimits.productId],
    ['limitType', 'frequency', 'dayInfo'],
  );
  const goneLimits = await eachChunk(plan.unlimitedProductIds, (ids) =>
    db
      .delete(productLimits)
      .where(and(eq(productLimits.tenantId, tenantId), inArray(productLimits.productId, ids)))
      .returning({ one: sql<number>`1` }),
  );
  removed += goneLimits.length;

  written += await upsert(
    db,
    activities,
    plan.activities,
    [activities.tenantId, activities.activityId],
    [
      'gameCode',
      'kind',
      'names',
      'descriptions',
      'currency',
      'minDailyMinor',
      'startsAt',
      'endsAt',
    ],
  );
  written += await upsert(
    db,
    activityTiers,
    plan.tiers,
    [activityTiers.tenantId, activityTiers.activityId, activityTiers.tierId],
    ['threshold', 'rewards', 'rewardAmount'],
  );
  // An imported event has exactly the tiers the file gives (at least one each).
  const tierPairs = (ids: Set<string>) =>
    plan.tiers.filter((t) => ids.has(t.activityId)).map((t) => `${t.activityId} ${t.tierId}`);
  const goneTiers = await eachChunk(
    plan.activities.map((a) => a.activityId),
    (ids) =>
      db
        .delete(activityTiers)
        .where(
          and(
            eq(activityTiers.tenantId, tenantId),
            inArray(activityTiers.activityId, ids),
            notInArray(
              sql`${activityTiers.activityId} || ' ' || ${activityTiers.tierId}`,
              tierPairs(new Set(ids)),
            ),
          ),
        )
        .returning({ one: sql<number>`1` }),
  );
  removed += goneTiers.length;

  // Goods of this file are written by now: a gift's product is checked against the database.
  const giftProducts = [
    ...new Set(plan.thirdGifts.flatMap((g) => (g.productId ? [g.productId] : []))),
  ];
  if (giftProducts.length) {
    const found = await eachChunk(giftProducts, (ids) =>
      db
        .select({ productId: products.productId, gameCode: products.gameCode })
        .from(products)
        .where(and(eq(products.tenantId, tenantId), inArray(products.productId, ids))),
    );
    const missing = plan.thirdGifts.filter(
      (g) =>
        g.productId && !found.some((f) => f.productId === g.productId && f.gameCode === g.gameCode),
    );
    if (missing.length) {
      throw new CatalogRefused(
        missing.map(
          (g) =>
            `${tenantId}: third gift ${g.giftId} names product ${g.productId}, not a product of game ${g.gameCode}`,
        ),
      );
    }
  }
  written += await upsert(
    db,
    thirdGifts,
    plan.thirdGifts,
    [thirdGifts.tenantId, thirdGifts.giftId],
    [
      'gameCode',
      'productId',
      'channelName',
      'paywayId',
      'names',
      'icon',
      'quantity',
      'active',
      'startsAt',
      'endsAt',
    ],
  );

  written += await upsert(
    db,
    paymentMethods,
    plan.methods,
    [paymentMethods.tenantId, paymentMethods.country, paymentMethods.methodKey],
    [
      'paywayId',
      'channelId',
      'familyId',
      'parentKey',
      'name',
      'icon',
      'sort',
      'minMoney',
      'maxMoney',
      'description',
      'openCoupon',
      'payId',
      'areas',
      'platforms',
      'active',
    ],
  );

  written += await upsert(
    db,
    vipSettings,
    plan.vipSettings,
    [vipSettings.tenantId],
    ['pointToCoin', 'faqTitle', 'faqContent'],
  );
  written += await upsert(
    db,
    vipPointRates,
    plan.pointRates,
    [vipPointRates.tenantId, vipPointRates.currency],
    ['points', 'perMinor'],
  );
  written += await upsert(
    db,
    vipLevels,
    plan.levels,
    [vipLevels.tenantId, vipLevels.levelId],
    ['name', 'showName', 'needPoints'],
  );
  written += await upsert(
    db,
    couponTemplates,
    plan.coupons,
    [couponTemplates.tenantId, couponTemplates.templateId],
    ['levelId', 'type', 'name', 'discountRate', 'sort'],
  );
  return { written, removed };
}

/** Writes every tenant's plan in one transaction; any refusal or error rolls all of it back. */
export async function writeCatalog(db: Db, plans: readonly TenantPlan[]): Promise<WriteResult> {
  return db.transaction(async (tx) => {
    const total: WriteResult = { written: 0, removed: 0 };
    for (const plan of plans) {
      const one = await writeTenant(tx as unknown as Db, plan);
      total.written += one.written;
      total.removed += one.removed;
    }
    return total;
  });
}
