// Which server test files CI runs a second time, on PostgreSQL and Redis under the newer Node major
// (.ci/run, stage "database tests"; docs/TESTING.md, "The PostgreSQL selection"). Every server test
// file already runs on PGlite in `npm test`. PGlite is PostgreSQL itself, compiled to WebAssembly,
// but it answers one query at a time on one connection: a race, a lock, a second instance, a
// LISTEN/NOTIFY, a fault in the connection or a stall only happens on a real server. Those files
// run again here; the rest would only repeat what PGlite proved.
//
// Globs are on the path inside apps/server, by name pattern rather than folder where possible:
// files move between folders, and a glob that matches no file fails scripts/postgres-tests.test.js.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const serverRoot = new URL('../apps/server/', import.meta.url);
// The demo workspace's tests (seeds, emulators, the demo game) run in vitest's `demo` project; its
// files are named `demo:src/…` here, so `**/` globs reach them and `src/…` globs do not.
const demoRoot = new URL('../packages/demo/', import.meta.url);
const DEMO = 'demo:';

/** Server test files that run on PostgreSQL, and why. */
export const postgresGlobs = [
  // Races: one winner among concurrent requests or jobs, counters that must not lose updates.
  { glob: '**/*concurrency*.test.ts', why: 'concurrent writers on one row or counter' },
  { glob: '**/*burst*.test.ts', why: 'limits that count a burst of requests before checking' },
  { glob: '**/*multi-instance*.test.ts', why: 'two app instances on one database' },
  { glob: '**/*restart*.test.ts', why: 'an instance stopped and started on the same database' },
  { glob: 'src/test/multi/**/*.test.ts', why: 'several server processes, migrations, kill -9' },
  { glob: 'src/test/faults/**/*.test.ts', why: 'PostgreSQL and Redis behind a fault proxy' },
  // Files whose name does not say so but that race, or branch on DATABASE_URL or REDIS_URL.
  { glob: '**/payments/callback.test.ts', why: 'paid callbacks redelivered at once' },
  {
    glob: '**/notify/notify-routes.test.ts',
    why: "a console refund and the provider's notification of it at once, counted once",
  },
  { glob: '**/callback-sender.test.ts', why: 'two senders claiming the same callbacks' },
  { glob: '**/refund-order.test.ts', why: 'one refund applied among concurrent ones' },
  { glob: '**/subject-case.test.ts', why: 'concurrent first logins create one link' },
  { glob: '**/order-track-caps.test.ts', why: 'many order streams reading at once' },
  { glob: '**/window-throttle.test.ts', why: 'concurrent reservations of one window' },
  { glob: '**/offer-routes.test.ts', why: 'two staff saving offers at once' },
  { glob: '**/orders/routes.test.ts', why: 'two replays pressed at once (console)' },
  { glob: '**/delivery-attempts.test.ts', why: 'two claims of one dead delivery' },
  { glob: '**/make-good.test.ts', why: 'two make-good runs crediting once' },
  { glob: '**/outbox-relay.test.ts', why: 'relays racing over one outbox' },
  { glob: '**/relay-wake.test.ts', why: 'the relay woken through LISTEN/NOTIFY on commit' },
  { glob: '**/idle-queries.test.ts', why: "an idle instance's queries on the pool and listener" },
  { glob: '**/demo-delivery.test.ts', why: 'repeated deliveries and revokes at once' },
  { glob: '**/change-bus.test.ts', why: 'LISTEN/NOTIFY between instances' },
  {
    glob: '**/catalog/goods-cache.test.ts',
    why: "the goods list kept by a second instance, cleared by the first one's console change",
  },
  { glob: '**/rate-limit.test.ts', why: 'the rate limit in the shared Redis store' },
  // Issue 31's API tests that must hold on PostgreSQL as well.
  { glob: '**/seed-keeps-changes.test.ts', why: "a restart keeps the console's changes" },
  {
    glob: '**/console/dashboard/*.test.ts',
    why: 'dashboard figures against SQL, zones by AT TIME ZONE',
  },
];

/**
 * Server test files the check (scripts/postgres-tests.test.js) would flag but that PostgreSQL
 * would not tell more about, and why.
 */
export const notOnPostgres = [
  {
    glob: 'src/test/fuzz/**',
    why: 'its own stage: 50,000 requests on PostgreSQL under Node 20, right before this one',
  },
  { glob: '**/ttl-cache.test.ts', why: 'an in-memory cache; no database' },
  { glob: '**/rate-limit-store.test.ts', why: 'a scripted stand-in for ioredis; no Redis' },
];

/** A glob (`**` any folders, `*` within a name) as a regular expression over a whole path. */
export function globToRegExp(glob) {
  const parts = glob.split('**/').map((part) =>
    part
      .split('**')
      .map((p) =>
        p
          .split('*')
          .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('[^/]*'),
      )
      .join('.*'),
  );
  return new RegExp(`^${parts.join('(?:.*/)?')}$`);
}

export const matchesAny = (globs, file) => globs.some(({ glob }) => globToRegExp(glob).test(file));

const testFilesUnder = (root, prefix) =>
  readdirSync(join(root.pathname, 'src'), { recursive: true })
    .map((f) => `${prefix}src/${String(f).split('\\').join('/')}`)
    .filter((f) => f.endsWith('.test.ts') && !f.includes('/node_modules/'));

/** Every server test file relative to apps/server, and the demo's as `demo:src/…`, sorted. */
export function serverTestFiles() {
  return [...testFilesUnder(serverRoot, ''), ...testFilesUnder(demoRoot, DEMO)].sort();
}

/** A file of the list as a path from the repository root, and its vitest project. */
export function locate(file) {
  return file.startsWith(DEMO)
    ? { project: 'demo', path: `packages/demo/${file.slice(DEMO.length)}` }
    : { project: 'server', path: `apps/server/${file}` };
}

/** The files that run on PostgreSQL. */
export function postgresTests(files = serverTestFiles()) {
  return files.filter((f) => matchesAny(postgresGlobs, f) && !matchesAny(notOnPostgres, f));
}

/**
 * Why a file's own source says it needs PostgreSQL, or null: it branches on DATABASE_URL or
 * REDIS_URL, uses the burst, multi-instance or fault kits, or starts work at once (Promise.all)
 * in a file that has a test app or a database.
 */
export function postgresReason(source) {
  if (/process\.env\.(DATABASE_URL|REDIS_URL)/.test(source)) return 'reads DATABASE_URL/REDIS_URL';
  if (/from '[^']*test\/(burst|multi\/|faults\/)[^']*'/.test(source)) return 'uses a race kit';
  if (/from '\.\.?\/(burst|pg-schema|fault-kit|server-process)\.ts'/.test(source))
    return 'uses a race kit';
  if (
    /Promise\.(all|allSettled)\(/.test(source) &&
    /createTestApp|createHttpTestApp|\.db\b/.test(source)
  )
    return 'starts database work at once (Promise.all)';
  return null;
}

export const readServerFile = (file) =>
  file.startsWith(DEMO)
    ? readFileSync(new URL(file.slice(DEMO.length), demoRoot), 'utf8')
    : readFileSync(new URL(file, serverRoot), 'utf8');
