import { afterAll, describe, expect, it } from 'vitest';
import { runMigrateCli } from '../../cli/migrate.ts';
import { createDb } from '../../db/client.ts';
import { databaseUrl, dropSchema, freshSchema, sqlOnce } from './pg-schema.ts';

// Instances of one deployment start together on an empty database: each migrates at start, and
// without the advisory lock drizzle's CREATE SCHEMA / CREATE TABLE IF NOT EXISTS race and all but
// one fail (duplicate key on the catalog, or "relation already exists").
const schemas: string[] = [];
const schemaFor = (prefix: string) => {
  const schema = freshSchema(prefix);
  schemas.push(schema);
  return schema;
};
afterAll(async () => {
  if (databaseUrl) for (const schema of schemas) await dropSchema(databaseUrl, schema);
});

const migrationRows = (url: string, schema: string) =>
  sqlOnce<{ n: number }>(url, `select count(*)::int as n from "${schema}"."__drizzle_migrations"`);

describe.skipIf(!databaseUrl)('migrations on PostgreSQL under the advisory lock', () => {
  it('four instances opening one empty schema at once all come up, each migration applied once', async () => {
    const url = databaseUrl!;
    const schema = schemaFor('mig_par');
    const config = { databaseUrl: url, databaseSchema: schema, dataDir: ':memory:' };
    const opened = await Promise.allSettled([1, 2, 3, 4].map(() => createDb(config)));
    const failures = opened.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []));
    expect(failures).toEqual([]);
    for (const o of opened) {
      if (o.status !== 'fulfilled') continue;
      expect(await o.value.ping()).toBe(true);
      await o.value.close();
    }
    const [journal] = await sqlOnce<{ n: number }>(
      url,
      `select count(distinct hash)::int as n from "${schema}"."__drizzle_migrations"`,
    );
    const [rows] = await migrationRows(url, schema);
    expect(rows!.n).toBeGreaterThan(0);
    expect(journal!.n).toBe(rows!.n);
  });

  it('npm run migrate applies them and exits; again, nothing is left to apply; the app then starts', async () => {
    const url = databaseUrl!;
    const schema = schemaFor('mig_cli');
    const env = { DATABASE_URL: url, DATABASE_SCHEMA: schema };
    const first = await runMigrateCli(env);
    const [rows] = await migrationRows(url, schema);
    expect(first).toBe(
      `migrations: ${rows!.n} applied, ${rows!.n} in the database (PostgreSQL, schema ${schema})`,
    );
    expect(await runMigrateCli(env)).toBe(
      `migrations: 0 applied, ${rows!.n} in the database (PostgreSQL, schema ${schema})`,
    );
    const database = await createDb({ databaseUrl: url, databaseSchema: schema, dataDir: '' });
    expect(await database.ping()).toBe(true);
    await database.close();
  });

  it('refuses a bad DATABASE_URL with the variable named, before touching anything', async () => {
    await expect(runMigrateCli({ DATABASE_URL: 'mysql://x' })).rejects.toThrow(
      'DATABASE_URL: expected a postgres:// or postgresql:// URL',
    );
  });
});
