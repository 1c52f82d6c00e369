import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/client.ts';
import { migratePostgres } from '../db/migrate-lock.ts';

// `npm run migrate` (after `npm run build`: dist/migrate.js, no tsx in a production image).
// Applies the migrations to the database the environment names and exits: a deploy step of its
// own (a Kubernetes Job, a compose one-shot) before the new version's instances start. They would
// migrate at start too, under the same advisory lock, so running both is harmless.

/** Only the database's variables: a migration job needs no payment or staff secrets. */
const databaseVariables = [
  'DATABASE_URL',
  'DATABASE_SCHEMA',
  'DATA_DIR',
  'DB_CONNECT_TIMEOUT_MS',
] as const;

export async function runMigrateCli(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const config = loadConfig(
    Object.fromEntries(databaseVariables.map((name) => [name, env[name]] as const)),
  );
  if (config.databaseUrl) {
    const { applied, total } = await migratePostgres({
      databaseUrl: config.databaseUrl,
      schema: config.databaseSchema,
      connectTimeoutMs: config.dbConnectTimeoutMs,
    });
    const where = `PostgreSQL${config.databaseSchema ? `, schema ${config.databaseSchema}` : ''}`;
    return `migrations: ${applied} applied, ${total} in the database (${where})`;
  }
  // PGlite: one process owns the directory, so migrating is opening it (createDb migrates).
  if (config.dataDir === ':memory:') throw new Error('DATA_DIR=:memory: has nothing to migrate');
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), config.dataDir);
  const database = await createDb({ ...config, dataDir });
  await database.close();
  return `migrations: up to date (PGlite under ${dataDir})`;
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);

if (invokedDirectly) {
  runMigrateCli().then(
    (line) => console.log(line),
    (err: unknown) => {
      console.error(`migrate failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
