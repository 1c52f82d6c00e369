import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from './migrations-folder.ts';

/**
 * The advisory lock a starting process takes around its start-up writes (migrations, then the
 * seed): pg_advisory_lock(key1, key2), key1 this fixed number ('topu' in ASCII), key2 hashtext of
 * the schema, so test runs on their own random schemas do not wait on each other while instances
 * of one deployment (one schema) do.
 */
export const MIGRATION_LOCK_KEY = 0x746f7075;

export type MigrationOutcome = {
  /** Migrations this call applied (0: the database was already up to date). */
  applied: number;
  /** Migrations recorded in the database afterwards. */
  total: number;
};

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

type LockTarget = {
  databaseUrl: string;
  /** The schema everything lives in (tests); unset: public, with drizzle's own bookkeeping schema. */
  schema?: string | undefined;
  connectTimeoutMs?: number;
};

/**
 * Runs `fn` while this process holds the deployment's start-up lock: a session-level advisory
 * lock on one dedicated connection (handed to `fn`), released after. Instances starting together
 * take turns; one that dies holding it loses its session, and with it the lock.
 */
export async function withStartupLock<T>(
  target: LockTarget,
  fn: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({
    connectionString: target.databaseUrl,
    connectionTimeoutMillis: target.connectTimeoutMs ?? 5_000,
    // No statement timeout on this session: waiting for another instance's start-up, or a
    // migration building an index on a big table, is not a runaway statement.
    options: `-c statement_timeout=0${target.schema ? ` -c search_path=${target.schema}` : ''}`,
  });
  // A connection dropped mid-way fails the query in flight; without a listener the 'error'
  // event would kill the process instead of failing the start with that error.
  client.on('error', () => {});
  await client.connect();
  const lock = [MIGRATION_LOCK_KEY, target.schema ?? 'public'];
  try {
    await client.query('select pg_advisory_lock($1, hashtext($2))', lock);
    try {
      return await fn(client);
    } finally {
      // Released explicitly so the next instance goes on at once; end() would release it too.
      await client.query('select pg_advisory_unlock($1, hashtext($2))', lock).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Applies the migrations on PostgreSQL under the start-up lock. drizzle's migrator runs `CREATE
 * SCHEMA IF NOT EXISTS` and `CREATE TABLE IF NOT EXISTS` outside its transaction, and two of those
 * racing on an empty database fail on a unique index of the catalog; with the lock the second
 * instance waits, then finds everything applied.
 */
export async function migratePostgres(target: LockTarget): Promise<MigrationOutcome> {
  return withStartupLock(target, async (client) => {
    const bookkeeping = target.schema ?? 'drizzle';
    const recorded = async () => {
      const table = `${quoteIdent(bookkeeping)}."__drizzle_migrations"`;
      const exists = await client.query<{ t: string | null }>('select to_regclass($1) as t', [
        table,
      ]);
      if (!exists.rows[0]?.t) return 0;
      const count = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      return count.rows[0]?.n ?? 0;
    };
    const before = await recorded();
    if (target.schema) {
      await client.query(`create schema if not exists ${quoteIdent(target.schema)}`);
    }
    await migrate(drizzle({ client }), {
      migrationsFolder,
      ...(target.schema ? { migrationsSchema: target.schema } : {}),
    });
    const total = await recorded();
    return { applied: total - before, total };
  });
}
