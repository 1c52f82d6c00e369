import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the whole workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    // A worker per core. Vitest's default is one fewer, which on CI's 2-core machines meant one
    // worker and an idle core: the runner's own process mostly waits on its workers (docs/TESTING.md).
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', environment: 'node' } },
      { test: { name: 'tenants', root: 'packages/tenants', environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One module graph per worker, not one per file: importing the server (Fastify, Drizzle,
          // the contracts) took 4-5 s per file, most of the suite's time (on PostgreSQL: 16 min
          // -> 8 min). Server tests use no vi.mock and build an app instance of their own; the
          // suite passed this way on PGlite and on PostgreSQL. A file that needs a fresh module
          // state must reset it itself.
          isolate: false,
          // The seeded PGlite image every test app starts from (src/test/database-image.ts).
          globalSetup: ['src/test/global-setup.ts'],
        },
      },
      // The demo world (packages/demo, ADR 0043): its tests build the server's test app, so they
      // share the server project's settings and seeded database image.
      {
        test: {
          name: 'demo',
          root: 'packages/demo',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
          globalSetup: ['../../apps/server/src/test/global-setup.ts'],
        },
      },
      'apps/web/vitest.config.ts',
      'apps/console/vitest.config.ts',
      { test: { name: 'budgets', root: 'bench', include: ['**/*.test.ts'], environment: 'node' } },
      // The repository's own lint rules (scripts/eslint), run through ESLint's API.
      {
        test: {
          name: 'lint-rules',
          root: 'scripts',
          include: ['**/*.test.js'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      // The deployment kit's validators (Dockerfile, compose, nginx, Kubernetes): deploy/checks.
      { test: { name: 'deploy', root: 'deploy', environment: 'node' } },
    ],
  },
});
