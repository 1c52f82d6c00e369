import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { checkKit } from './kit.ts';
import { findNginx } from './nginx.ts';

it('finds no problem in the repository deployment kit', async () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const bin = findNginx();
  // npm test builds first; a bare `vitest run` may not have.
  const built = existsSync(path.join(root, 'apps/server/dist/main.js'));
  const report = await checkKit(root, bin, built);
  const checked = report.filter((r) => bin || !r.name.startsWith('deploy/nginx'));
  expect(checked.map((r) => r.name.split(' ')[0])).toEqual(
    [
      'Dockerfile',
      built && 'apps/server/dist',
      'compose.yaml',
      bin && 'deploy/nginx/nginx.conf',
      'deploy/k8s',
    ].filter(Boolean),
  );
  expect(checked.filter((r) => r.problems.length)).toEqual([]);
});
