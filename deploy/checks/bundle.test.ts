import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleImports, checkBundleExternals, packageOf } from './bundle.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function dist(files: Record<string, string>, migrations = true): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'topup-dist-'));
  dirs.push(dir);
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, name), code);
  if (migrations) mkdirSync(path.join(dir, 'migrations'));
  return dir;
}
const serverPkg = JSON.stringify({ dependencies: { fastify: '^5', 'drizzle-orm': '^0.45' } });

describe('bundle externals', () => {
  it('name the package of an import', () => {
    expect(packageOf('drizzle-orm/pg-core')).toBe('drizzle-orm');
    expect(packageOf('@fastify/static')).toBe('@fastify/static');
    expect(packageOf('node:crypto')).toBeNull();
    expect(packageOf('crypto')).toBeNull();
    expect(packageOf('./x.js')).toBeNull();
  });

  it('find static, bare and dynamic imports', () => {
    const code = `import a from "fastify";import{b}from"drizzle-orm/pg-core";import "x-side";
      const c = await import("@scope/lazy/sub"); import { d } from "node:fs";`;
    expect(bundleImports(code)).toEqual(['@scope/lazy', 'drizzle-orm', 'fastify', 'x-side']);
  });

  it('skip the word import inside a string', () => {
    const code = `if (command !== "import" || !file) throw new Error(usage); join(", ");`;
    expect(bundleImports(code)).toEqual([]);
  });

  it('pass when every import is a production dependency of the server', () => {
    const ok = dist({ 'main.js': 'import f from "fastify"; import "drizzle-orm/pg-core";' });
    expect(checkBundleExternals(ok, serverPkg)).toEqual([]);
  });

  it('fail on an import the image does not install, or missing migrations', () => {
    const bad = dist(
      { 'main.js': 'import f from "fastify";', 'migrate.js': 'import "tsx";' },
      false,
    );
    expect(checkBundleExternals(bad, serverPkg)).toEqual([
      'dist/migrate.js imports tsx, not a dependency of @topup/server',
      'dist/migrations: missing',
    ]);
  });
});
