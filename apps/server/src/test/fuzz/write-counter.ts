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

export type WriteCounts = Record<string, number>;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Counts every row inserted, updated or deleted in the app's tables, per table: a row trigger on
 * each adds to fuzz_writes. Reading that one small table after each request is what lets the fuzz
 * test check every refused request (counting the rows of every table took most of a run), and it
 * sees updates and deletes too. Test databases only: the schema is the test app's own.
 */
export async function installWriteCounter(
  db: Db,
  tables: string[],
): Promise<() => Promise<WriteCounts>> {
  const run = async (text: string) => db.execute(sql.raw(text));
  const rows = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
  const schema = String(rows(await run('select current_schema() as s'))[0]!.s);
  const counter = `${ident(schema)}.fuzz_writes`;
  await run(
    `create table if not exists ${counter} (table_name text primary key, n bigint not null)`,
  );
  await run(`
    create or replace function ${ident(schema)}.fuzz_count_write() returns trigger
    language plpgsql as $$
    begin
      insert into ${counter} as w (table_name, n) values (TG_TABLE_NAME, 1)
        on conflict (table_name) do update set n = w.n + 1;
      return null;
    end $$`);
  for (const table of tables) {
    await run(
      `create or replace trigger fuzz_count_write after insert or update or delete ` +
        `on ${ident(schema)}.${ident(table)} for each row ` +
        `execute function ${ident(schema)}.fuzz_count_write()`,
    );
  }
  return async () =>
    Object.fromEntries(
      rows(await run(`select table_name, n from ${counter}`)).map((row) => [
        String(row.table_name),
        Number(row.n),
      ]),
    );
}

/** Tables written between two readings, as 'orders +1'. */
export function changedTables(before: WriteCounts, after: WriteCounts): string[] {
  return Object.keys(after)
    .filter((name) => (before[name] ?? 0) !== after[name])
    .map((name) => `${name} +${after[name]! - (before[name] ?? 0)}`);
}
