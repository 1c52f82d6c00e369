import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeSeededImage } from './database-image.ts';

// The server project's one-time setup: on PGlite runs, the seeded database image the test apps
// start from (test/database-image.ts). PostgreSQL runs (DATABASE_URL) migrate a schema per app.
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('seededImagePath', '');
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'topup-image-'));
  const file = path.join(dir, 'seeded.pgdata');
  await writeSeededImage(file);
  project.provide('seededImagePath', file);
  return () => rm(dir, { recursive: true, force: true });
}
