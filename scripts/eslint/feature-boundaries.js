import path from 'node:path';

// One-way imports in the storefront (ADR 0029): shared/ imports no feature and not app/, a
// feature never imports app/, and a feature imports only the features it declares
// (web-feature-layers.js), a graph that must stay acyclic. Tests and their helpers are outside
// the rule: an integration test renders the page its feature lives in, and none of it ships.

const TEST_FILE =
  /(\.test\.[cm]?[jt]sx?|-harness\.[cm]?[jt]sx?)$|(^|\/)test-[^/]*$|(^|\/)shared\/test\//;

/** The part of the tree a path (relative to the web src root) is in, or null outside it. */
export function layerOf(relative) {
  const parts = relative.split(path.sep).join('/').split('/');
  if (parts[0] === '..' || parts.length < 2) return null;
  if (parts[0] === 'features') return { kind: 'feature', name: parts[1] };
  if (parts[0] === 'shared' || parts[0] === 'app') return { kind: parts[0] };
  return null;
}

export function isTestPath(relative) {
  return TEST_FILE.test(relative.split(path.sep).join('/'));
}

/** A cycle in a declared graph as [a, b, ..., a], or null when there is none. */
export function findCycle(deps) {
  const state = new Map(); // undefined: unseen, 1: on the current path, 2: done
  const trail = [];
  const visit = (name) => {
    state.set(name, 1);
    trail.push(name);
    for (const next of deps[name] ?? []) {
      if (state.get(next) === 1) return [...trail.slice(trail.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    trail.pop();
    state.set(name, 2);
    return null;
  };
  for (const name of Object.keys(deps)) {
    if (state.has(name)) continue;
    const found = visit(name);
    if (found) return found;
  }
  return null;
}

const checked = new WeakSet();

function assertAcyclic(features) {
  if (checked.has(features)) return;
  const cycle = findCycle(features);
  // A cycle in the declaration is a broken config, not one bad file: stop the lint run.
  if (cycle)
    throw new Error(`feature-boundaries: declared features form a cycle: ${cycle.join(' -> ')}`);
  checked.add(features);
}

/** The string a module reference names, when it is a literal; dynamic names are not followed. */
function specifierOf(source) {
  if (!source) return null;
  if (source.type === 'Literal' && typeof source.value === 'string') return source.value;
  if (source.type === 'TemplateLiteral' && source.expressions.length === 0)
    return source.quasis[0].value.cooked;
  if (source.type === 'TSLiteralType') return specifierOf(source.literal);
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the storefront layers and features importing one way (ADR 0029)' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          features: {
            type: 'object',
            additionalProperties: { type: 'array', items: { type: 'string' } },
          },
        },
        required: ['root', 'features'],
        additionalProperties: false,
      },
    ],
    messages: {
      sharedImportsUp:
        'shared/ must not import {{target}}: shared code serves every feature, so it cannot depend on one. Pass the piece in, or move it down into shared/.',
      featureImportsApp:
        'features/{{from}} must not import app/: app/ composes the features. Move the piece to shared/, or pass it in from the route.',
      undeclared:
        'features/{{name}} is not declared in scripts/eslint/web-feature-layers.js; list the features it may import there.',
      featureImportsFeature:
        'features/{{from}} may not import features/{{to}} (it may import: {{allowed}}; scripts/eslint/web-feature-layers.js). Move the common piece to shared/ or into the lower feature, or invert the dependency (ADR 0029).',
      importsTestCode:
        'Production code must not import test code ({{target}}): it would ship with the app.',
    },
  },
  create(context) {
    const { root: rootOption, features } = context.options[0];
    assertAcyclic(features);
    const root = path.resolve(context.cwd, rootOption);
    const filename = context.filename;
    const here = layerOf(path.relative(root, filename));
    if (!here || isTestPath(path.relative(root, filename))) return {};

    const check = (node, source) => {
      const spec = specifierOf(source);
      // The web app has no path aliases: only relative paths reach another part of the tree.
      if (!spec || !spec.startsWith('.')) return;
      const targetPath = path.relative(root, path.resolve(path.dirname(filename), spec));
      const there = layerOf(targetPath);
      if (isTestPath(targetPath)) {
        context.report({ node, messageId: 'importsTestCode', data: { target: targetPath } });
        return;
      }
      if (!there) return;
      if (here.kind === 'shared') {
        if (there.kind !== 'shared') {
          const target = there.kind === 'app' ? 'app/' : `features/${there.name}`;
          context.report({ node, messageId: 'sharedImportsUp', data: { target } });
        }
        return;
      }
      if (here.kind !== 'feature') return;
      if (there.kind === 'app') {
        context.report({ node, messageId: 'featureImportsApp', data: { from: here.name } });
        return;
      }
      if (there.kind !== 'feature' || there.name === here.name) return;
      const allowed = features[here.name];
      if (!allowed) {
        context.report({ node, messageId: 'undeclared', data: { name: here.name } });
        return;
      }
      if (!allowed.includes(there.name)) {
        context.report({
          node,
          messageId: 'featureImportsFeature',
          data: { from: here.name, to: there.name, allowed: allowed.join(', ') || 'none' },
        });
      }
    };

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      // import('../x.ts').Type in a type position.
      TSImportType: (node) => check(node, node.source ?? node.argument),
    };
  },
};

export default { meta: { name: 'topup-local' }, rules: { 'feature-boundaries': rule } };
