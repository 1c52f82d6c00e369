import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// chart.js (~65 KB gzipped) must stay out of the login page and the shell: only chart-setup.ts
// imports it, and only by a dynamic import() from the dashboard.
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

describe('chart.js loading', () => {
  it('is imported (as a value) by chart-setup.ts alone, and that module only dynamically', () => {
    const code = files(src).filter(
      (f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts') && !f.endsWith('.test.tsx'),
    );
    const valueImports = code.filter((f) =>
      /^import\s+(?!type\b)[^;]*from\s+'chart\.js'/m.test(readFileSync(f, 'utf8')),
    );
    expect(valueImports.map((f) => path.relative(src, f))).toEqual([
      path.join('features', 'dashboard', 'chart-setup.ts'),
    ]);
    const staticSetup = code.filter((f) =>
      /^import\s+(?!type\b)[^;]*from\s+'\.\/chart-setup\.ts'/m.test(readFileSync(f, 'utf8')),
    );
    expect(staticSetup).toEqual([]);
    const router = readFileSync(path.join(src, 'app', 'router.tsx'), 'utf8');
    expect(router).toContain("import('../features/dashboard/dashboard-page.tsx')");
  });
});
