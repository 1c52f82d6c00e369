import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../db/client.ts';
import { runMigrateCli } from './migrate.ts';

// The PostgreSQL side (advisory lock, counts) is in test/multi/migrate.test.ts.
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('npm run migrate on the embedded database', () => {
  it('migrates the PGlite directory DATA_DIR names, which the app then opens as is', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'topup-migrate-'));
    dirs.push(dir);
    expect(await runMigrateCli({ DATA_DIR: dir })).toBe(
      `migrations: up to date (PGlite under ${dir})`,
    );
    const database = await createDb({
      databaseUrl: undefined,
      databaseSchema: undefined,
      dataDir: dir,
    });
    expect(await database.ping()).toBe(true);
    await database.close();
    // Opening an on-disk PGlite twice takes seconds on a busy machine.
  }, 90_000);

  it('has nothing to migrate in memory, and says so', async () => {
    await expect(runMigrateCli({ DATA_DIR: ':memory:' })).rejects.toThrow(
      'DATA_DIR=:memory: has nothing to migrate',
    );
  });

  it('ignores every variable but the database ones (a migration job needs no secrets)', async () => {
    await expect(
      runMigrateCli({ DATA_DIR: ':memory:', PORT: 'not a port', PAYMENT_SANDBOX_SECRET: 'short' }),
    ).rejects.toThrow('DATA_DIR=:memory: has nothing to migrate');
  });
});
