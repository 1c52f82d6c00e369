// Bundles src/main.ts to dist/main.js and the operator steps to dist/migrate.js (`npm run migrate`),
// dist/catalog.js (`npm run catalog`) and dist/console-staff.js (`npm run console:staff`):
// production images have no dev dependencies (tsx) to run sources. Workspace packages (@topup/*) are TypeScript sources, so they are bundled; everything
// from node_modules stays external and loads at run time.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');

const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@topup/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(root, 'src/main.ts'),
    migrate: path.join(root, 'src/cli/migrate.ts'),
    catalog: path.join(root, 'src/cli/catalog.ts'),
    'console-staff': path.join(root, 'src/cli/console-staff.ts'),
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  plugins: [externalDependencies],
  logLevel: 'info',
});
// The migrator looks beside the bundle (see src/db/migrations-folder.ts).
await cp(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
