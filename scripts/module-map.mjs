// Prints the server's folder graph as Markdown (ADR 0042 keeps the before and after): each folder
// with its layer, the folders it imports and the folders that import it, then the import loops
// (strongly connected folders) and the two-way pairs. Runtime imports only, as the lint rules
// count them (.dependency-cruiser.mjs excludes tests, test kits, fixtures and type-only imports).
//   npm run module-map                   cruise apps/server/src now
//   npm run module-map -- --json <file>  read a saved `depcruise --output-type json` result
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { folderOf, serverLayers } from './server-module-map.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const jsonAt = process.argv.indexOf('--json');

function cruise() {
  if (jsonAt > 0) return readFileSync(process.argv[jsonAt + 1], 'utf8');
  const bin = 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs';
  const args = [bin, 'apps/server/src', '--config', '.dependency-cruiser.mjs', '-T', 'json'];
  try {
    return execFileSync(process.execPath, args, { cwd: root, maxBuffer: 1 << 28 }).toString();
  } catch (error) {
    // The cruiser exits with the number of rule violations; the graph is still on stdout.
    if (error.stdout?.length) return error.stdout.toString();
    throw error;
  }
}

// A result cruised from apps/server names files src/...; from the root, apps/server/src/...
const fromRoot = (path) => (path.startsWith('src/') ? `apps/server/${path}` : path);
const isRuntime = (path) => !/(\.test\.ts$|\/test\/|test-kit|fixtures)/.test(path);

const layerOf = new Map(
  serverLayers.flatMap(({ layer, folders }) => folders.map((f) => [f, layer])),
);
const rank = new Map(serverLayers.flatMap(({ folders }) => folders).map((f, i) => [f, i]));

const edges = new Map(); // "from\tto" -> file edges
for (const module of JSON.parse(cruise()).modules) {
  const source = fromRoot(module.source);
  const from = folderOf(source);
  if (!from || !isRuntime(source)) continue;
  for (const dependency of module.dependencies) {
    const to = folderOf(fromRoot(dependency.resolved));
    if (!to || to === from || dependency.typeOnly) continue;
    const key = `${from}\t${to}`;
    edges.set(key, [...(edges.get(key) ?? []), `${source} → ${fromRoot(dependency.resolved)}`]);
  }
}

const pairs = [...edges.keys()].sort().map((key) => key.split('\t'));
const folders = [...new Set(pairs.flat())].sort(
  (a, b) => (rank.get(a) ?? 1e3) - (rank.get(b) ?? 1e3) || a.localeCompare(b),
);
const out = new Map(folders.map((f) => [f, pairs.filter(([a]) => a === f).map(([, b]) => b)]));
const into = new Map(folders.map((f) => [f, pairs.filter(([, b]) => b === f).map(([a]) => a)]));

// Tarjan's strongly connected components: each one with more than one folder is a loop.
function loops() {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  const visit = (v) => {
    index.set(v, index.size);
    low.set(v, index.get(v));
    stack.push(v);
    for (const w of out.get(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component.sort());
  };
  for (const f of folders) if (!index.has(f)) visit(f);
  return found;
}

const list = (names) => names.map((n) => `\`${n}\``).join(', ') || '—';
const upward = pairs.filter(([a, b]) => (rank.get(a) ?? 1e3) < (rank.get(b) ?? 1e3));
const twoWay = pairs.filter(([a, b]) => a < b && edges.has(`${b}\t${a}`));
const found = loops();

const lines = [
  `${folders.length} folders, ${pairs.length} folder edges, ${found.length} loop(s), ` +
    `${twoWay.length} two-way pair(s), ${upward.length} edge(s) up the map.`,
  '',
  '| folder | layer | imports | imported by |',
  '| --- | --- | --- | --- |',
  ...folders.map(
    (f) =>
      `| \`${f}\` | ${layerOf.get(f) ?? '?'} | ${list(out.get(f).sort())} | ${list(into.get(f).sort())} |`,
  ),
  '',
  '**Loops** (folders that reach each other):',
  ...(found.length ? found.map((c) => `- ${c.length} folders: ${list(c)}`) : ['- none']),
  '',
  '**Two-way pairs** (files importing each way):',
  ...(twoWay.length
    ? twoWay.map(
        ([a, b]) =>
          `- \`${a}\` ⇄ \`${b}\` (${edges.get(`${a}\t${b}`).length}, ${edges.get(`${b}\t${a}`).length})`,
      )
    : ['- none']),
  '',
  '**Up the map** (a folder importing one listed after it in scripts/server-module-map.js):',
  ...(upward.length
    ? upward.map(([a, b]) => `- \`${a}\` → \`${b}\` (${edges.get(`${a}\t${b}`).length})`)
    : ['- none']),
];
console.log(lines.join('\n'));
