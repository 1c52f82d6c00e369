// Counts the storefront's imports from one feature into another (ADR 0029), the pairs of features
// importing each other both ways and the groups of features caught in a cycle, for production
// code and with tests. Run: node scripts/eslint/feature-imports.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isTestPath, layerOf } from './feature-boundaries.js';

const root = fileURLToPath(new URL('../../apps/web/src', import.meta.url));
// Static and dynamic imports, re-exports and vi.mock: every way a module names another.
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|vi\.(?:mock|doMock|importActual)\s*(?:<[^>]*>)?\(\s*)['"](\.[^'"]+)['"]/g;

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function featureImports(withTests) {
  const edges = [];
  for (const file of sourceFiles(root)) {
    const relative = path.relative(root, file);
    if (!withTests && isTestPath(relative)) continue;
    const from = layerOf(relative);
    if (from?.kind !== 'feature') continue;
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const to = layerOf(path.relative(root, path.resolve(path.dirname(file), spec)));
      if (to?.kind === 'feature' && to.name !== from.name) edges.push([from.name, to.name]);
    }
  }
  return edges;
}

/** Strongly connected groups of more than one feature (Tarjan): each holds at least one cycle. */
function cycleGroups(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const groups = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const group = [];
    let w;
    do {
      w = stack.pop();
      group.push(w);
    } while (w !== v);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return groups;
}

for (const withTests of [false, true]) {
  const edges = featureImports(withTests);
  const graph = new Map();
  for (const [a, b] of edges) graph.set(a, (graph.get(a) ?? new Set()).add(b));
  const twoWay = [...graph].flatMap(([a, tos]) =>
    [...tos].filter((b) => a < b && graph.get(b)?.has(a)).map((b) => `${a} <-> ${b}`),
  );
  const groups = cycleGroups(graph);
  console.log(withTests ? 'With tests and test helpers:' : 'Production code:');
  console.log(`  cross-feature imports: ${edges.length}`);
  console.log(`  two-way pairs: ${twoWay.length}${twoWay.length ? ` (${twoWay.join(', ')})` : ''}`);
  console.log(`  features in cycles: ${groups.map((g) => g.join(', ')).join(' | ') || 'none'}`);
}
