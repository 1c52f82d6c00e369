import { readdir } from 'node:fs/promises';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

const tablesDir = new URL('../../db/tables/', import.meta.url);

/** The name of every table the app defines (each pgTable exported from db/tables/*.ts). */
export async function allTableNames(): Promise<string[]> {
  const files = (await readdir(tablesDir)).filter(
    (f) => f.endsWith('.ts') && !f.includes('.test.'),
  );
  const names = new Set<string>();
  for (const file of files) {
    const mod = (await import(new URL(file, tablesDir).href)) as Record<string, unknown>;
    for (const value of Object.values(mod)) if (is(value, PgTable)) names.add(getTableName(value));
  }
  return [...names].sort();
}

export type RowCounts = Record<string, number>;

/** One query for the row count of every table: a refused request must change none of them. */
export function rowCounter(db: Db, names: string[]): () => Promise<RowCounts> {
  const query = sql.raw(
    names
      .map((name) => `select '${name}' as t, count(*)::int as n from "${name}"`)
      .join(' union all '),
  );
  return async () => {
    const result = (await db.execute(query)) as unknown as { rows: { t: string; n: number }[] };
    return Object.fromEntries(result.rows.map((row) => [row.t, Number(row.n)]));
  };
}

/** Tables whose count differs, as 'orders 10 -> 11'. */
export function changedTables(before: RowCounts, after: RowCounts): string[] {
  return Object.keys(after)
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name} ${before[name]} -> ${after[name]}`);
}
