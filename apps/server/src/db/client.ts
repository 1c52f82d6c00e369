import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config.ts';
import { migratePostgres, withStartupLock } from './migrate-lock.ts';
import { migrationsFolder } from './migrations-folder.ts';
import { schema } from './schema.ts';

export type Schema = typeof schema;
/** Either driver: services only use the query builder both share. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  /** PostgreSQL pool counts (null on PGlite): when quiet, every open connection is idle. */
  connections(): { total: number; idle: number; waiting: number } | null;
  /**
   * Runs start-up writes (the seed, catalog sync) one instance at a time: on PostgreSQL under the
   * advisory lock the migrations take. Without it a second instance's upserts wait on the first's
   * uncommitted rows past the statement timeout and its start fails.
   */
  startupExclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

type DbConfig = Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir'> &
  Partial<
    Pick<
      Config,
      'dbStatementTimeoutMs' | 'dbQueryTimeoutMs' | 'dbConnectTimeoutMs' | 'dbIdleTimeoutMs'
    >
  >;
type ErrorLog = { error(obj: unknown, msg?: string): void };

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Opens the database and applies the migrations: PostgreSQL when DATABASE_URL is set, else
 * PGlite under DATA_DIR (':memory:' keeps it in memory). With databaseSchema every connection
 * works inside that schema, migrations bookkeeping included, which isolates test runs. On
 * PostgreSQL the migrations run under an advisory lock (migrate-lock.ts), so instances starting
 * together on an empty database all come up; `npm run migrate` does the same as its own step.
 */
export async function createDb(
  config: DbConfig,
  log?: ErrorLog,
  opts: {
    /** Tests only: an in-memory PGlite started from this dump (`dumpDataDir`) of a database. */
    pgliteImage?: Blob;
  } = {},
): Promise<Database> {
  const schemaName = config.databaseSchema;

  if (config.databaseUrl) {
    const checkedOut = new WeakSet<pg.PoolClient>();
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      // Waiting for a connection, new or a free pooled one: past it the request answers 503.
      connectionTimeoutMillis: config.dbConnectTimeoutMs ?? 5_000,
      idleTimeoutMillis: config.dbIdleTimeoutMs ?? 30_000,
      // Server side: a runaway statement is cancelled (57014) and its connection stays usable.
      statement_timeout: config.dbStatementTimeoutMs ?? 8_000,
      // Client side, for when no answer comes at all (database or network stalled).
      query_timeout: config.dbQueryTimeoutMs ?? 10_000,
      // A peer that vanished without FIN/RST (failover, dropped NAT entry) is found out.
      keepAlive: true,
      ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
    });
    // An idle client dropped by the server must not crash the process; the next query reconnects.
    pool.on('error', (err) => log?.error({ err }, 'PostgreSQL pool error'));
    // The pool only listens on idle clients: a checked-out one (a transaction, a query in flight)
    // whose socket is reset would emit 'error' with no listener and kill the process. The query in
    // flight fails on its own (the request answers 503) and the pool drops the broken client.
    pool.on('connect', (client) => {
      client.on('error', (err) => log?.error({ err }, 'PostgreSQL connection lost'));
      releaseOnFailedBegin(client, checkedOut);
    });
    pool.on('acquire', (client) => checkedOut.add(client));
    pool.on('release', (_err, client) => checkedOut.delete(client));
    const lockTarget = {
      databaseUrl: config.databaseUrl,
      schema: schemaName,
      ...(config.dbConnectTimeoutMs ? { connectTimeoutMs: config.dbConnectTimeoutMs } : {}),
    };
    try {
      await migratePostgres(lockTarget);
      const db = drizzlePg({ client: pool, schema });
      return {
        db: db as unknown as Db,
        kind: 'postgres',
        ping: () => ping(db as unknown as Db),
        connections: () => ({
          total: pool.totalCount,
          idle: pool.idleCount,
          waiting: pool.waitingCount,
        }),
        startupExclusive: (fn) => withStartupLock(lockTarget, fn),
        close: once(() => pool.end()),
      };
    } catch (err) {
      await pool.end();
      throw err;
    }
  }

  const memory = config.dataDir === ':memory:';
  if (!memory) await mkdir(config.dataDir, { recursive: true });
  const client = memory
    ? new PGlite(opts.pgliteImage ? { loadDataDir: opts.pgliteImage } : {})
    : new PGlite(path.resolve(config.dataDir));
  try {
    if (schemaName) {
      await client.exec(
        `create schema if not exists ${quoteIdent(schemaName)}; set search_path to ${quoteIdent(schemaName)}`,
      );
    }
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, {
      migrationsFolder,
      ...(schemaName ? { migrationsSchema: schemaName } : {}),
    });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      ping: () => ping(db as unknown as Db),
      connections: () => null,
      // One process owns a PGlite directory: nobody to take turns with.
      startupExclusive: (fn) => fn(),
      close: once(() => client.close()),
    };
  } catch (err) {
    await client.close();
    throw err;
  }
}

/**
 * drizzle's node-postgres transaction() sends BEGIN before its try/finally: when BEGIN fails (the
 * connection was reset, or stalled past query_timeout) the checked-out client is never released.
 * Each such failure would leak a pool slot until the pool is empty and nothing recovers without a
 * restart. So a failed BEGIN releases its client here, as broken (the pool closes it); drizzle
 * does not touch it again on that path.
 */
function releaseOnFailedBegin(client: pg.PoolClient, checkedOut: WeakSet<pg.PoolClient>): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const wrapped = (...args: unknown[]) => {
    const result = query(...args);
    const first = args[0] as string | { text?: unknown } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    if (
      typeof text === 'string' &&
      /^\s*begin\b/i.test(text) &&
      result instanceof Promise &&
      checkedOut.has(client)
    ) {
      result.catch((err: unknown) => {
        if (checkedOut.has(client)) client.release(err instanceof Error ? err : true);
      });
    }
    return result;
  };
  client.query = wrapped as typeof client.query;
}

// Closing twice (a test that closes early, then app.close()) must not throw.
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
