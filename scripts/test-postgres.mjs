// `npm run test:db`: the server test files that PostgreSQL and Redis can tell more about than PGlite
// (scripts/postgres-tests.mjs says which and why), on DATABASE_URL and REDIS_URL, under the Node
// that runs this script (CI: the newer major). Extra arguments go to vitest.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { locate, postgresTests } from './postgres-tests.mjs';

const located = postgresTests().map(locate);
const files = located.map((f) => f.path);
const projects = [...new Set(located.map((f) => f.project))].flatMap((p) => ['--project', p]);
console.log(`PostgreSQL selection: ${files.length} test files (scripts/postgres-tests.mjs)`);
const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const run = spawnSync(
  process.execPath,
  [vitest, 'run', ...projects, ...process.argv.slice(2), ...files],
  { stdio: 'inherit', cwd: fileURLToPath(new URL('..', import.meta.url)) },
);
process.exit(run.status ?? 1);
