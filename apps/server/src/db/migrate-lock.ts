import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from './migrations-folder.ts';

/**
 * The advisory lock every migrating process takes first: pg_advisory_lock(key1, key2), key1 this
 * fixed number ('topu' in ASCII), key2 hashtext of the schema migrated, so test runs on their own
 * random schemas do not wait on each other while instances of one deployment (one schema) do.
 */
export const MIGRATION_LOCK_KEY = 0x746f7075;

export type MigrationOutcome = {
  /** Migrations this call applied (0: the database was already up to date). */
  applied: number;
  /** Migrations recorded in the database afterwards. */
  total: number;
};

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Applies the migrations on PostgreSQL under a session-level advisory lock held on one dedicated
 * connection. drizzle's migrator runs `CREATE SCHEMA IF NOT EXISTS` and `CREATE TABLE IF NOT
 * EXISTS` outside its transaction, and two of those racing on an empty database fail on a unique
 * index of the catalog; with the lock the second instance waits, then finds everything applied.
 * A process that dies holding the lock loses its session, and with it the lock.
 */
export async function migratePostgres(opts: {
  databaseUrl: string;
  /** The schema everything lives in (tests); unset: public, with drizzle's own bookkeeping schema. */
  schema?: string | undefined;
  connectTimeoutMs?: number;
}): Promise<MigrationOutcome> {
  const client = new pg.Client({
    connectionString: opts.databaseUrl,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 5_000,
    // No statement timeout on this session: waiting for another instance's migrations, or a
    // migration building an index on a big table, is not a runaway statement.
    options: `-c statement_timeout=0${opts.schema ? ` -c search_path=${opts.schema}` : ''}`,
  });
  // A connection dropped mid-migration fails the query in flight; without a listener the
  // 'error' event would kill the process instead of failing the start with that error.
  client.on('error', () => {});
  await client.connect();
  const lockName = opts.schema ?? 'public';
  const bookkeeping = opts.schema ?? 'drizzle';
  const recorded = async () => {
    const table = `${quoteIdent(bookkeeping)}."__drizzle_migrations"`;
    const exists = await client.query<{ t: string | null }>('select to_regclass($1) as t', [table]);
    if (!exists.rows[0]?.t) return 0;
    const count = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    return count.rows[0]?.n ?? 0;
  };
  try {
    await client.query('select pg_advisory_lock($1, hashtext($2))', [MIGRATION_LOCK_KEY, lockName]);
    try {
      const before = await recorded();
      if (opts.schema) await client.query(`create schema if not exists ${quoteIdent(opts.schema)}`);
      await migrate(drizzle({ client }), {
        migrationsFolder,
        ...(opts.schema ? { migrationsSchema: opts.schema } : {}),
      });
      const total = await recorded();
      return { applied: total - before, total };
    } finally {
      // Released explicitly so the next instance goes on at once; end() would release it too.
      await client
        .query('select pg_advisory_unlock($1, hashtext($2))', [MIGRATION_LOCK_KEY, lockName])
        .catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}
