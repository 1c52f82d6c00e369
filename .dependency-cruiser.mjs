// The server's module map as lint rules (ADR 0042): `npm run lint:modules`. The map itself is
// scripts/server-module-map.js; each folder gets one rule that forbids importing any folder
// listed after it, which keeps the folder graph one-way and loop-free. Imports that only bring
// types (`import type`) do not count: they vanish from the build (tsPreCompilationDeps: false).
// Known violations (.dependency-cruiser-known-violations.json) are the ones still being worked
// on; regenerate it with `npm run lint:modules:baseline` only when one is fixed.
import { fileURLToPath } from 'node:url';
import { folderPattern, serverLayers } from './scripts/server-module-map.js';

const folders = serverLayers.flatMap(({ layer, folders }) =>
  folders.map((name) => ({ layer, name })),
);

const upwardImports = folders.slice(0, -1).map(({ layer, name }, index) => {
  const above = folders.slice(index + 1).map((folder) => folderPattern(folder.name));
  return {
    name: `upward-import-from-${name}`,
    severity: 'error',
    comment:
      `${name} (${layer} layer) may import only the folders listed before it in ` +
      'scripts/server-module-map.js: move the shared piece down, or let the higher module ' +
      'register a hook on the lower one (ADR 0042).',
    from: { path: folderPattern(name) },
    to: { path: `(${above.join('|')})` },
  };
});

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    ...upwardImports,
    {
      name: 'no-demo-in-the-server',
      severity: 'error',
      comment:
        'The demo world (packages/demo) is loaded only by the dynamic import in demo-world.ts, ' +
        'when the demo is on; a static import would put it in the production bundle (ADR 0043).',
      from: { path: '^apps/server/src/' },
      to: { path: '^packages/demo/', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'console-routes-use-services',
      severity: 'error',
      comment:
        "A console route guards, audits and calls the owning module's service; it reads or " +
        'writes no table itself (ARCHITECTURE.md, console layer; ADR 0042).',
      from: { path: '^apps/server/src/modules/console/.*routes[^/]*\\.ts$' },
      to: { path: '(^apps/server/src/db/tables/|(^|/)node_modules/drizzle-orm/)' },
    },
  ],
  options: {
    // Runtime imports only: tests, test kits and fixtures may reach anywhere.
    exclude: { path: '(\\.test\\.ts$|/test/|test-kit|fixtures)' },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: false,
    // Absolute: TypeScript resolves the `extends` of a relative name against the wrong folder.
    tsConfig: { fileName: fileURLToPath(new URL('apps/server/tsconfig.json', import.meta.url)) },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    progress: { type: 'none' },
  },
};
