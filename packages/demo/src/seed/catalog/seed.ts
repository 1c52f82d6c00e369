import { and, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tenant } from '@topup/tenants/tenant-schema';
import type { Db } from '@topup/server/db/client';
import { productPrices, products, productTypes } from '@topup/server/db/tables/catalog';
import { games } from '@topup/server/db/tables/config';
import { demoRoles, demoServers } from '@topup/server/db/tables/demo-game';
import { catalogRows, selectedGameCode } from './seed-rows.ts';

// Well under PostgreSQL's 65535 bind parameters per statement for every table here.
const CHUNK = 500;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** ON CONFLICT … SET col = excluded.col for the named columns: the seeded values win again. */
function excluded<T extends PgTable>(
  table: T,
  keys: readonly (keyof T['$inferInsert'] & string)[],
): PgUpdateSetSource<T> {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const set: Record<string, SQL> = {};
  for (const key of keys) set[key] = sql.raw(`excluded."${columns[key]!.name}"`);
  return set as PgUpdateSetSource<T>;
}

/**
 * Sub-games, demo servers and roles, goods types, goods and prices for every tenant; runs inside
 * the seed transaction after the games rows exist. What the console edits (sub-games, goods
 * types, goods, prices) is only added when missing: a restart must never undo an operator's
 * change (issue 31), so an edit of seed-data.ts reaches only databases that lack the row. The
 * demo game's own servers and characters follow seed-data.ts on every start.
 */
export async function seedCatalog(db: Db, tenants: readonly Tenant[]): Promise<void> {
  const all = tenants.map(catalogRows);

  for (const rows of chunks(all.flatMap((t) => t.subGames))) {
    await db
      .insert(games)
      .values(rows)
      .onConflictDoNothing({ target: [games.tenantId, games.clientId] });
  }
  for (const tenant of tenants) {
    await db
      .update(games)
      .set({ isSelectGame: sql`${games.gameCode} = ${selectedGameCode(tenant)}` })
      .where(and(eq(games.tenantId, tenant.id), isNull(games.parentCode)));
  }
  for (const rows of chunks(all.flatMap((t) => t.servers))) {
    await db
      .insert(demoServers)
      .values(rows)
      .onConflictDoUpdate({
        target: [demoServers.tenantId, demoServers.gameCode, demoServers.serverId],
        set: excluded(demoServers, ['name', 'area', 'sort']),
      });
  }
  for (const rows of chunks(all.flatMap((t) => t.roles))) {
    await db
      .insert(demoRoles)
      .values(rows)
      .onConflictDoUpdate({
        target: [demoRoles.tenantId, demoRoles.gameCode, demoRoles.roleId],
        set: excluded(demoRoles, ['serverId', 'suid', 'name', 'level']),
      });
  }
  for (const rows of chunks(all.flatMap((t) => t.types))) {
    await db
      .insert(productTypes)
      .values(rows)
      .onConflictDoNothing({
        target: [productTypes.tenantId, productTypes.gameCode, productTypes.typeKey],
      });
  }
  for (const rows of chunks(all.flatMap((t) => t.goods))) {
    await db
      .insert(products)
      .values(rows)
      .onConflictDoNothing({ target: [products.tenantId, products.productId] });
  }
  for (const rows of chunks(all.flatMap((t) => t.prices))) {
    await db
      .insert(productPrices)
      .values(rows)
      .onConflictDoNothing({
        target: [productPrices.tenantId, productPrices.productId, productPrices.currency],
      });
  }
}
