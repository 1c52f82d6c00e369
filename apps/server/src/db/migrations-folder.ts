import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Under tsx/vitest this file is src/db/ and the SQL sits in src/db/migrations; the bundle is
// dist/main.js and build.mjs copies the SQL to dist/migrations. The same hop works for both.
export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);
