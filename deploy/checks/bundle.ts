import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

/** `pkg`, `@scope/pkg` from `pkg/sub/path`; null for relative paths and Node's own modules. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) {
    return null;
  }
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return builtinModules.includes(name) ? null : name;
}

/** Bare imports of an esbuild ESM bundle (static `from "x"`, bare `import "x"`, `import("x")`). */
export function bundleImports(code: string): string[] {
  const found = new Set<string>();
  // The keyword must not itself be inside a string (`command !== "import"` in the catalog CLI), and
  // a module specifier has no spaces.
  const pattern = /(?<![\w$."'])(?:from\s*|import\s*\(?\s*)["']([^"'\s]+)["']/g;
  for (const m of code.matchAll(pattern)) {
    const name = packageOf(m[1]!);
    if (name) found.add(name);
  }
  return [...found].sort();
}

/**
 * The runtime image holds the server's production dependencies only (`npm ci --omit=dev
 * --workspace=@topup/server`): every package the built bundles import must be one of them, or the
 * container dies at start with ERR_MODULE_NOT_FOUND. `dist` is apps/server/dist after a build.
 */
export function checkBundleExternals(dist: string, serverPackageJson: string): string[] {
  if (!existsSync(path.join(dist, 'main.js'))) {
    return [`${dist}/main.js: missing (npm run build first)`];
  }
  const deps = new Set(Object.keys(JSON.parse(serverPackageJson).dependencies ?? {}));
  const problems: string[] = [];
  for (const file of readdirSync(dist).filter((f) => f.endsWith('.js'))) {
    for (const name of bundleImports(readFileSync(path.join(dist, file), 'utf8'))) {
      if (!deps.has(name)) {
        problems.push(`dist/${file} imports ${name}, not a dependency of @topup/server`);
      }
    }
  }
  if (!existsSync(path.join(dist, 'migrations'))) problems.push('dist/migrations: missing');
  return problems;
}
