import { readFile, writeFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { loadTenants } from '@topup/tenants/all-tenants';
import { inject } from 'vitest';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/client.ts';
import { seedDemo } from '@topup/demo/seed/seed';

// Every server test file builds one or more apps, and on PGlite each start used to run initdb,
// every migration and the whole demo seed (about 5 s on a 2-core machine, 137 starts per run).
// The server project's global setup (test/global-setup.ts) does that once and dumps the
// database; a test app then starts from the dump (about 1 s). The dump is the same code's
// output, so what the tests see is what a fresh start would have made.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the migrated and seeded PGlite dump ('' on PostgreSQL runs). */
    seededImagePath: string;
  }
}

/** Builds the migrated, seeded database in memory and writes its dump to `file`. */
export async function writeSeededImage(file: string): Promise<void> {
  const database = await createDb(
    loadConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:', LOG_LEVEL: 'silent' }),
  );
  try {
    await seedDemo(database.db, loadTenants());
    const client = (database.db as unknown as { $client: PGlite }).$client;
    // Without a checkpoint the dump's control file points back before the migrations and the
    // seed, and every test app replays that WAL when it starts: 0.84-0.92 s of CPU per start
    // measured, against 0.67-0.69 s after a checkpoint (docs/TESTING.md).
    await client.exec('CHECKPOINT');
    const dump = await client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

let image: Promise<Blob | undefined> | undefined;

/** The dump for this run, read once per test file; undefined outside the server project. */
export function seededImage(): Promise<Blob | undefined> {
  image ??= (async () => {
    let file: string;
    try {
      file = inject('seededImagePath') ?? '';
    } catch {
      return undefined;
    }
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return image;
}
