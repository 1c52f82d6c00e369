// Bundles src/main.ts to dist/main.js and the operator steps to dist/migrate.js (`npm run migrate`),
// dist/catalog.js (`npm run catalog`) and dist/console-staff.js (`npm run console:staff`):
// production images have no dev dependencies (tsx) to run sources. Workspace packages (@topup/*) are TypeScript sources, so they are bundled; everything
// from node_modules stays external and loads at run time.
//
// The demo world (packages/demo, ADR 0043) is loaded by a dynamic import only where the demo is on:
// code splitting puts it in chunks of its own that main.js never loads in production, with the
// server's modules it shares in common chunks (one instance of each, never a second copy).
// TOPUP_DEMO=off (the Dockerfile's default) leaves it out altogether: the import becomes a module
// that refuses a start asking for the demo. TOPUP_BUILD_OUT and TOPUP_BUILD_META (the bundle test)
// name another output folder and a file for esbuild's metafile.
import { cp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = process.env.TOPUP_BUILD_OUT
  ? path.resolve(process.env.TOPUP_BUILD_OUT)
  : path.join(root, 'dist');
const demo = (process.env.TOPUP_DEMO ?? 'on') !== 'off';

const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@topup/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

// TOPUP_DEMO=off: every import of the demo workspace resolves to this refusal instead.
const noDemo = {
  name: 'no-demo',
  setup(b) {
    b.onResolve({ filter: /^@topup\/demo\// }, () => ({ path: 'no-demo', namespace: 'no-demo' }));
    b.onLoad({ filter: /.*/, namespace: 'no-demo' }, () => ({
      resolveDir: path.join(root, 'src'),
      loader: 'ts',
      contents:
        "import { StartRefused } from './db/demo-data-check.ts';\n" +
        'export function wireDemo(): never {\n' +
        "  throw new StartRefused('this build has no demo (TOPUP_DEMO=off): unset ALLOW_DEMO_IN_PRODUCTION, or use a build with the demo for a staging shop');\n" +
        '}\n',
    }));
  },
};

await rm(dist, { recursive: true, force: true });
const result = await build({
  entryPoints: {
    main: path.join(root, 'src/main.ts'),
    migrate: path.join(root, 'src/cli/migrate.ts'),
    catalog: path.join(root, 'src/cli/catalog.ts'),
    'console-staff': path.join(root, 'src/cli/console-staff.ts'),
  },
  outdir: dist,
  bundle: true,
  splitting: true,
  // Chunks sit beside main.js (esbuild's default names): modules that find files from their own
  // import.meta.url (db/migrations-folder.ts, config-vars.ts) make the same hop from any of them.
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  metafile: true,
  plugins: demo ? [externalDependencies] : [noDemo, externalDependencies],
  logLevel: process.env.TOPUP_BUILD_META ? 'warning' : 'info',
});
if (process.env.TOPUP_BUILD_META) {
  await writeFile(process.env.TOPUP_BUILD_META, JSON.stringify(result.metafile));
}
// The migrator looks beside the bundle (see src/db/migrations-folder.ts).
await cp(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
